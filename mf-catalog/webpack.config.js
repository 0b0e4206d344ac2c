// mf-catalog: category and search listings, instant search, home product slider, recommendations strip.
// Its exposes come from shared-contracts' route table; build-config owns the rest of the build.
const { createPackageBuild } = require('build-config');

module.exports = createPackageBuild({ packageDir: __dirname, federationName: 'mf_catalog', devPort: 3001 });
