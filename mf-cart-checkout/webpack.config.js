// mf-cart-checkout: cart, side cart, checkout with the payment frame, order success.
const { createFederatedConfig, withServerBuild } = require('build-config');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const options = {
  packageDir: __dirname,
  federationName: 'mf_cart_checkout',
  devPort: 3003,
  // Its exposes come from shared-contracts' route table (build-config derives them).
};

const federated = (argv) =>
  createFederatedConfig({ ...options, standaloneHtml: argv.mode !== 'production' });

module.exports = withServerBuild((env, argv = {}) => {
  const config = federated(argv)(env, argv);
  if (config.mode !== 'production') {
    // The standalone page has two-level routes (/checkout/success): its script tags must be
    // root-relative, while chunks keep the 'auto' public path the shell relies on.
    config.plugins = config.plugins.map((plugin) =>
      plugin instanceof HtmlWebpackPlugin ? new HtmlWebpackPlugin({ ...plugin.userOptions, publicPath: '/' }) : plugin,
    );
  }
  return config;
}, options);
