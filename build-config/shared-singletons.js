// The libraries the whole page must load exactly once (one React tree, one Apollo cache, one
// Redux store, one intl provider, one copy of the contracts). Trailing-slash keys cover subpath
// imports such as react/jsx-runtime and react-dom/client.
// A share ships its whole package, so only what must be one instance is shared:
// - react-router reaches remotes through shared-contracts (routes/navigation.ts), so the shell
//   bundles the parts in use instead of the whole package;
// - @apollo/client (with graphql and rxjs) is the shell's alone: teams use the data hooks of
//   shared-contracts (src/data), which reach the shell's one client, loaded when first needed;
//   operations are compiled ahead of time, so no GraphQL parser runs in the browser;
// - @reduxjs/toolkit makes the shell's store and the contracts' event creators: teams reach the
//   one store through react-redux (shared) and the typed events;
// - 'shared-contracts' is its root entry only (src/index.ts: the store, events, contexts, modal
//   stack, remote slot). Its subpath entries ('shared-contracts/rules', '/format', '/apollo', ...)
//   are bundled by each build, so a remote carries the rules and formatters it was built with.
//   requiredVersion is the caret range of the installed version: a remote built against
//   shared-contracts 0.2.x requires ^0.2.0, and a shell with 0.3.0 refuses it (as compose does).
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-redux',
  'react-intl',
  'shared-contracts',
];
/** Libraries a remote must not import itself: it gets them from the contracts. */
const NOT_SHARED = ['react-router', '@apollo/client', '@apollo/client/', 'graphql', 'rxjs', '@reduxjs/toolkit'];

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

module.exports = { SINGLETONS, NOT_SHARED, sharedSingletons };
