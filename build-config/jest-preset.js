// Jest preset for every front-end package: swc transform, jsdom, CSS modules as identity, the
// browser APIs jsdom lacks. A package's jest.config.js adds only what is its own.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
];

module.exports = {
  testEnvironment: 'jsdom',
  // swiper ships .mjs files.
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // swiper ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    // swiper's stylesheets are imported by package subpath (swiper/css), not by a .css name.
    '^swiper/css(/.*)?$': path.join(__dirname, 'jest-style-stub.js'),
    '\\.css$': path.join(__dirname, 'jest-style-stub.js'),
    '\\.(webm|webp)$': path.join(__dirname, 'jest-file-stub.js'),
  },
  setupFiles: [path.join(__dirname, 'jest-setup-globals.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.js')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globals: { __REMOTE_VERSION__: 'test', __API_URL__: '', __SERVER__: false },
  // Form and checkout tests type whole forms step by step; on a machine shared with other
  // packages' runs they can take longer than jest's 5 s default without anything being wrong.
  testTimeout: 20_000,
};
