const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { createPackageBuild } = require('./package-build');
const { browserFederationOptions } = require('./webpack-federated');
const { serverFederationOptions } = require('./webpack-server');
const { loadContractsFile } = require('./contracts-file');

const root = path.join(__dirname, '..');
const REMOTES = { 'mf-catalog': 'mf_catalog', 'mf-product': 'mf_product', 'mf-cart-checkout': 'mf_cart_checkout', 'mf-account': 'mf_account', 'mf-stores-content': 'mf_stores_content' };

test("every package's webpack config is the factory's build, unedited", () => {
  for (const pkg of ['shell', ...Object.keys(REMOTES)]) {
    const source = fs.readFileSync(path.join(root, pkg, 'webpack.config.js'), 'utf8');
    assert.match(source, /module\.exports = createPackageBuild\(/, pkg);
    // Reaching into a plugin's options or rebuilding plugins is build-config's job.
    assert.doesNotMatch(source, /_options|userOptions|\.plugins\b|ModuleFederationPlugin|HtmlWebpackPlugin/, pkg);
  }
});

test('a remote exposes exactly the modules the route table gives it and their loaders, in the browser and the server build', () => {
  const { exposedModules } = loadContractsFile('src/routes/route-table.ts', root).exports;
  for (const [pkg, federationName] of Object.entries(REMOTES)) {
    const o = { federationName, packageDir: path.join(root, pkg) };
    const modules = exposedModules(federationName);
    const expected = [...modules, ...modules.map((m) => `${m}.data`)].sort();
    assert.deepStrictEqual(Object.keys(browserFederationOptions(o, 'production').exposes).sort(), expected, pkg);
    assert.deepStrictEqual(Object.keys(serverFederationOptions(o).exposes).sort(), expected, pkg);
  }
});

test("a package's defines reach its browser and its server build", () => {
  const o = { federationName: 'mf_catalog', packageDir: path.join(root, 'mf-catalog'), devPort: 3001, defines: { __PROBE__: '"yes"' } };
  const [browser, server] = createPackageBuild(o)({}, { mode: 'production' });
  for (const config of [browser, server]) {
    const define = config.plugins.find((p) => p.constructor.name === 'DefinePlugin');
    assert.strictEqual(define.definitions.__PROBE__, '"yes"');
  }
});
