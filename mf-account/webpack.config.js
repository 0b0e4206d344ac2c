// mf-account: login, registration, recovery and the account area.
// Its exposes come from shared-contracts' route table; build-config owns the rest of the build.
const { createPackageBuild } = require('build-config');

module.exports = createPackageBuild({ packageDir: __dirname, federationName: 'mf_account', devPort: 3004 });
