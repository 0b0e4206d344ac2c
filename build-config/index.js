module.exports = {
  ...require('./webpack-federated'),
  ...require('./shared-singletons'),
};
