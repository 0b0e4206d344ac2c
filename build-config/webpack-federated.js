// One webpack config for every deployable: the shell (host) and the five remotes. A remote is
// built into dist/<version>/ so two versions can be served side by side and the shell's
// composition file picks one; the shell is built into dist/.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const { sharedSingletons } = require('./shared-singletons');
const { SsrManifestPlugin, SERVER_DIR } = require('./webpack-server');
const { cssModulesLoader, messageCatalogueRule, scriptRule } = require('./loader-rules');
const { exposesFromRouteTable } = require('./contracts-file');
const { PrecompressPlugin } = require('./precompress-plugin');
const { PaintFirstBootPlugin } = require('./paint-first-boot-plugin');
const { devApiProxy } = require('./dev-api-proxy');

/**
 * webpack 5.111 hashes runtime modules before chunk content hashes exist, and the federation
 * runtime module resolves chunk file names at that moment (module-federation/core#5077): a
 * plain [contenthash] template fails the build. Name files through a function that leaves the
 * hash out only while it does not exist yet.
 */
function hashedWhenKnown(template) {
  const plain = template.replace(/\.\[contenthash(:\d+)?\]/, '');
  return (pathData) => (pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? template : plain);
}

/** The ES module build of @module-federation/runtime-core (the one webpack's runtime imports). */
function runtimeCoreEsm() {
  // Its package.json is not exported: resolve the CommonJS entry and take its sibling.
  const cjsEntry = require.resolve('@module-federation/runtime-core', { paths: [require.resolve('@module-federation/enhanced')] });
  return path.join(path.dirname(cjsEntry), 'index.js');
}

/**
 * The ICU message parser's stub without `parse`: every message reaches the browser compiled
 * (messageCatalogueRule), so react-intl there only formats ASTs (~9 kB gzip less). Resolved
 * beside the package's react-intl, the copy its intl-messageformat and @formatjs/intl import.
 */
function parserAliases(packageDir) {
  const reactIntl = path.dirname(require.resolve('react-intl/package.json', { paths: [packageDir] }));
  const parserDir = path.dirname(require.resolve('@formatjs/icu-messageformat-parser/package.json', { paths: [path.dirname(require.resolve('@formatjs/intl/package.json', { paths: [reactIntl] }))] }));
  return { '@formatjs/icu-messageformat-parser$': path.join(parserDir, 'lib', 'no-parser.js') };
}

/** A remote's standalone page is a development tool: production remotes ship no HTML. */
const hasStandalonePage = (o, isProd) => !o.isHost && (o.standaloneHtml ?? !isProd);

/**
 * The HTML page of the host (its public/index.html), or of a remote's standalone development
 * build (one page for every remote: standalone-page.html, titled with the package's name).
 */
function htmlPageOptions(o) {
  const templateParameters = o.isHost ? o.htmlTemplateParameters : { packageName: require(path.join(o.packageDir, 'package.json')).name };
  return {
    template: o.isHost ? path.join(o.packageDir, 'public', 'index.html') : path.join(__dirname, 'standalone-page.html'),
    // Pages are served for deep links too (/en/..., /account/orders/123): script tags point at
    // the server root. A remote's chunks keep the 'auto' public path, which the shell relies on.
    publicPath: '/',
    ...(templateParameters ? { templateParameters } : {}),
  };
}

/**
 * The browser build's Module Federation options (the ModuleFederationPlugin keeps them private:
 * tests read them here).
 * @param {object} o the createFederatedConfig options
 * @param {string} mode webpack mode
 */
function browserFederationOptions(o, mode) {
  const isProd = mode === 'production';
  const standaloneHtml = hasStandalonePage(o, isProd);
  return {
    name: o.federationName,
    filename: 'remoteEntry.js',
    // Derived from shared-contracts' route table: no remote lists its modules itself.
    exposes: o.isHost ? {} : exposesFromRouteTable(o.federationName, o.packageDir),
    remotes: {},
    shared: sharedSingletons(o.packageDir, { eager: Boolean(o.isHost) }),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    runtimePlugins: o.runtimePlugins || [],
    // One federation runtime per page: the host provides its runtime-core on a global and
    // production remotes use it instead of bundling their own (~100 kB raw each). A remote's
    // standalone development page has no host, so it keeps its own runtime.
    experiments: o.isHost ? { provideExternalRuntime: true } : isProd && !standaloneHtml ? { externalRuntime: true } : {},
  };
}

/**
 * @param {object} o
 * @param {string} o.packageDir     __dirname of the package
 * @param {string} o.federationName underscore name, e.g. mf_catalog
 * @param {boolean} [o.isHost]
 * @param {number} o.devPort        port of `npm run dev`
 * @param {string} [o.entry]        default ./src/index.ts
 * @param {object[]} [o.runtimePlugins] module paths of MF runtime plugins
 * @param {boolean} [o.standaloneHtml] emit a remote's standalone page (default: in development)
 * @param {object} [o.defines]      DefinePlugin values of the package (browser and server builds)
 * @param {object} [o.htmlTemplateParameters] values public/index.html reads
 * @param {(mode: string) => object[]} [o.extraPlugins] the package's own browser-build plugins
 */
function createFederatedConfig(o) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isProd = mode === 'production';
    const standaloneHtml = hasStandalonePage(o, isProd);
    const pkg = require(path.join(o.packageDir, 'package.json'));
    const version = process.env.REMOTE_VERSION || pkg.version;
    const outputPath = o.isHost ? path.join(o.packageDir, 'dist') : path.join(o.packageDir, 'dist', version);
    // The federation runtime tells containers apart by name and build version: two released
    // versions of a remote rendered side by side on one server (live and canary) must differ.
    if (!o.isHost) process.env.MF_BUILD_VERSION = version;
    const apiUrl = process.env.API_URL || '';

    return {
      mode,
      entry: o.entry || './src/index.ts',
      context: o.packageDir,
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        publicPath: o.isHost ? '/' : 'auto',
        // Remote entry files live in the versioned dist/<version>/ folder, so they need no hash;
        // the host's and every lazy chunk's names carry one once it exists (see hashedWhenKnown).
        filename: isProd ? (o.isHost ? hashedWhenKnown('[name].[contenthash:8].js') : '[name].js') : '[name].js',
        chunkFilename: isProd ? hashedWhenKnown('[name].[contenthash:8].js') : '[name].js',
        uniqueName: o.federationName,
        // The server build (webpack-server.js) writes its own folder inside this one; the compose
        // tool's history of the shell's composition file outlives a rebuild of the shell.
        clean: { keep: (asset) => asset.split(/[\\/]/)[0] === SERVER_DIR || asset === 'composition.history.jsonl' },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The plugin that provides the host's runtime-core to the remotes (see experiments below)
        // is CommonJS and would pull a second, CommonJS copy of runtime-core into the host:
        // point it at the ES module copy the federation runtime itself uses.
        alias: {
          ...(o.isHost ? { '@module-federation/runtime-tools/runtime-core$': runtimeCoreEsm() } : {}),
          // The HTML sanitizer's DOM for server rendering; a browser has its own.
          jsdom: false,
          ...(isProd ? parserAliases(o.packageDir) : {}),
        },
      },
      module: {
        rules: [
          scriptRule(isProd),
          // Production only: development keeps the strings and the parser (a remote's standalone
          // harness shows a toast's message text as it is).
          ...(isProd ? [messageCatalogueRule()] : []),
          { test: /\.module\.css$/, use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', cssModulesLoader(o.federationName, isProd)] },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
          // Films are files of their own, fetched only when shown.
          { test: /\.webm$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(browserFederationOptions(o, mode)),
        new webpack.DefinePlugin({
          __REMOTE_VERSION__: JSON.stringify(version),
          __API_URL__: JSON.stringify(apiUrl),
          __SERVER__: 'false',
          ...(o.defines || {}),
        }),
        ...(isProd && !o.isHost && o.ssr !== false ? [new SsrManifestPlugin()] : []),
        // ignoreOrder: every style is a CSS module with its own class names, so the order chunks
        // meet them in cannot change a rule's effect; webpack's ordering warning is noise here.
        ...(isProd ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', ignoreOrder: true })] : []),
        // Brotli 11 copies of the files browsers load (the site server sends them).
        ...(isProd ? [new PrecompressPlugin()] : []),
        // The shell's script starts after the first frame (see the plugin).
        ...(isProd && o.isHost ? [new PaintFirstBootPlugin()] : []),
        ...(o.isHost || standaloneHtml
          ? [
              new HtmlWebpackPlugin(htmlPageOptions(o)),
            ]
          : []),
        ...(o.extraPlugins ? o.extraPlugins(mode) : []),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port: o.devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [devApiProxy(o.packageDir)],
      },
    };
  };
}

module.exports = { createFederatedConfig, browserFederationOptions, htmlPageOptions, hashedWhenKnown, parserAliases };
