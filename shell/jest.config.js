const preset = require('build-config/jest-preset');

module.exports = {
  ...preset,
  testEnvironment: '<rootDir>/jest-environment.js',
  setupFiles: [...preset.setupFiles, '<rootDir>/src/testing/jsdom-globals.ts'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/languages-loaded.ts'],
  // altcha-lib ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7|altcha-lib)/)'],
  globals: { ...preset.globals, __LANGUAGE_SELECTION__: true },
};
