// The libraries the whole page must load exactly once (one React tree, one router, one Apollo
// cache, one Redux store, one intl provider, one copy of the contracts). Trailing-slash keys
// cover subpath imports such as react/jsx-runtime and react-dom/client.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@apollo/client',
  '@apollo/client/',
  'graphql',
  'react-redux',
  '@reduxjs/toolkit',
  'react-intl',
  'shared-contracts',
  'rxjs',
];

/**
 * @param {string} packageDir
 * @param {{ eager?: boolean }} [options] eager: bundle the libraries into the entry chunk (the
 *   host only: it always loads first, so its copies are the ones every remote gets; one request
 *   instead of a round of ~30 chunks after the entry has run).
 */
function sharedSingletons(packageDir, { eager = false } = {}) {
  const shared = {};
  for (const key of SINGLETONS) {
    const pkgName = key.endsWith('/') ? key.slice(0, -1) : key;
    let version;
    try {
      version = require(require.resolve(`${pkgName}/package.json`, { paths: [packageDir] })).version;
    } catch {
      version = undefined;
    }
    // Same major (0.x: same minor, as semver's caret reads it).
    const [major, minor] = (version ?? '').split('.');
    const requiredVersion = !version ? false : major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
    shared[key] = { singleton: true, requiredVersion, ...(version ? { version } : {}), ...(eager ? { eager: true } : {}) };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons };
