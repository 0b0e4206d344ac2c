// mf-stores-content: home content blocks, content pages, store locator, contact form, size finders.
// Its exposes come from shared-contracts' route table; build-config owns the rest of the build.
const { createPackageBuild } = require('build-config');

module.exports = createPackageBuild({ packageDir: __dirname, federationName: 'mf_stores_content', devPort: 3005 });
