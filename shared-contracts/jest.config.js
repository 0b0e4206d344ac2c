const preset = require('build-config/jest-preset');
module.exports = { ...preset, testEnvironment: 'node' };
