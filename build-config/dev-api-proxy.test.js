const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { devApiProxy } = require('./dev-api-proxy');

const shellDir = path.join(__dirname, '..', 'shell');

function forwarded(headers) {
  const set = {};
  devApiProxy(shellDir).onProxyReq({ setHeader: (name, value) => (set[name] = value) }, { headers });
  return set;
}

test('the development proxy takes the API paths', () => {
  const { context } = devApiProxy(shellDir);
  for (const p of ['/graphql', '/Catalog', '/payment']) assert.ok(context.includes(p), p);
});

test('the development proxy turns the token cookie into a bearer header', () => {
  assert.deepEqual(forwarded({ cookie: 'NEXT_LANGUAGE=en; token=abc_DEF-123' }), { authorization: 'Bearer abc_DEF-123' });
});

test('the development proxy leaves a bearer header the caller sent, and a malformed or missing cookie', () => {
  assert.deepEqual(forwarded({ cookie: 'token=abc', authorization: 'Bearer other' }), {});
  assert.deepEqual(forwarded({ cookie: 'token=a b\r\nx' }), {});
  assert.deepEqual(forwarded({}), {});
});
