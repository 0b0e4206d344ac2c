// Emits composition.json next to the shell's index.html so the served copy can be edited
// without a rebuild (the shell registers its remotes from it at boot).
const fs = require('node:fs');
const webpack = require('webpack');

class EmitCompositionPlugin {
  /** @param {string} source the composition file to copy */
  constructor(source) {
    this.source = source;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitCompositionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitCompositionPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.source);
        compilation.emitAsset('composition.json', new webpack.sources.RawSource(fs.readFileSync(this.source, 'utf8')));
      });
    });
  }
}

module.exports = { EmitCompositionPlugin };
