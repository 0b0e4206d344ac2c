// A QA override: one browser sees a released version of one remote until the override expires.
// The token is `<payload>.<signature>`: the payload base64url JSON { remote, version, expiresAt }
// (expiresAt in ms since the epoch), the signature base64url HMAC-SHA256 of the payload text with
// the store's secret. Anything else (forged, malformed, expired, a name of the wrong shape) is
// no override at all.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { VERSION_PATTERN } from './store-input.mjs';

const REMOTE_PATTERN = /^mf_[a-z_]+$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 1024;

const signature = (payload, secret) => createHmac('sha256', secret).update(payload).digest();

const validOverride = (value) =>
  value !== null && typeof value === 'object' &&
  typeof value.remote === 'string' && REMOTE_PATTERN.test(value.remote) &&
  typeof value.version === 'string' && value.version.length <= 64 && VERSION_PATTERN.test(value.version) &&
  Number.isFinite(value.expiresAt);

export function signOverride({ remote, version, expiresAt }, secret) {
  const value = { remote, version, expiresAt };
  if (!validOverride(value)) throw new Error(`not an override: ${JSON.stringify(value)} (remote mf_..., a version, expiresAt in ms)`);
  if (!secret) throw new Error('signing an override needs a secret');
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** The override a token carries when it is genuine and not expired, else null. */
export function verifyOverride(token, secret, now = Date.now()) {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !secret) return null;
  const parts = token.split('.');
  if (parts.length !== 2 || !BASE64URL.test(parts[0]) || !BASE64URL.test(parts[1])) return null;
  const given = Buffer.from(parts[1], 'base64url');
  const expected = signature(parts[0], secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let value;
  try {
    value = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!validOverride(value) || value.expiresAt <= now) return null;
  return { remote: value.remote, version: value.version, expiresAt: value.expiresAt };
}
