// mf-product: the product page (gallery, price, variants, add to cart).
// Its exposes come from shared-contracts' route table; build-config owns the rest of the build.
const { createPackageBuild } = require('build-config');

module.exports = createPackageBuild({ packageDir: __dirname, federationName: 'mf_product', devPort: 3002 });
