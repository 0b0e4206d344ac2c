// The shell: Module Federation host. Remotes are not listed here: they are registered at boot
// from composition.json (served next to index.html, the bundled copy is the fallback).
const path = require('node:path');
const { brandFont, createPackageBuild, loadTsFile, routeTablePlugin, compositionPlugin } = require('build-config');

/**
 * The shop's typeface (Jost, a geometric sans with the poise of an engraver's capitals), Latin
 * and Latin Extended (ğ, ş, İ) only. Metrics from @capsizecss/metrics (Jost; Arial, which
 * Liberation Sans matches metrically, for the fallback).
 */
const font = brandFont({
  packageDir: path.dirname(require.resolve('@fontsource-variable/jost/package.json')),
  stylesheet: 'wght.css',
  family: 'Jost Variable',
  subsets: ['latin', 'latin-ext'],
  // swap: the text shows at once in the adjusted fallback, which the typeface replaces in place.
  display: 'swap',
  metrics: { ascent: 1070, descent: -375, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 428 },
  fallback: { local: ['Arial', 'Liberation Sans', 'Helvetica'], metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 } },
});

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
  htmlTemplateParameters: {
    brand: loadTsFile(path.join(__dirname, 'src', 'i18n', 'tr.ts')).exports.shellMessagesTr['shell.brand'],
    fontHead: font.head,
    fontStack: font.fontStack,
    // Input before hydration is held for the shell to replay (src/boot/early-input-capture.ts).
    earlyInputScript: loadTsFile(path.join(__dirname, 'src', 'boot', 'early-input-capture.ts')).exports.earlyInputScript(),
  },
  extraPlugins: (mode) => [routeTablePlugin(__dirname), compositionPlugin(compositionSource(mode)), font.plugin],
});
