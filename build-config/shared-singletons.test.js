const test = require('node:test');
const assert = require('node:assert');
const { sharedSingletons } = require('./shared-singletons');

test('every shared library is a singleton with its installed version', () => {
  const shared = sharedSingletons(__dirname + '/../shell');
  for (const key of ['react', 'react/', 'react-dom', 'react-dom/', 'react-router', '@apollo/client', 'graphql', 'react-redux', '@reduxjs/toolkit', 'react-intl', 'shared-contracts']) {
    assert.ok(shared[key], key);
    assert.strictEqual(shared[key].singleton, true, key);
  }
  assert.match(shared.react.version, /^19\./);
});
