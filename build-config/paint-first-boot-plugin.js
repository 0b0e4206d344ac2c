// The host page's script starts after the first frame has painted. A server-rendered page is
// complete HTML: its largest picture can paint before any script. With a plain deferred script,
// a large page is sometimes still parsing when the 500 kB script arrives; it then runs before the
// first paint, and the paint waits for it (Lighthouse then counts the script's download and run
// into the largest paint). The script is preloaded in the head as before, so nothing downloads
// later; only its start moves past the first frame (at once in a hidden tab, which paints none).
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The inline loader for these script URLs (JSON-encoded, so no URL can end the script). */
function bootLoader(srcs) {
  const list = JSON.stringify(srcs).replace(/</g, '\\u003c');
  // Like a deferred script, never before the document is parsed (the server's state comes after).
  return `(function(){var s=${list},d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})}function later(){if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',later);else later()})()`;
}

class PaintFirstBootPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PaintFirstBootPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PaintFirstBootPlugin', (data) => {
        const isEntryScript = (tag) => tag.tagName === 'script' && tag.attributes && typeof tag.attributes.src === 'string';
        const scripts = [...data.headTags, ...data.bodyTags].filter(isEntryScript);
        if (!scripts.length) return data;
        const srcs = scripts.map((tag) => tag.attributes.src);
        const rest = (tags) => tags.filter((tag) => !isEntryScript(tag));
        data.headTags = [
          ...rest(data.headTags),
          ...srcs.map((src) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: src })),
        ];
        data.bodyTags = [...rest(data.bodyTags), HtmlWebpackPlugin.createHtmlTagObject('script', {}, bootLoader(srcs))];
        return data;
      });
    });
  }
}

module.exports = { PaintFirstBootPlugin, bootLoader };
