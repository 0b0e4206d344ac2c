// The shell: Module Federation host. Remotes are not listed here: they are registered at boot
// from composition.json (served next to index.html, the bundled copy is the fallback).
const path = require('node:path');
const { createPackageBuild, loadTsFile, routeTablePlugin, compositionPlugin } = require('build-config');

// Default of the language selector (spec section 9) when the served page carries no config;
// LANGUAGE_SELECTION=off (or false) turns it off. serve-site.mjs reads the same variable at
// start, so the switch normally needs no rebuild.
const LANGUAGE_SELECTION = !['off', 'false', '0'].includes(String(process.env.LANGUAGE_SELECTION ?? '').toLowerCase());

/**
 * The composition file the build copies next to index.html: SHELL_COMPOSITION (a file path) if
 * set; in development composition.dev.json (each remote's dev server); otherwise
 * composition.json (the versioned /remotes/ folders).
 */
const compositionSource = (mode) =>
  process.env.SHELL_COMPOSITION
    ? path.resolve(process.env.SHELL_COMPOSITION)
    : path.join(__dirname, mode === 'development' ? 'composition.dev.json' : 'composition.json');

module.exports = createPackageBuild({
  isHost: true,
  federationName: 'shell',
  packageDir: __dirname,
  devPort: 3000,
  // The server build: the redirects and the page renderer the site server calls (dist/server/main.js).
  serverEntry: './src/server/index.ts',
  defines: { __LANGUAGE_SELECTION__: JSON.stringify(LANGUAGE_SELECTION) },
  // index.html paints the logo before any script: its word comes from the shell's messages.
  htmlTemplateParameters: { brand: loadTsFile(path.join(__dirname, 'src', 'i18n', 'tr.ts')).exports.shellMessagesTr['shell.brand'] },
  extraPlugins: (mode) => [routeTablePlugin(__dirname), compositionPlugin(compositionSource(mode))],
});
