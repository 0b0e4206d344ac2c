// mf-cart-checkout: cart, side cart, checkout with the payment frame, order success.
const { createFederatedConfig, withServerBuild } = require('build-config');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const options = {
  packageDir: __dirname,
  federationName: 'mf_cart_checkout',
  devPort: 3003,
  // Exactly EXPOSED_MODULES.mf_cart_checkout of shared-contracts.
  exposes: {
    './CartPage': './src/exposed/CartPage.tsx',
    './CheckoutPage': './src/exposed/CheckoutPage.tsx',
    './OrderSuccessPage': './src/exposed/OrderSuccessPage.tsx',
    './MiniCart': './src/exposed/MiniCart.tsx',
  },
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
