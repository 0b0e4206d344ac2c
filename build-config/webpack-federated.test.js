const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createFederatedConfig, browserFederationOptions, htmlPageOptions } = require('./webpack-federated');

const shellDir = path.join(__dirname, '..', 'shell');
const catalogDir = path.join(__dirname, '..', 'mf-catalog');

test('the host bundles its shared libraries into the entry and provides its federation runtime', () => {
  const host = { isHost: true, federationName: 'shell', packageDir: shellDir, devPort: 3000 };
  const config = createFederatedConfig(host)({}, { mode: 'production' });
  const mf = browserFederationOptions(host, 'production');
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
  const remote = { federationName: 'mf_catalog', packageDir: catalogDir, devPort: 3001 };
  const config = createFederatedConfig(remote)({}, { mode: 'production' });
  const mf = browserFederationOptions(remote, 'production');
  assert.deepStrictEqual(mf.experiments, { externalRuntime: true });
  // Production remotes ship no page of their own.
  assert.ok(!config.plugins.some((p) => p instanceof HtmlWebpackPlugin));
  assert.strictEqual(mf.shared.react.eager, undefined);
  assert.strictEqual(mf.shared.react.singleton, true);
});

test('a remote in development gets its standalone page, root-relative for deep links, and keeps its own runtime', () => {
  const remote = { federationName: 'mf_catalog', packageDir: catalogDir, devPort: 3001 };
  const config = createFederatedConfig(remote)({}, { mode: 'development' });
  assert.ok(config.plugins.some((p) => p instanceof HtmlWebpackPlugin));
  assert.strictEqual(config.output.publicPath, 'auto');
  const page = htmlPageOptions(remote);
  assert.strictEqual(page.publicPath, '/');
  // One standalone page for every remote, titled with the package.
  assert.match(page.template, /build-config[\\/]standalone-page\.html$/);
  assert.deepStrictEqual(page.templateParameters, { packageName: 'mf-catalog' });
  assert.deepStrictEqual(browserFederationOptions(remote, 'development').experiments, {});
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
