// Loader rules the browser build (webpack-federated.js) and the server build (webpack-server.js)
// share: one TypeScript transform, CSS Modules class names computed the same way on both
// sides (the server's HTML must carry the class names of the browser's stylesheets), and
// message catalogues compiled the same way on both sides (the server's text is the browser's).

/** TypeScript/JSX through swc, React's automatic runtime. */
function scriptRule(isProd) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProd } },
          target: 'es2022',
        },
      },
    },
  };
}

/** css-loader for CSS Modules: the team prefix keeps class names scoped per deployable. */
function cssModulesLoader(federationName, isProd, { exportOnlyLocals = false } = {}) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        localIdentName: isProd ? `${federationName}__[hash:base64:6]` : `${federationName}__[name]__[local]`,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        ...(exportOnlyLocals ? { exportOnlyLocals: true } : {}),
      },
    },
  };
}

/**
 * A message catalogue: a module under a package's src/i18n/ named after its language
 * (tr.ts, en.ts, ui-messages.tr.ts), exporting `{ 'message.id': 'ICU text' }` objects.
 */
const MESSAGE_CATALOGUE = /[\\/]src[\\/]i18n[\\/](?:[\w-]+\.)?[a-z]{2}\.ts$/;

/**
 * Message catalogues become react-intl ASTs at build time, in the production browser build
 * (which has no ICU parser) and the server build alike, so both format the very same AST. `enforce: 'post'`:
 * it reads swc's JavaScript output. Jest keeps the strings (react-intl parses them there).
 */
function messageCatalogueRule() {
  return { test: MESSAGE_CATALOGUE, enforce: 'post', use: { loader: require.resolve('./compile-messages-loader') } };
}

module.exports = { scriptRule, cssModulesLoader, messageCatalogueRule, MESSAGE_CATALOGUE };
