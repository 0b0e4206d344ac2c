// composition.json next to the shell's index.html, copied from a source file so the served copy
// can be edited without a rebuild (the shell registers its remotes from it at boot).
const fs = require('node:fs');
const { EmitAssetPlugin } = require('./emit-asset-plugin');

/** @param {string} source the composition file to copy */
const compositionPlugin = (source) => new EmitAssetPlugin('composition.json', () => ({ text: fs.readFileSync(source, 'utf8'), files: [source] }));

module.exports = { compositionPlugin };
