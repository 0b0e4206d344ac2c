// The shop's typeface, self-hosted from a Fontsource package: the chosen subsets' woff2 files are
// emitted with a content hash under fonts/ (cached for a year), and the page head gets their
// preload hints and @font-face rules inline (no stylesheet request before the text can paint).
// A metric-adjusted local fallback face takes the typeface's place until it arrives, so the
// swap moves no line (no layout shift).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/**
 * The faces of a Fontsource stylesheet (e.g. wght.css of a variable font) for the given subsets,
 * upright only: [{ subset, file, unicodeRange, weight }].
 * @param {string} css the stylesheet's text
 * @param {string[]} subsets e.g. ['latin', 'latin-ext']
 */
function fontsourceFaces(css, subsets) {
  const faces = [];
  for (const [, name, body] of css.matchAll(/\/\*\s*([\w-]+)\s*\*\/\s*@font-face\s*\{([^}]*)\}/g)) {
    const field = (key) => new RegExp(`${key}:\\s*([^;]+);`).exec(body)?.[1].trim();
    if (field('font-style') !== 'normal') continue;
    const subset = subsets.find((s) => name.endsWith(`-${s}-wght-normal`) || name.endsWith(`-${s}-400-normal`));
    const file = /url\(\.\/files\/([\w.-]+\.woff2)\)/.exec(body)?.[1];
    if (subset && file) faces.push({ subset, file, unicodeRange: field('unicode-range'), weight: field('font-weight') });
  }
  const missing = subsets.filter((s) => !faces.some((f) => f.subset === s));
  if (missing.length) throw new Error(`brand font: no upright face for subset(s) ${missing.join(', ')}`);
  return faces;
}

/**
 * Fallback metrics: a local font scaled and given the typeface's vertical metrics, from the two
 * fonts' metrics ({ ascent, descent, lineGap, unitsPerEm, xWidthAvg }, as @capsizecss/metrics
 * gives them).
 */
function fallbackOverrides(font, fallback) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const pct = (n) => `${(n * 100).toFixed(2)}%`;
  return {
    sizeAdjust: pct(sizeAdjust),
    ascentOverride: pct(font.ascent / font.unitsPerEm / sizeAdjust),
    descentOverride: pct(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust),
    lineGapOverride: pct(font.lineGap / font.unitsPerEm / sizeAdjust),
  };
}

/**
 * @param {object} o
 * @param {string} o.packageDir   the Fontsource package's folder
 * @param {string} o.stylesheet   its stylesheet to read the faces from (wght.css, index.css ...)
 * @param {string} o.family       the family name the site's CSS uses
 * @param {string[]} o.subsets    the subsets to ship (Turkish needs latin and latin-ext)
 * @param {'swap'|'optional'|'fallback'} o.display font-display
 * @param {object} o.metrics      the typeface's metrics (see fallbackOverrides)
 * @param {{ local: string[], metrics: object }} o.fallback the local fallback fonts and their metrics
 * @returns {{ head: string, files: { name: string, source: string }[], plugin: object }}
 */
function brandFont(o) {
  const faces = fontsourceFaces(fs.readFileSync(path.join(o.packageDir, o.stylesheet), 'utf8'), o.subsets);
  const files = faces.map((face) => {
    const source = path.join(o.packageDir, 'files', face.file);
    const hash = crypto.createHash('sha256').update(fs.readFileSync(source)).digest('hex').slice(0, 8);
    return { ...face, source, name: `fonts/${face.file.replace(/\.woff2$/, `.${hash}.woff2`)}` };
  });
  const m = fallbackOverrides(o.metrics, o.fallback.metrics);
  const fallbackFamily = `${o.family} Fallback`;
  const rules = files.map(
    (f) =>
      `@font-face{font-family:'${o.family}';font-style:normal;font-display:${o.display};font-weight:${f.weight};src:url(/${f.name}) format('woff2-variations'),url(/${f.name}) format('woff2');unicode-range:${f.unicodeRange}}`,
  );
  rules.push(
    `@font-face{font-family:'${fallbackFamily}';src:${o.fallback.local.map((l) => `local('${l}')`).join(',')};size-adjust:${m.sizeAdjust};ascent-override:${m.ascentOverride};descent-override:${m.descentOverride};line-gap-override:${m.lineGapOverride}}`,
  );
  // Preloaded: the text of the first paint needs them; crossorigin, as fonts are fetched in CORS mode.
  const preloads = files.map((f) => `<link rel="preload" href="/${f.name}" as="font" type="font/woff2" crossorigin>`).join('');
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('BrandFontPlugin', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'BrandFontPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          for (const f of files) {
            compilation.fileDependencies.add(f.source);
            compilation.emitAsset(f.name, new webpack.sources.RawSource(fs.readFileSync(f.source)), { immutable: true });
          }
        });
      });
    },
  };
  return { head: `${preloads}<style>${rules.join('')}</style>`, files, plugin, fontStack: `'${o.family}', '${fallbackFamily}'` };
}

module.exports = { brandFont, fontsourceFaces, fallbackOverrides };
