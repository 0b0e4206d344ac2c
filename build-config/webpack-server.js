// The server build of a deployable, beside its browser build (server rendering): webpack
// `target: 'async-node'` with Module Federation's Node runtime plugin, so the site server renders
// remotes through the federation runtime (their exposed modules, shared singletons negotiated as
// in the browser), never by importing their source.
// - A remote's server build goes into dist/<version>/server/ with remoteEntry.js as a
//   'commonjs-module' container; its browser mf-manifest.json names it as `ssrRemoteEntry`
//   (see SsrManifestPlugin), which the runtime picks when it runs in Node.
// - The shell's server build goes into dist/server/main.js: the page renderer the site server calls.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const { sharedSingletons } = require('./shared-singletons');
const { cssModulesLoader, messageCatalogueRule, scriptRule } = require('./loader-rules');
const { exposesFromRouteTable } = require('./contracts-file');

/** Where a remote's server build lives, relative to its browser build (the manifest's folder). */
const SERVER_DIR = 'server';

/**
 * Adds `metaData.ssrRemoteEntry` to the browser build's mf-manifest.json: the server container
 * sits in SERVER_DIR next to it. Runs after the federation plugin has emitted the manifest.
 */
class SsrManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
        compilation.updateAsset('mf-manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/** The server build's Module Federation options (tests read them here). */
function serverFederationOptions(o) {
  return {
    name: o.federationName,
    filename: 'remoteEntry.js',
    library: o.isHost ? undefined : { type: 'commonjs-module', name: o.federationName },
    exposes: o.isHost ? {} : exposesFromRouteTable(o.federationName, o.packageDir),
    remotes: {},
    shared: sharedSingletons(o.packageDir),
    shareStrategy: 'loaded-first',
    manifest: false,
    dts: false,
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), ...(o.serverRuntimePlugins || [])],
    experiments: { asyncStartup: true },
  };
}

/**
 * @param {object} o the options of createFederatedConfig (packageDir, federationName,
 *   isHost, defines) plus, for the host, `serverEntry` (its renderer module).
 */
function createFederatedServerConfig(o) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isProd = mode === 'production';
    const pkg = require(path.join(o.packageDir, 'package.json'));
    const version = process.env.REMOTE_VERSION || pkg.version;
    const outputPath = o.isHost ? path.join(o.packageDir, 'dist', SERVER_DIR) : path.join(o.packageDir, 'dist', version, SERVER_DIR);
    // The federation runtime tells containers apart by name and build version: two released
    // versions of a remote rendered side by side on one server (live and canary) must differ.
    if (!o.isHost) process.env.MF_BUILD_VERSION = version;
    return {
      name: `${o.federationName}-server`,
      mode,
      target: 'async-node',
      context: o.packageDir,
      entry: o.isHost ? { main: o.serverEntry || './src/server/index.ts' } : {},
      devtool: false,
      // __dirname of a remote's chunk is the folder of its URL: the Node runtime loads chunks
      // next to the container from there.
      node: { __dirname: false, __filename: false },
      output: {
        path: outputPath,
        // A relative public path: the Node runtime resolves chunks against the container's URL.
        publicPath: '',
        filename: '[name].js',
        chunkFilename: '[name].js',
        uniqueName: `${o.federationName}_server`,
        library: o.isHost ? { type: 'commonjs2' } : undefined,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      // Loaded from the site server's node_modules, not bundled (the HTML sanitizer's DOM).
      externals: { jsdom: 'commonjs jsdom' },
      module: {
        // A render never waits on the network for a chunk: every import() of a server build is
        // bundled with its importer (a remote's English messages, a lazy section). The federation
        // runtime's chunk fetch in the middle of a render failed after a composition switch.
        parser: { javascript: { dynamicImportMode: 'eager' } },
        rules: [
          scriptRule(isProd),
          // The same ASTs as the browser formats (the server keeps the parser: nothing needs it).
          messageCatalogueRule(),
          // CSS Modules: the class names only, computed exactly as the browser build computes them.
          { test: /\.module\.css$/, use: [cssModulesLoader(o.federationName, isProd, { exportOnlyLocals: true })] },
          // Global stylesheets (a library's CSS) reach the page through the browser build.
          { test: /\.css$/, exclude: /\.module\.css$/, use: [require.resolve('./empty-module-loader')] },
          { test: /\.(png|svg|jpe?g|webp|woff2?|webm)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(serverFederationOptions(o)),
        new webpack.DefinePlugin({
          __REMOTE_VERSION__: JSON.stringify(version),
          __API_URL__: JSON.stringify(''),
          __SERVER__: 'true',
          ...(o.defines || {}),
        }),
      ],
      optimization: { moduleIds: 'deterministic', minimize: false },
      performance: { hints: false },
    };
  };
}

/**
 * A production build is the browser build and the server build side by side (one webpack run,
 * two compilers); a development build is the browser build alone (pages render in the browser).
 * @param {(env: object, argv: object) => object} makeBrowser the package's browser config
 * @param {object} o the createFederatedConfig options (and serverEntry for the host)
 */
function withServerBuild(makeBrowser, o) {
  return (env = {}, argv = {}) => {
    const browser = makeBrowser(env, argv);
    if (browser.mode !== 'production') return browser;
    return [browser, createFederatedServerConfig(o)(env, argv)];
  };
}

module.exports = { createFederatedServerConfig, serverFederationOptions, withServerBuild, SsrManifestPlugin, SERVER_DIR };
