module.exports = {
  ...require('./package-build'),
  ...require('./webpack-federated'),
  ...require('./shared-singletons'),
  ...require('./webpack-server'),
  ...require('./contracts-file'),
  ...require('./route-table-plugin'),
  ...require('./composition-plugin'),
  ...require('./brand-font'),
};
