const test = require('node:test');
const assert = require('node:assert');
const { mkdtempSync, readFileSync, writeFileSync, existsSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { brotliDecompressSync } = require('node:zlib');
const webpack = require('webpack');
const { PrecompressPlugin } = require('./precompress-plugin');

test('each built script gets a brotli copy that decompresses to the same bytes; tiny files do not', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  writeFileSync(join(dir, 'big.js'), `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word number ${i}`))};\ndocument.title = words.join(" ");`);
  writeFileSync(join(dir, 'small.js'), 'console.log(1);');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { big: './big.js', small: './small.js' },
    output: { path: join(dir, 'dist') },
    plugins: [new PrecompressPlugin()],
  });
  await new Promise((resolve, reject) => compiler.run((err, stats) => (err || stats.hasErrors() ? reject(err ?? stats.toString()) : resolve())));
  const big = readFileSync(join(dir, 'dist', 'big.js'));
  const br = readFileSync(join(dir, 'dist', 'big.js.br'));
  assert.ok(br.length < big.length, `${br.length} < ${big.length}`);
  assert.deepStrictEqual(brotliDecompressSync(br), big);
  assert.strictEqual(existsSync(join(dir, 'dist', 'small.js.br')), false);
});
