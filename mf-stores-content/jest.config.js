// Everything comes from build-config's preset (transform, jsdom, stubs, polyfills).
module.exports = require('build-config/jest-preset');
