const preset = require('build-config/jest-preset');

module.exports = {
  ...preset,
  // react-router 7 reads TextEncoder at import time; jsdom does not provide it.
  setupFiles: [...(preset.setupFiles || []), '<rootDir>/jest.polyfills.js'],
  // Form journeys type and validate step by step; the CPU is shared with other packages' runs.
  testTimeout: 20000,
};
