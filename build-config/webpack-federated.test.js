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
  assert.strictEqual(mf.shared['react-dom/'].eager, true);
  // Only what must be one instance is shared: the router and Apollo are the shell's own.
  assert.strictEqual(mf.shared['@apollo/client'], undefined);
  assert.strictEqual(mf.shared['react-router'], undefined);
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

test('a production browser build compiles the message catalogues and aliases the ICU parser to its no-parser stub', () => {
  for (const [federationName, packageDir] of [['shell', shellDir], ['mf_catalog', catalogDir]]) {
    const config = createFederatedConfig({ isHost: federationName === 'shell', federationName, packageDir, devPort: 3000 })({}, { mode: 'production' });
    const parser = config.resolve.alias['@formatjs/icu-messageformat-parser$'];
    assert.match(parser, /@formatjs[\\/]icu-messageformat-parser[\\/]lib[\\/]no-parser\.js$/, federationName);
    // The stub keeps the parser's types and helpers react-intl formats with, but not `parse`.
    const stub = require(parser.replace(/lib[\\/]no-parser\.js$/, 'no-parser.js'));
    assert.throws(() => stub.parse('{a}'), /without parser/);
    const catalogues = config.module.rules.filter((rule) => String(rule.use && rule.use.loader).endsWith('compile-messages-loader.js'));
    assert.strictEqual(catalogues.length, 1, federationName);
    assert.strictEqual(catalogues[0].enforce, 'post');
    assert.ok(catalogues[0].test.test(path.join(packageDir, 'src', 'i18n', 'tr.ts')));
  }
});

test('a development browser build keeps the message strings and the parser', () => {
  const config = createFederatedConfig({ federationName: 'mf_catalog', packageDir: catalogDir, devPort: 3001, standaloneHtml: true })({}, { mode: 'development' });
  assert.strictEqual(config.resolve.alias['@formatjs/icu-messageformat-parser$'], undefined);
  assert.ok(!config.module.rules.some((rule) => String(rule.use && rule.use.loader).endsWith('compile-messages-loader.js')));
});
