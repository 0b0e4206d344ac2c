// The page cache in front of the renderer: identical requests share a render, a result is kept
// for its time and no longer, failures are never kept, and the composition is part of the key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPageCache, pageCacheKey } from './page-cache.mjs';

test('requests for the same page while it renders share the render', async () => {
  const cache = createPageCache({ ttlMs: 0 });
  let renders = 0;
  let finish;
  const render = () => {
    renders += 1;
    return new Promise((resolve) => (finish = () => resolve({ status: 200, html: 'page' })));
  };
  const first = cache.get('k', render);
  const second = cache.get('k', render);
  await new Promise((resolve) => setImmediate(resolve));
  finish();
  assert.deepEqual(await first, { result: { status: 200, html: 'page' }, hit: false });
  assert.deepEqual(await second, { result: { status: 200, html: 'page' }, hit: true });
  assert.equal(renders, 1);
  // ttlMs 0: nothing is kept once the render is done.
  assert.deepEqual(await cache.get('k', async () => ({ status: 200, html: 'again' })), { result: { status: 200, html: 'again' }, hit: false });
});

test('a result is kept for ttlMs, then rendered again', async () => {
  let clock = 0;
  const cache = createPageCache({ ttlMs: 1000, now: () => clock });
  let renders = 0;
  const render = async () => ({ status: 200, html: `render ${++renders}` });
  assert.equal((await cache.get('k', render)).result.html, 'render 1');
  clock = 999;
  assert.deepEqual(await cache.get('k', render), { result: { status: 200, html: 'render 1' }, hit: true });
  clock = 1001;
  assert.equal((await cache.get('k', render)).result.html, 'render 2');
});

test('a failed render (null or an error) is not kept', async () => {
  const cache = createPageCache({ ttlMs: 60_000 });
  let calls = 0;
  assert.equal((await cache.get('k', async () => (++calls, null))).result, null);
  await assert.rejects(cache.get('k', async () => {
    calls += 1;
    throw new Error('down');
  }));
  assert.equal((await cache.get('k', async () => (++calls, { status: 200, html: 'ok' }))).result.html, 'ok');
  assert.equal(calls, 3);
});

test('the oldest page goes when the cache is full; the key covers the composition and the address', async () => {
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2 });
  for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ status: 200, html: key }));
  assert.equal(cache.size, 2);
  assert.notEqual(pageCacheKey('{"remotes":{"a":1}}', '/kolye'), pageCacheKey('{"remotes":{"a":2}}', '/kolye'));
  assert.notEqual(pageCacheKey('{}', '/kolye'), pageCacheKey('{}', '/kolye?page=2'));
});

test('an incomplete render is shared with the requests waiting for it, never kept', async () => {
  const cache = createPageCache({ ttlMs: 60_000 });
  let renders = 0;
  const render = async () => ({ status: 200, html: `render ${++renders}`, complete: false });
  const [first, second] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
  assert.equal(first.result.html, 'render 1');
  assert.deepEqual(second, { result: first.result, hit: true });
  assert.deepEqual(await cache.get('k', render), { result: { status: 200, html: 'render 2', complete: false }, hit: false });
  assert.equal(cache.size, 0);
});

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('past its time a kept page is still answered at once while one new render is made; a failed one leaves the copy', async () => {
  let clock = 0;
  const cache = createPageCache({ ttlMs: 1000, staleMs: 5000, now: () => clock });
  let renders = 0;
  let finish;
  let outcome = 'ok';
  const render = () => {
    renders += 1;
    const n = renders;
    return new Promise((resolve) => (finish = () => resolve(outcome === 'ok' ? { status: 200, html: `render ${n}` } : { status: 200, html: `broken ${n}`, complete: false })));
  };
  const first = cache.get('k', render);
  await tick();
  finish();
  assert.equal((await first).result.html, 'render 1');
  clock = 1500;
  // Stale: the copy at once, one render behind it, shared by the requests that follow.
  assert.deepEqual(await cache.get('k', render), { result: { status: 200, html: 'render 1' }, hit: true, stale: true });
  assert.deepEqual(await cache.get('k', render), { result: { status: 200, html: 'render 1' }, hit: true, stale: true });
  assert.equal(renders, 2);
  assert.equal(cache.has('k'), true);
  await tick();
  finish();
  await tick();
  assert.deepEqual(await cache.get('k', render), { result: { status: 200, html: 'render 2' }, hit: true });
  // An incomplete render does not replace the copy.
  clock = 3000;
  outcome = 'broken';
  assert.equal((await cache.get('k', render)).result.html, 'render 2');
  await tick();
  finish();
  await tick();
  assert.deepEqual(await cache.get('k', render), { result: { status: 200, html: 'render 2' }, hit: true, stale: true });
  // That request started the next render; once it is done and past its stale time too, nothing
  // old is answered: the request waits for a render of its own.
  outcome = 'ok';
  await tick();
  finish();
  await tick();
  clock = 20_000;
  const fresh = cache.get('k', render);
  await tick();
  finish();
  assert.deepEqual(await fresh, { result: { status: 200, html: `render ${renders}` }, hit: false });
});
