// QA override tokens: only the genuine, unexpired ones for a well-formed remote and version count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { signOverride, verifyOverride } from './qa-override-token.mjs';

const secret = 'a-secret-of-the-store-0123456789';
const now = Date.parse('2025-06-01T10:00:00Z');
const override = { remote: 'mf_catalog', version: '0.4.0', expiresAt: now + 8 * 3600_000 };
const resign = (payloadJson, key = secret) => {
  const payload = Buffer.from(payloadJson).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
};

test('a signed override verifies back to what was signed, until it expires', () => {
  const token = signOverride(override, secret);
  assert.match(token, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  assert.deepEqual(verifyOverride(token, secret, now), override);
  assert.deepEqual(verifyOverride(token, secret, override.expiresAt - 1), override);
  assert.equal(verifyOverride(token, secret, override.expiresAt), null);
  assert.equal(verifyOverride(token, secret, override.expiresAt + 1), null);
});

test('a tampered payload or another secret is refused', () => {
  const token = signOverride(override, secret);
  const [, sig] = token.split('.');
  const forgedPayload = Buffer.from(JSON.stringify({ ...override, version: '0.5.0' })).toString('base64url');
  assert.equal(verifyOverride(`${forgedPayload}.${sig}`, secret, now), null);
  assert.equal(verifyOverride(token, 'another-secret-0123456789abcdef', now), null);
  assert.equal(verifyOverride(signOverride(override, 'another-secret-0123456789abcdef'), secret, now), null);
  // A signature one character off.
  const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  assert.equal(verifyOverride(flipped, secret, now), null);
});

test('garbage, and genuine signatures over payloads of the wrong shape, are refused', () => {
  for (const garbage of [undefined, null, 42, '', '.', 'abc', 'a.b.c', '!!!.???', `${'a'.repeat(2000)}.b`, signOverride(override, secret).split('.')[0]]) {
    assert.equal(verifyOverride(garbage, secret, now), null, String(garbage));
  }
  assert.equal(verifyOverride(signOverride(override, secret), '', now), null);
  for (const payload of [
    'not json',
    'null',
    JSON.stringify({ ...override, remote: '../mf_catalog' }),
    JSON.stringify({ ...override, remote: 'shell' }),
    JSON.stringify({ ...override, version: '../0.4.0' }),
    JSON.stringify({ ...override, version: '' }),
    JSON.stringify({ ...override, expiresAt: 'tomorrow' }),
    JSON.stringify({ remote: 'mf_catalog', version: '0.4.0' }),
  ]) {
    assert.equal(verifyOverride(resign(payload), secret, now), null, payload);
  }
  // The same payload signed with the right key passes: the refusals above are the shape's.
  assert.deepEqual(verifyOverride(resign(JSON.stringify(override)), secret, now), override);
});

test('signing refuses what could never verify', () => {
  assert.throws(() => signOverride({ ...override, remote: 'mf-catalog' }, secret), /not an override/);
  assert.throws(() => signOverride({ ...override, version: 'a/b' }, secret), /not an override/);
  assert.throws(() => signOverride({ ...override, expiresAt: NaN }, secret), /not an override/);
  assert.throws(() => signOverride(override, ''), /needs a secret/);
});
