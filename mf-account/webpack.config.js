// mf-account: login, registration, recovery and the account area.
const { createFederatedConfig, withServerBuild } = require('build-config');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const options = {
  packageDir: __dirname,
  federationName: 'mf_account',
  devPort: 3004,
  // Its exposes come from shared-contracts' route table (build-config derives them).
};

const federated = (argv) =>
  createFederatedConfig({ ...options, standaloneHtml: argv.mode !== 'production' });

module.exports = withServerBuild((env, argv = {}) => {
  const config = federated(argv)(env, argv);
  // webpack 5.111 + @module-federation/enhanced 2.9: the federation runtime module resolves the
  // entry filename before content hashes exist, so '[contenthash]' in output.filename fails the
  // build (module-federation/core#5077). Entry files (main, remoteEntry) live in the versioned
  // dist/<version>/ folder; lazy chunks keep their content hash. Same workaround as the other
  // remotes; drop it once build-config avoids the pattern itself.
  if (config.mode === 'production') {
    config.output.filename = '[name].js';
    config.plugins = config.plugins.map((plugin) =>
      plugin instanceof ModuleFederationPlugin ? new ModuleFederationPlugin({ ...plugin._options, filename: 'remoteEntry.js' }) : plugin,
    );
  } else {
    // The standalone page has nested routes (/account/orders/123): its script tags must be
    // root-relative, while chunks keep the 'auto' public path the shell relies on.
    config.plugins = config.plugins.map((plugin) =>
      plugin instanceof HtmlWebpackPlugin ? new HtmlWebpackPlugin({ ...plugin.userOptions, publicPath: '/' }) : plugin,
    );
  }
  return config;
}, options);
