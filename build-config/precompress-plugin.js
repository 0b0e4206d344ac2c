// Brotli at its highest quality (11) costs about a second of CPU per 500 kB: too slow for the
// site server to do per request or even once at first request, and worth ~7% of every script's
// bytes on the wire against the quality it can afford (9). So the production browser builds write
// `<file>.br` next to each script, style sheet and manifest, and the site server sends that when
// it is there (scripts/site-server/static-files.mjs), as a CDN serves precompressed assets.
const { promisify } = require('node:util');
const { brotliCompress, constants } = require('node:zlib');
const webpack = require('webpack');

const brotli = promisify(brotliCompress);
const PRECOMPRESSED = /\.(js|css|json|html|svg)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other step has its final bytes (minified, hashed, source-mapped).
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const work = Object.keys(assets)
            .filter((name) => PRECOMPRESSED.test(name))
            .map(async (name) => {
              const source = compilation.getAsset(name).source.buffer();
              if (source.length < MIN_BYTES) return;
              const body = await brotli(source, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
              });
              compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(body), { compressed: true });
            });
          await Promise.all(work);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
