const preset = require('build-config/jest-preset');

module.exports = {
  ...preset,
  globals: { ...preset.globals, __BACKOFFICE_BASE__: '/backoffice' },
};
