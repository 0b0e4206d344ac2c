// Emits one file of the build's output made at build time from files outside the module graph
// (the shell's route-table.json and composition.json); a change to those files rebuilds it in
// watch mode.
const webpack = require('webpack');

class EmitAssetPlugin {
  /**
   * @param {string} name the asset's file name
   * @param {() => { text: string, files: string[] }} make its text and the files it was made from
   */
  constructor(name, make) {
    this.name = name;
    this.make = make;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitAssetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { text, files } = this.make();
        for (const file of files) compilation.fileDependencies.add(file);
        compilation.emitAsset(this.name, new webpack.sources.RawSource(text));
      });
    });
  }
}

module.exports = { EmitAssetPlugin };
