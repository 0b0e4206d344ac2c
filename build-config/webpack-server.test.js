const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const webpack = require('webpack');
const { createFederatedServerConfig, serverFederationOptions, withServerBuild, SsrManifestPlugin } = require('./webpack-server');
const { createFederatedConfig } = require('./webpack-federated');

const catalogDir = path.join(__dirname, '..', 'mf-catalog');
const options = { federationName: 'mf_catalog', packageDir: catalogDir, devPort: 3001 };

test("a remote's server build is an async-node container in its version's server folder, on the Node federation runtime", () => {
  const config = createFederatedServerConfig(options)({}, { mode: 'production' });
  assert.strictEqual(config.target, 'async-node');
  assert.match(config.output.path, /mf-catalog[\\/]dist[\\/][^\\/]+[\\/]server$/);
  const mf = serverFederationOptions(options);
  assert.deepStrictEqual(mf.library, { type: 'commonjs-module', name: 'mf_catalog' });
  assert.strictEqual(mf.exposes['./CategoryPage'], './src/exposed/CategoryPage.tsx');
  assert.ok(mf.runtimePlugins.some((p) => /@module-federation[\\/]node[\\/].*runtimePlugin/.test(p)));
  assert.strictEqual(mf.shared.react.singleton, true);
  // Class names only: the browser build brings the stylesheets.
  const cssRule = config.module.rules.find((r) => String(r.test) === String(/\.module\.css$/));
  assert.strictEqual(cssRule.use[0].options.modules.exportOnlyLocals, true);
  // A render never fetches a chunk: import() is bundled with its importer.
  assert.strictEqual(config.module.parser.javascript.dynamicImportMode, 'eager');
});

test('production builds the browser and the server build together; development the browser build alone', () => {
  const make = (env, argv) => createFederatedConfig(options)(env, argv);
  const production = withServerBuild(make, options)({}, { mode: 'production' });
  assert.strictEqual(production.length, 2);
  assert.strictEqual(production[1].target, 'async-node');
  // The browser build keeps the server folder when it cleans its own.
  assert.strictEqual(production[0].output.clean.keep('server/remoteEntry.js'), true);
  assert.strictEqual(production[0].output.clean.keep('main.js'), false);
  assert.strictEqual(production[0].output.clean.keep('composition.history.jsonl'), true);
  assert.ok(production[0].plugins.some((p) => p instanceof SsrManifestPlugin));
  const development = withServerBuild(make, options)({}, { mode: 'development' });
  assert.ok(!Array.isArray(development));
});

test('the browser manifest names the server container as ssrRemoteEntry', () => {
  let processAssets;
  const compilation = {
    hooks: { processAssets: { tap: (_, fn) => (processAssets = fn) } },
    getAsset: () => ({ source: new webpack.sources.RawSource(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } })) }),
    updateAsset: (name, source) => (compilation.updated = { name, manifest: JSON.parse(source.source().toString()) }),
  };
  new SsrManifestPlugin().apply({ hooks: { thisCompilation: { tap: (_, fn) => fn(compilation) } } });
  processAssets();
  assert.strictEqual(compilation.updated.name, 'mf-manifest.json');
  assert.deepStrictEqual(compilation.updated.manifest.metaData.ssrRemoteEntry, { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' });
});

test('the server build formats the same compiled messages as the browser build, and keeps the parser', () => {
  const config = createFederatedServerConfig({ federationName: 'mf_catalog', packageDir: path.join(__dirname, '..', 'mf-catalog') })({}, { mode: 'production' });
  assert.ok(config.module.rules.some((rule) => String(rule.use && rule.use.loader).endsWith('compile-messages-loader.js')));
  assert.strictEqual((config.resolve.alias || {})['@formatjs/icu-messageformat-parser$'], undefined);
});
