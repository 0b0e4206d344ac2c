// The shell: Module Federation host. Remotes are not listed here: they are registered at boot
// from composition.json (served next to index.html, the bundled copy is the fallback).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createFederatedConfig } = require('build-config');

const base = createFederatedConfig({ isHost: true, federationName: 'shell', packageDir: __dirname, devPort: 3000 });

/**
 * Emits composition.json next to index.html so the served copy can be edited without a rebuild.
 * Source: SHELL_COMPOSITION (a file path) if set; in development composition.dev.json (each
 * remote's dev server); otherwise composition.json (the versioned /remotes/ folders).
 */
class EmitCompositionPlugin {
  constructor(source) {
    this.source = source;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitCompositionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitCompositionPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const file = this.source;
        compilation.fileDependencies.add(file);
        compilation.emitAsset('composition.json', new webpack.sources.RawSource(fs.readFileSync(file, 'utf8')));
      });
    });
  }
}

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(
    new webpack.DefinePlugin({
      // Default of the language selector (spec section 9) when the served page carries no
      // config; LANGUAGE_SELECTION=off (or false) turns it off. serve-site.mjs reads the same
      // variable at start, so the switch normally needs no rebuild.
      __LANGUAGE_SELECTION__: JSON.stringify(!['off', 'false', '0'].includes(String(process.env.LANGUAGE_SELECTION ?? '').toLowerCase())),
    }),
    new EmitCompositionPlugin(
      process.env.SHELL_COMPOSITION
        ? path.resolve(process.env.SHELL_COMPOSITION)
        : path.join(__dirname, config.mode === 'development' ? 'composition.dev.json' : 'composition.json'),
    ),
  );
  return config;
};
