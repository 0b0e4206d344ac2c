// Which versions one visitor is served: the live composition, with a running canary's version
// where the visitor's bucket falls within its share, and a QA override's version above both.
// The bucket (cookie sf_bucket, 0..99) is drawn once per visitor and kept a year, so a visitor
// stays on one side of a canary across pages and visits; raising a canary's share from 10 to
// 20 keeps everybody who had it. Pure functions: the page responder, /composition.json and the
// telemetry all agree because they all ask here.
import { randomInt } from 'node:crypto';

export const BUCKET_COOKIE = 'sf_bucket';
export const BUCKETS = 100;
const BUCKET_MAX_AGE_S = 365 * 24 * 3600;

/** The visitor's bucket from the Cookie header, or null when absent or not one. */
export function bucketOf(cookieHeader) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === BUCKET_COOKIE) {
      const value = part.slice(at + 1).trim();
      if (/^\d{1,2}$/.test(value)) return Number(value);
    }
  }
  return null;
}

/** A new visitor's bucket: uniform over 0..99. */
export const drawBucket = (random = () => randomInt(BUCKETS)) => random();

/** The Set-Cookie value that keeps a bucket. */
export const bucketCookie = (bucket, { secure }) => `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Whether a visitor in this bucket gets a canary of this share (percent). */
export const inCanary = (bucket, share) => Number.isInteger(bucket) && bucket >= 0 && bucket < share;

/** Whether any canary runs: only then does a visitor need a bucket. */
export const canariesRunning = (state) => Object.keys(state?.canaries ?? {}).length > 0;

/**
 * The composition one visitor is served. state: `{ remotes, canaries? }` as stored; bucket:
 * the visitor's (null: none yet, no canary); override: a verified QA override
 * `{ remote, version, expiresAt }` or null. Returns `{ composition, text, canaries, override }`:
 * composition is what the page inlines and renders (`{ remotes }`, plus `override` for the
 * shell's marker), text its identity for the page cache and ETag, canaries the remotes served
 * at their canary version.
 */
export function servedComposition(state, { bucket = null, override = null } = {}) {
  const remotes = { ...(state?.remotes ?? {}) };
  const canaries = [];
  for (const [name, canary] of Object.entries(state?.canaries ?? {})) {
    if (!remotes[name] || !inCanary(bucket, canary.share)) continue;
    remotes[name] = { ...remotes[name], version: canary.version, manifest: canary.manifest };
    canaries.push(name);
  }
  let applied = null;
  if (override && remotes[override.remote]) {
    remotes[override.remote] = { ...remotes[override.remote], version: override.version, manifest: override.manifest };
    applied = { remote: override.remote, version: override.version, expiresAt: override.expiresAt };
  }
  const composition = applied ? { remotes, override: applied } : { remotes };
  return { composition, text: JSON.stringify(composition), canaries, override: applied };
}

/** The composition every visitor may be served now (live and each canary): what the renderer keeps loaded. */
export function compositionsInService(state) {
  const live = { remotes: { ...(state?.remotes ?? {}) } };
  const withCanaries = servedComposition(state, { bucket: 0 }).composition;
  return canariesRunning(state) ? [live, { remotes: withCanaries.remotes }] : [live];
}
