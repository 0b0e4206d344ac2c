// Jest preset for every front-end package: swc transform, jsdom, CSS modules as identity.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
    ],
  },
  // swiper ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': path.join(__dirname, 'jest-style-stub.js'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.js')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globals: { __REMOTE_VERSION__: 'test', __API_URL__: '', __SERVER__: false },
};
