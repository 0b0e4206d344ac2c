const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createFederatedConfig } = require('./webpack-federated');

const federationOptions = (config) => config.plugins.find((p) => p instanceof ModuleFederationPlugin)._options;
const shellDir = path.join(__dirname, '..', 'shell');
const catalogDir = path.join(__dirname, '..', 'mf-catalog');

test('the host bundles its shared libraries into the entry and provides its federation runtime', () => {
  const config = createFederatedConfig({ isHost: true, federationName: 'shell', packageDir: shellDir, devPort: 3000 })({}, { mode: 'production' });
  const mf = federationOptions(config);
  assert.strictEqual(mf.shared.react.eager, true);
  assert.strictEqual(mf.shared['@apollo/client/'].eager, true);
  assert.strictEqual(mf.shareStrategy, 'loaded-first');
  assert.deepStrictEqual(mf.experiments, { provideExternalRuntime: true });
  // One copy of runtime-core: the provider plugin is pointed at the ES module build.
  assert.match(config.resolve.alias['@module-federation/runtime-tools/runtime-core$'], /runtime-core[\\/]dist[\\/]index\.js$/);
});

test('a production remote uses the host runtime and loads its shared libraries lazily', () => {
  const config = createFederatedConfig({ federationName: 'mf_catalog', packageDir: catalogDir, devPort: 3001 })({}, { mode: 'production' });
  const mf = federationOptions(config);
  assert.deepStrictEqual(mf.experiments, { externalRuntime: true });
  assert.strictEqual(mf.shared.react.eager, undefined);
  assert.strictEqual(mf.shared.react.singleton, true);
});

test('a remote with its standalone development page keeps its own runtime', () => {
  const config = createFederatedConfig({ federationName: 'mf_catalog', packageDir: catalogDir, devPort: 3001, standaloneHtml: true })({}, { mode: 'development' });
  assert.deepStrictEqual(federationOptions(config).experiments, {});
});
