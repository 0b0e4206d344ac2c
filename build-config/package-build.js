// The one build a package's webpack.config.js exports: its browser build and, in production, its
// server build beside it, both from the same options. A package never edits the result.
const { createFederatedConfig } = require('./webpack-federated');
const { withServerBuild } = require('./webpack-server');

/** @param {object} o the createFederatedConfig options (and, for the host, serverEntry) */
const createPackageBuild = (o) => withServerBuild(createFederatedConfig(o), o);

module.exports = { createPackageBuild };
