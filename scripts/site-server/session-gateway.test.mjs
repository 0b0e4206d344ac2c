import test from 'node:test';
import assert from 'node:assert/strict';
import { cookieValue, sessionHeadersForApi } from './session-gateway.mjs';

test('the token cookie becomes the bearer header on the way to the API', () => {
  const sent = sessionHeadersForApi({ cookie: 'NEXT_LANGUAGE=en; token=abc_DEF-123; signed_in=x', 'x-session-transport': 'cookie' }, 'token');
  assert.equal(sent.authorization, 'Bearer abc_DEF-123');
  assert.equal(sent['x-session-transport'], 'cookie');
});

test('a bearer header the caller sent wins; no cookie, no header', () => {
  assert.equal(sessionHeadersForApi({ cookie: 'token=abc', authorization: 'Bearer mine' }, 'token').authorization, 'Bearer mine');
  assert.equal(sessionHeadersForApi({ cookie: 'mytoken=abc' }, 'token').authorization, undefined);
  assert.equal(sessionHeadersForApi({}, 'token').authorization, undefined);
  assert.equal(sessionHeadersForApi({ cookie: 'token=abc' }, undefined).authorization, undefined);
});

test('a malformed token never reaches a header', () => {
  for (const value of ['a b', 'a%0D%0Ab', 'x"y', 'é', 'a'.repeat(600)]) {
    assert.equal(sessionHeadersForApi({ cookie: `token=${value}` }, 'token').authorization, undefined, value);
  }
});

test('cookieValue reads one cookie by exact name', () => {
  assert.equal(cookieValue('a=1; token=t; tokens=2', 'token'), 't');
  assert.equal(cookieValue('tokens=2', 'token'), null);
  assert.equal(cookieValue('token=', 'token'), null);
});
