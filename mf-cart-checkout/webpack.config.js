// mf-cart-checkout: cart, side cart, checkout with the payment frame, order success.
// Its exposes come from shared-contracts' route table; build-config owns the rest of the build.
const { createPackageBuild } = require('build-config');

module.exports = createPackageBuild({ packageDir: __dirname, federationName: 'mf_cart_checkout', devPort: 3003 });
