const test = require('node:test');
const assert = require('node:assert');
const { NOT_SHARED, sharedSingletons } = require('./shared-singletons');

test('every shared library is a singleton with its installed version', () => {
  const shared = sharedSingletons(__dirname + '/../shell');
  for (const key of ['react', 'react/', 'react-dom', 'react-dom/', 'react-redux', 'react-intl', 'shared-contracts']) {
    assert.ok(shared[key], key);
    assert.strictEqual(shared[key].singleton, true, key);
  }
  assert.match(shared.react.version, /^19\./);
});

test('what is bundled where it is used is not shared (a share ships the whole package)', () => {
  const shared = sharedSingletons(__dirname + '/../shell');
  for (const key of NOT_SHARED) assert.strictEqual(shared[key], undefined, key);
});

test("only shared-contracts' root entry is shared, at the real version, with a 0.x caret range", () => {
  const shared = sharedSingletons(__dirname + '/../shell');
  const { version } = require('../shared-contracts/package.json');
  assert.strictEqual(shared['shared-contracts/'], undefined);
  assert.strictEqual(shared['shared-contracts'].version, version);
  const [major, minor] = version.split('.');
  assert.strictEqual(shared['shared-contracts'].requiredVersion, major === '0' ? `^0.${minor}.0` : `^${major}.0.0`);
});
