// Renders are admitted, not forced (issue 21): query parameters no route reads are dropped from
// the render and the page cache's key, unknown paths and names answer the not-found page without
// a render, a client past its render budget gets 429 and a full render queue 503, both with
// Retry-After, while pages already kept are still served. node --test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { TABLE, PAGE_REDIRECT_SOURCE, makeSite } from './test-site.mjs';
import { admittedSearch, createRenderQueue } from './render-admission.mjs';

const category = TABLE.seName.CATEGORY.query;
const product = TABLE.seName.PRODUCT.query;
const login = TABLE.routes.find((r) => r.path === '/login').query;

test("a page is rendered with the parameters its route reads only, as they were sent", () => {
  const rule = TABLE.listingQuery;
  assert.equal(admittedSearch('?metal=altin,gumus&pagenumber=2&utm_source=x&gclid=1&Foo_Bar=1', category, rule), '?metal=altin,gumus&pagenumber=2');
  assert.equal(admittedSearch('?orderBy=1&ref=home', category, rule), '?orderBy=1');
  assert.equal(admittedSearch('?variant=1&utm_medium=m', product, rule), '');
  assert.equal(admittedSearch('?redirectUrl=%2Faccount&x=1', login, rule), '?redirectUrl=%2Faccount');
  assert.equal(admittedSearch('?q=y%C3%BCz%C3%BCk&x_y=1', { names: ['q'] }, rule), '?q=y%C3%BCz%C3%BCk');
  assert.equal(admittedSearch('', category, rule), '');
  // A table without the rule (a build older than it): nothing is dropped.
  assert.equal(admittedSearch('?utm_source=x', category, undefined), '?utm_source=x');
});

test('the render queue runs so many at once, lets so many wait, and refuses the rest at once', async () => {
  const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
  const gates = [];
  const job = () => queue.run(() => new Promise((resolve) => gates.push(resolve)));
  const first = job();
  const second = job();
  await assert.rejects(job(), { name: 'RenderRefused', status: 503 });
  assert.equal(queue.full, true);
  gates.shift()('one');
  assert.equal(await first, 'one');
  await new Promise((resolve) => setImmediate(resolve));
  gates.shift()('two');
  assert.equal(await second, 'two');
  assert.equal(queue.full, false);
});

/** renderPage echoes the address it rendered; pages under /yavas wait until released. */
const BUNDLE = `${PAGE_REDIRECT_SOURCE}
globalThis.__renders = [];
globalThis.__release = [];
module.exports = {
  pageRedirect,
  async renderPage(input) {
    globalThis.__renders.push(input.url);
    if (input.url.startsWith('/yavas')) await new Promise((resolve) => globalThis.__release.push(resolve));
    const missing = input.url.includes('zz-bulunamadi-zz');
    return { status: missing ? 404 : 200, html: '<p>' + input.url + '</p>', renderMs: 1, complete: true };
  },
};`;

/** An API that knows one category (kolye) and one product (yuzuk-1); any other name is none. */
async function startUrlRecordApi() {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const { seName } = JSON.parse(body || '{}').variables ?? {};
      const known = { kolye: 'CATEGORY', 'yuzuk-1': 'PRODUCT', yavas: 'CATEGORY', 'yavas-2': 'CATEGORY', 'yavas-3': 'CATEGORY' };
      const urlRecord = known[seName] ? { __typename: 'UrlRecord', entityName: known[seName], entityId: 1, seName } : null;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { urlRecord } }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the site admitting renders', () => {
  let site;
  let api;
  before(async () => {
    api = await startUrlRecordApi();
    site = await makeSite({
      bundle: BUNDLE,
      env: { API_PORT: String(api.port), SSR_CACHE_MS: '60000', RENDER_RATE_LIMIT: '3', RENDER_RATE_WINDOW_MS: '60000', RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1', RENDER_REFUSAL_DELAY_MS: '200' },
    });
  });
  after(async () => {
    await site.close();
    await api.close();
  });
  const renders = () => globalThis.__renders;
  // Each test is its own client (the site trusts X-Forwarded-For from loopback).
  const as = (client) => (url) => site.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': client } });

  test('unknown and tracking parameters neither reach the render nor make a new one', async () => {
    const get = as('203.0.113.1');
    const first = await get('/kolye?metal=altin&utm_source=a&foo_bar=1');
    assert.equal(first.statusCode, 200);
    assert.equal(renders().at(-1), '/kolye?metal=altin');
    const second = await get('/kolye?metal=altin&utm_source=b&gclid=2');
    assert.match(second.headers['server-timing'], /cache;desc=hit/);
    // A kept page was rendered for another request: no CPU time of its own.
    assert.doesNotMatch(second.headers['server-timing'], /cpu;/);
    assert.equal(second.body, first.body);
    assert.equal(renders().filter((url) => url === '/kolye?metal=altin').length, 1);
    // A product reads none.
    await get('/yuzuk-1?metal=altin&pagenumber=2');
    assert.equal(renders().at(-1), '/yuzuk-1');
  });

  test('unknown paths and names share one rendered not-found page per kind and language', async () => {
    // Each its own client: not-found answers count against a client's budget too.
    let client = 20;
    const get = (url) => as(`203.0.113.${client++}`)(url);
    const before = renders().length;
    for (const url of ['/a/b', '/x/y/z', '/en/x/y', '/en/a/b/c', '/bu-isim-yok', '/baska-isim', '/en/bu-isim-yok?x=1']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.headers['cache-control'], 'public, max-age=0, s-maxage=10', url);
    }
    // The name's own page: the shared one with its name in place of the made-up one.
    assert.equal((await get('/baska-isim')).body, '<p>/baska-isim</p>');
    assert.equal((await get('/en/a/b')).body, '<p>/en/zz-bulunamadi-zz/zz-bulunamadi-zz</p>');
    assert.deepEqual(renders().slice(before).sort(), ['/en/zz-bulunamadi-zz', '/en/zz-bulunamadi-zz/zz-bulunamadi-zz', '/zz-bulunamadi-zz', '/zz-bulunamadi-zz/zz-bulunamadi-zz']);
    // A name the made-up one cannot stand for: the client-rendered not-found page, no render.
    const other = await get('/Bu%20isim');
    assert.equal(other.statusCode, 404);
    assert.match(other.body, /__STOREFRONT_URL_RECORD__=\{"seName":"Bu isim","urlRecord":null\}/);
    assert.equal(renders().length, before + 4);
  });

  test('a client past its render budget gets 429 with Retry-After; kept pages and other clients still get theirs', async () => {
    const get = as('203.0.113.3');
    for (let i = 0; i < 3; i++) assert.equal((await get(`/kolye?pagenumber=${i + 2}`)).statusCode, 200);
    const started = Date.now();
    const refused = await get('/kolye?pagenumber=9');
    assert.equal(refused.statusCode, 429);
    // Sent after RENDER_REFUSAL_DELAY_MS: a flood's connection waits before it asks again.
    assert.ok(Date.now() - started >= 190, `answered after ${Date.now() - started} ms`);
    // Unknown addresses count too.
    assert.equal((await get('/a/b/c')).statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal(refused.headers['cache-control'], 'no-store');
    // A page the cache keeps renders nothing and is still served to that client.
    const kept = await get('/kolye?pagenumber=2');
    assert.equal(kept.statusCode, 200);
    assert.match(kept.headers['server-timing'], /cache;desc=hit/);
    assert.equal((await as('203.0.113.4')('/kolye?pagenumber=9')).statusCode, 200);
  });

  test('past the render queue: 503 with Retry-After at once, while a kept page is still served', async () => {
    const first = as('203.0.113.5')('/yavas');
    while (globalThis.__release.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    // One rendering: of two more, one waits for its turn and the other is refused at once.
    const answers = [];
    const more = ['/yavas-2', '/yavas-3'].map((url, i) => as(`203.0.113.${6 + i}`)(url).then((res) => (answers.push(res), res)));
    while (answers.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const [busy] = answers;
    assert.equal(busy.statusCode, 503);
    assert.equal(busy.headers['retry-after'], '2');
    assert.equal(busy.headers['cache-control'], 'no-store');
    const kept = await as('203.0.113.8')('/kolye?metal=altin');
    assert.equal(kept.statusCode, 200);
    while ((await Promise.race([Promise.all(more), new Promise((resolve) => setTimeout(() => resolve(null), 5))])) === null) globalThis.__release.shift()?.();
    assert.equal((await first).statusCode, 200);
    assert.deepEqual((await Promise.all(more)).map((res) => res.statusCode).sort(), [200, 503]);
  });
});
