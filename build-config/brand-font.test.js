const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const { brandFont, fallbackOverrides, fontsourceFaces } = require('./brand-font');

const jostDir = path.dirname(require.resolve('@fontsource-variable/jost/package.json', { paths: [path.join(__dirname, '..', 'shell')] }));
const JOST = { ascent: 1070, descent: -375, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 428 };
const ARIAL = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };

test('the upright faces of the chosen subsets are read from the Fontsource stylesheet; Turkish letters fall in latin-ext', () => {
  const css = require('node:fs').readFileSync(path.join(jostDir, 'wght.css'), 'utf8');
  const faces = fontsourceFaces(css, ['latin', 'latin-ext']);
  assert.deepStrictEqual(faces.map((f) => f.file).sort(), ['jost-latin-ext-wght-normal.woff2', 'jost-latin-wght-normal.woff2']);
  const latinExt = faces.find((f) => f.subset === 'latin-ext');
  // ğ (U+011F), ş (U+015F) and İ (U+0130) are inside U+0100-02BA.
  assert.match(latinExt.unicodeRange, /U\+0100-02BA/);
  assert.throws(() => fontsourceFaces(css, ['latin', 'greek']), /subset\(s\) greek/);
});

test('the fallback is scaled to the typeface average width and carries its vertical metrics', () => {
  assert.deepStrictEqual(fallbackOverrides(JOST, ARIAL), { sizeAdjust: '96.01%', ascentOverride: '111.45%', descentOverride: '39.06%', lineGapOverride: '0.00%' });
});

test('the head preloads the hashed files it declares, and the plugin emits exactly those', () => {
  const font = brandFont({ packageDir: jostDir, stylesheet: 'wght.css', family: 'Jost Variable', subsets: ['latin', 'latin-ext'], display: 'swap', metrics: JOST, fallback: { local: ['Arial'], metrics: ARIAL } });
  assert.strictEqual(font.files.length, 2);
  for (const f of font.files) {
    assert.match(f.name, /^fonts\/jost-[\w-]+\.[0-9a-f]{8}\.woff2$/);
    assert.ok(font.head.includes(`<link rel="preload" href="/${f.name}" as="font" type="font/woff2" crossorigin>`));
    assert.ok(font.head.includes(`url(/${f.name})`));
  }
  assert.match(font.head, /font-display:swap/);
  assert.match(font.head, /font-family:'Jost Variable Fallback';src:local\('Arial'\);size-adjust:96\.01%/);
  assert.strictEqual(font.fontStack, "'Jost Variable', 'Jost Variable Fallback'");
});
