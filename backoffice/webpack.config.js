// The back office: one client-rendered app (no Module Federation: nobody composes it), served
// by the site server under /backoffice. The shop's loaders (swc, CSS Modules, message
// catalogues compiled to ASTs) so that a staff screen is written like a shop screen.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { scriptRule, cssModulesLoader, messageCatalogueRule } = require('build-config/loader-rules');
const { parserAliases } = require('build-config/webpack-federated');
const { PrecompressPlugin } = require('build-config/precompress-plugin');

/** Where the app lives on the site (the site server and nginx serve it there). */
const BASE = '/backoffice';

module.exports = (_env, argv) => {
  const isProd = argv.mode !== 'development';
  return {
    mode: isProd ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: `${BASE}/`,
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: isProd ? parserAliases(__dirname) : {},
    },
    module: {
      rules: [
        scriptRule(isProd),
        messageCatalogueRule(),
        { test: /\.module\.css$/, use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', cssModulesLoader('bo', isProd)] },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'public', 'index.html'), publicPath: `${BASE}/` }),
      ...(isProd ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }), new PrecompressPlugin()] : []),
      new (require('webpack').DefinePlugin)({ __BACKOFFICE_BASE__: JSON.stringify(BASE) }),
    ],
    performance: { hints: false },
    devServer: {
      port: 3900,
      // Deep links (/backoffice/orders/12) get the app's page.
      historyApiFallback: { index: `${BASE}/index.html` },
      // The staff API as it is (its own cookie, Path=/admin); never the shop's token turned into a bearer.
      proxy: [{ context: ['/admin/graphql'], target: process.env.API_URL || 'http://localhost:4000' }],
    },
  };
};
