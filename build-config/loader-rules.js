// Loader rules the browser build (webpack-federated.js) and the server build (webpack-server.js)
// share: one TypeScript transform, and CSS Modules class names computed the same way on both
// sides (the server's HTML must carry the class names of the browser's stylesheets).

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

module.exports = { scriptRule, cssModulesLoader };
