// mf-cart-checkout: cart, side cart, checkout with the payment frame, order success.
const { createFederatedConfig } = require('build-config');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const federated = (argv) =>
  createFederatedConfig({
    packageDir: __dirname,
    federationName: 'mf_cart_checkout',
    devPort: 3003,
    // The standalone page (src/standalone.tsx) is a development aid only.
    standaloneHtml: argv.mode !== 'production',
    // Exactly EXPOSED_MODULES.mf_cart_checkout of shared-contracts.
    exposes: {
      './CartPage': './src/exposed/CartPage.tsx',
      './CheckoutPage': './src/exposed/CheckoutPage.tsx',
      './OrderSuccessPage': './src/exposed/OrderSuccessPage.tsx',
      './MiniCart': './src/exposed/MiniCart.tsx',
    },
  });

module.exports = (env, argv = {}) => {
  const config = federated(argv)(env, argv);
  if (config.mode !== 'production') {
    // The standalone page has two-level routes (/checkout/success): its script tags must be
    // root-relative, while chunks keep the 'auto' public path the shell relies on.
    config.plugins = config.plugins.map((plugin) =>
      plugin instanceof HtmlWebpackPlugin ? new HtmlWebpackPlugin({ ...plugin.userOptions, publicPath: '/' }) : plugin,
    );
  }
  return config;
};
