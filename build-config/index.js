module.exports = {
  ...require('./webpack-federated'),
  ...require('./shared-singletons'),
  ...require('./webpack-server'),
  ...require('./contracts-file'),
};
