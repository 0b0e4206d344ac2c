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
