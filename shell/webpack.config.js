// The shell: Module Federation host. Remotes are not listed here: they are registered at boot
// from composition.json (served next to index.html, the bundled copy is the fallback).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const buildConfig = require('build-config');

const { createFederatedConfig, withServerBuild, loadTsFile } = buildConfig;

const LANGUAGE_SELECTION = !['off', 'false', '0'].includes(String(process.env.LANGUAGE_SELECTION ?? '').toLowerCase());
const options = {
  isHost: true,
  federationName: 'shell',
  packageDir: __dirname,
  devPort: 3000,
  // The server build: the redirects and the page renderer the site server calls (dist/server/main.js).
  serverEntry: './src/server/index.ts',
  serverDefines: { __LANGUAGE_SELECTION__: JSON.stringify(LANGUAGE_SELECTION) },
};
const base = createFederatedConfig(options);

/**
 * Emits composition.json next to index.html so the served copy can be edited without a rebuild.
 * Source: SHELL_COMPOSITION (a file path) if set; in development composition.dev.json (each
 * remote's dev server); otherwise composition.json (the versioned /remotes/ folders).
 */
class EmitCompositionPlugin {
  constructor(source) {
    this.source = source;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitCompositionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitCompositionPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const file = this.source;
        compilation.fileDependencies.add(file);
        compilation.emitAsset('composition.json', new webpack.sources.RawSource(fs.readFileSync(file, 'utf8')));
      });
    });
  }
}

const loadContractsFile = (relative) => buildConfig.loadContractsFile(relative, __dirname);

/**
 * Emits route-table.json next to index.html, all of it from shared-contracts: which remote
 * module renders which path (the route table) and which widgets the shell shows, the login page
 * the guard sends a visitor to, the login cookie's name and each language's path prefix. The
 * site server reads it for what it does without the shell's code: preload hints of a
 * client-rendered page, robots.txt, and whether a page may be cached publicly
 * (scripts/site-server/route-table.mjs); `npm run compose` for the modules a remote must expose.
 */
class EmitRouteTablePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitRouteTablePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const routes = loadContractsFile('src/routes/route-table.ts');
        const business = loadContractsFile('src/constants/business.ts');
        compilation.fileDependencies.add(routes.file);
        compilation.fileDependencies.add(business.file);
        const { ROUTES, WIDGETS, localizePath, loginRedirectPath } = routes.exports;
        const { LANGUAGES, TOKEN_COOKIE } = business.exports;
        const pick = ({ path: routePath, remote, module, access }) => ({ path: routePath, remote, module, access });
        const table = {
          routes: Object.values(ROUTES)
            .filter((r) => r.id !== ROUTES.category.id && r.id !== ROUTES.product.id)
            .map(pick),
          seName: { path: ROUTES.category.path, CATEGORY: pick(ROUTES.category), PRODUCT: pick(ROUTES.product) },
          // The other teams' widgets the shell shows: with the routes, what each remote must expose.
          widgets: Object.values(WIDGETS),
          loginPath: loginRedirectPath('').split('?')[0],
          tokenCookie: TOKEN_COOKIE,
          // { tr: '', en: '/en' }: what localizePath puts in front of a path.
          languagePrefixes: Object.fromEntries(LANGUAGES.map((language) => [language, localizePath('/', language).replace(/\/$/, '')])),
        };
        compilation.emitAsset('route-table.json', new webpack.sources.RawSource(JSON.stringify(table, null, 1)));
      });
    });
  }
}

module.exports = withServerBuild((env, argv) => {
  const config = base(env, argv);
  // index.html paints the logo before any script: its word comes from the shell's messages.
  const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [path.dirname(require.resolve('build-config'))] }));
  const { shellMessagesTr } = loadTsFile(path.join(__dirname, 'src', 'i18n', 'tr.ts')).exports;
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof HtmlWebpackPlugin ? new HtmlWebpackPlugin({ ...plugin.userOptions, templateParameters: { brand: shellMessagesTr['shell.brand'] } }) : plugin,
  );
  config.plugins.push(
    new webpack.DefinePlugin({
      // Default of the language selector (spec section 9) when the served page carries no
      // config; LANGUAGE_SELECTION=off (or false) turns it off. serve-site.mjs reads the same
      // variable at start, so the switch normally needs no rebuild.
      __LANGUAGE_SELECTION__: JSON.stringify(LANGUAGE_SELECTION),
    }),
    new EmitRouteTablePlugin(),
    new EmitCompositionPlugin(
      process.env.SHELL_COMPOSITION
        ? path.resolve(process.env.SHELL_COMPOSITION)
        : path.join(__dirname, config.mode === 'development' ? 'composition.dev.json' : 'composition.json'),
    ),
  );
  return config;
}, options);
