const path = require('node:path');
const preset = require('build-config/jest-preset');

// swiper ships .mjs files: run them through the preset's swc transform too.
const [, swc] = Object.entries(preset.transform)[0];

module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': swc },
  // swiper's stylesheets are imported by package subpath (swiper/css), not by a .css name.
  // Media files (the order and delivery film and its poster) are their URL.
  moduleNameMapper: {
    '^swiper/css(/.*)?$': require.resolve('build-config/jest-style-stub.js'),
    '\\.(webm|webp)$': path.join(__dirname, 'src/testing/file-stub.js'),
    ...preset.moduleNameMapper,
  },
  // react-router reads TextEncoder at import time; jsdom lacks it.
  setupFiles: [...(preset.setupFiles ?? []), path.join(__dirname, '../shared-contracts/src/dev/text-encoder-polyfill.ts')],
};
