const preset = require('build-config/jest-preset');

module.exports = {
  ...preset,
  // react-router reads TextEncoder at import time; jsdom lacks it.
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/src/testing/polyfills.ts'],
  // The checkout journeys type whole card and address forms; on a busy shared machine they can
  // take longer than jest's 5 s default without anything being wrong.
  testTimeout: 20_000,
};
