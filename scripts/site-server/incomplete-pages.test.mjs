// Broken pages are not cached (issue 21): a page rendered with a part missing (renderPage says
// complete: false), or the client-rendered page standing in for a render that failed, is sent
// no-store without a validator and the page cache does not keep it; a complete page still is
// kept and publicly cacheable. Then the same with the shell's real server build and the API
// killed (nothing listening on its port), when the shell is built. node --test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSiteServer } from './main.mjs';
import { siteSettings } from './settings.mjs';
import { PAGE_REDIRECT_SOURCE, freePort, makeSite } from './test-site.mjs';

// Pages under /eksik come back incomplete (as when the API is down); /bozuk throws.
const BUNDLE = `${PAGE_REDIRECT_SOURCE}
let renders = 0;
module.exports = {
  pageRedirect,
  async renderPage(input) {
    renders += 1;
    if (input.url.startsWith('/bozuk')) throw new Error('render broke');
    const incomplete = input.url.startsWith('/eksik');
    return { status: 200, html: '<p>render ' + renders + '</p>', renderMs: 5, complete: !incomplete, problems: incomplete ? ['ListingQuery: fetch failed'] : [] };
  },
};`;

describe('pages rendered with a part missing', () => {
  let site;
  before(async () => {
    site = await makeSite({ bundle: BUNDLE, env: { SSR_CACHE_MS: '60000' } });
  });
  after(() => site.close());
  const get = (url) => site.app.inject({ method: 'GET', url });

  test('are sent no-store without a validator, and rendered again for the next request', async () => {
    const first = await get('/eksik');
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'no-store');
    assert.equal(first.headers.etag, undefined);
    assert.match(first.headers['server-timing'], /cache;desc=miss, incomplete/);
    const second = await get('/eksik');
    assert.notEqual(second.body, first.body, 'rendered again, not kept');
    assert.match(second.headers['server-timing'], /cache;desc=miss/);
  });

  test('a complete page is kept and publicly cacheable', async () => {
    const first = await get('/tamam');
    assert.equal(first.headers['cache-control'], 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    assert.ok(first.headers.etag);
    const second = await get('/tamam');
    assert.equal(second.body, first.body);
    assert.match(second.headers['server-timing'], /cache;desc=hit/);
  });

  test('the client-rendered page standing in for a failed render is not cacheable either', async () => {
    const res = await get('/bozuk');
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /__STOREFRONT_CONFIG__/);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.headers.etag, undefined);
  });
});

const root = resolve(import.meta.dirname, '..', '..');
const shellBuilt = existsSync(join(root, 'shell', 'dist', 'server', 'main.js'));

describe('the real server build with the API killed', { skip: shellBuilt ? false : 'the shell is not built (npm run build)' }, () => {
  let app;
  before(async () => {
    const port = await freePort();
    // Nothing listens on the API's port: the API is down.
    const settings = siteSettings({ PORT: String(port), HOST: '127.0.0.1', API_PORT: String(await freePort()), SERVE_API: 'off', SSR_CACHE_MS: '60000' }, root);
    app = await buildSiteServer(settings, { log: () => {} });
    await app.listen({ port, host: '127.0.0.1' });
    await app.prepareRendering();
  });
  after(() => app?.close());

  test('a listing and the home page requested: not publicly cacheable, and the page cache does not keep them', { timeout: 60_000 }, async () => {
    for (const url of ['/kolye', '/']) {
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ method: 'GET', url });
        assert.ok([200, 404].includes(res.statusCode), `${url}: ${res.statusCode}`);
        assert.doesNotMatch(String(res.headers['cache-control']), /public|s-maxage|stale-while-revalidate/, url);
        assert.equal(res.headers.etag, undefined, url);
        // Rendered for each request: nothing was kept.
        assert.doesNotMatch(String(res.headers['server-timing']), /cache;desc=hit/, url);
      }
    }
  });
});
