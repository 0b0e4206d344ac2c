import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bucketCookie, bucketOf, compositionsInService, drawBucket, inCanary, servedComposition } from './served-composition.mjs';

const live = (v) => ({ version: v, manifest: `/remotes/mf-catalog/${v}/mf-manifest.json` });
const state = {
  remotes: { mf_catalog: live('0.3.0'), mf_product: { version: '0.1.0', manifest: '/remotes/mf-product/0.1.0/mf-manifest.json' } },
  canaries: { mf_catalog: { id: 'c1', ...live('0.4.0'), share: 10, startedAt: '2026-11-27T00:00:00Z', by: 'qa' } },
};

test('about 10 % of 10,000 new visitors get a 10 % canary, and each always the same version', () => {
  let inIt = 0;
  for (let visitor = 0; visitor < 10_000; visitor += 1) {
    const bucket = drawBucket();
    const cookie = `a=b; ${bucketCookie(bucket, { secure: false }).split(';')[0]}`;
    const first = servedComposition(state, { bucket: bucketOf(cookie) });
    for (let page = 0; page < 3; page += 1) assert.equal(servedComposition(state, { bucket: bucketOf(cookie) }).text, first.text);
    if (first.composition.remotes.mf_catalog.version === '0.4.0') inIt += 1;
  }
  assert.ok(inIt > 850 && inIt < 1150, `${inIt} of 10,000 in the canary`);
});

test('raising the share keeps every visitor who had the canary', () => {
  for (let bucket = 0; bucket < 100; bucket += 1) if (inCanary(bucket, 10)) assert.ok(inCanary(bucket, 20));
  assert.equal(inCanary(null, 50), false);
});

test('the served composition names the canary version, the identity differs from the live one', () => {
  const canary = servedComposition(state, { bucket: 3 });
  const other = servedComposition(state, { bucket: 42 });
  assert.equal(canary.composition.remotes.mf_catalog.manifest, '/remotes/mf-catalog/0.4.0/mf-manifest.json');
  assert.deepEqual(canary.canaries, ['mf_catalog']);
  assert.equal(other.composition.remotes.mf_catalog.version, '0.3.0');
  assert.notEqual(canary.text, other.text);
  assert.equal(canary.composition.canaries, undefined, 'the canary bookkeeping never reaches the page');
});

test('a QA override wins over live and canary, and is named for the marker', () => {
  const override = { remote: 'mf_catalog', version: '0.5.0', manifest: '/remotes/mf-catalog/0.5.0/mf-manifest.json', expiresAt: '2026-11-28T00:00:00Z' };
  const served = servedComposition(state, { bucket: 3, override });
  assert.equal(served.composition.remotes.mf_catalog.version, '0.5.0');
  assert.deepEqual(served.composition.override, { remote: 'mf_catalog', version: '0.5.0', expiresAt: '2026-11-28T00:00:00Z' });
  assert.equal(servedComposition(state, { override: { ...override, remote: 'mf_unknown' } }).override, null);
});

test('a bucket cookie that is not one counts as none', () => {
  assert.equal(bucketOf('sf_bucket=100'), null);
  assert.equal(bucketOf('sf_bucket=-1; x=1'), null);
  assert.equal(bucketOf('x=1;sf_bucket=07'), 7);
  assert.equal(bucketOf(undefined), null);
});

test('the renderer keeps the live versions and each canary version loaded', () => {
  const kept = compositionsInService(state);
  assert.deepEqual(kept.map((c) => c.remotes.mf_catalog.version), ['0.3.0', '0.4.0']);
  assert.equal(compositionsInService({ remotes: state.remotes }).length, 1);
});
