// The site server end to end on a made-up build (test-site.mjs): the server build's redirects
// (and none without it), page headers and validators, the client-rendered page and the
// server-rendered one (and the fallback from a failing server build), files with their cache rules and compression, robots.txt, and the
// gateway to a stand-in API. node --test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { NONCE_MARK } from './security-headers.mjs';
import { COMPOSITION, PAGE_REDIRECT_SOURCE, PRECOMPRESSED_SCRIPT, SHELL_SCRIPT, makeSite, startFakeApi } from './test-site.mjs';

const RENDERING_BUNDLE = `${PAGE_REDIRECT_SOURCE}
module.exports = new Promise((resolve) => setTimeout(() => resolve({
  pageRedirect,
  async renderPage(input) {
    const { composition, ...rest } = input;
    const body = '<p>' + 'rendered '.repeat(200) + '</p><script type="application/json" id="input">' + JSON.stringify({ ...rest, remotes: Object.keys(composition?.remotes ?? {}) }) + '</script>';
    const missing = input.url.startsWith('/bu-sayfa-yok') || input.url.startsWith('/sayfa/bu-sayfa-yok');
    return { status: missing ? 404 : 200, html: '<!doctype html><html><body>' + body + '</body></html>', renderMs: 12.345 };
  },
}), 10));
`;
const FAILING_BUNDLE = `${PAGE_REDIRECT_SOURCE}
module.exports = { pageRedirect, renderPage: async () => { throw new Error('window is not defined'); } };`;
/** A build of before pageRedirect: its pages could be guarded ones, it is not used. */
const RENDER_ONLY_BUNDLE = `module.exports = { renderPage: async () => ({ status: 200, html: '<p>rendered</p>' }) };`;
const BROKEN_BUNDLE = `throw new Error('cannot start');`;

const inputOf = (html) => JSON.parse(/<script type="application\/json" id="input">(.*?)<\/script>/.exec(html)[1]);

describe('client-rendered pages (no server build)', () => {
  let site;
  before(async () => {
    site = await makeSite();
  });
  after(() => site.close());
  const get = (url, headers = {}) => site.app.inject({ method: 'GET', url, headers });

  test('without a server build the server redirects nowhere: the shell redirects in the browser', async () => {
    for (const url of ['/cart', '/account/orders/A100', '/en/account/orders?page=2', '/en/wishlist', '/checkout/success/12']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /__STOREFRONT_CONFIG__/, url);
    }
    const english = await get('/?utm_source=x', { cookie: 'NEXT_LANGUAGE=en' });
    assert.equal(english.statusCode, 200);
    assert.match(english.body, /__STOREFRONT_CONFIG__/);
  });

  test('with the token cookie a page is private and without a validator; an empty token is no login', async () => {
    const res = await get('/en/cart', { cookie: 'other=1; token=abc' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.equal(res.headers.etag, undefined);
    assert.equal(res.headers['content-language'], 'en');
    const logout = await get('/cart', { cookie: 'token=' });
    assert.equal(logout.headers['cache-control'], 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  test('the home page varies by cookie, other pages do not', async () => {
    for (const cookie of ['NEXT_LANGUAGE=tr', 'NEXT_LANGUAGE=en']) {
      const home = await get('/', { cookie });
      assert.equal(home.statusCode, 200);
      assert.match(home.headers.vary, /accept-encoding/i);
      assert.match(home.headers.vary, /cookie/i);
    }
    assert.doesNotMatch((await get('/kolye')).headers.vary, /cookie/i);
  });

  test('anonymous pages: HTML, language, shared caching, a weak validator and 304', async () => {
    const res = await get('/en/sayfa/iletisim');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(res.headers['content-language'], 'en');
    assert.equal(res.headers['cache-control'], 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    assert.match(res.headers.etag, /^W\/"c[0-9a-f]{8}-[0-9a-f]{16}"$/);
    assert.equal(res.headers['server-timing'], undefined);
    const again = await get('/en/sayfa/iletisim', { 'if-none-match': res.headers.etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, res.headers.etag);
    assert.equal((await get('/en/sayfa/iletisim', { 'if-none-match': 'W/"c00000000-0000000000000000"' })).statusCode, 200);
    assert.equal((await get('/sayfa/iletisim')).headers['content-language'], 'tr');
  });

  test('the page carries the settings, the current composition and preload hints; an edit of the composition changes both', async () => {
    const res = await get('/arama?q=y%C3%BCz%C3%BCk');
    assert.match(res.body, /window\.__STOREFRONT_CONFIG__=\{"googleMapsApiKey":null,"languageSelectorEnabled":true,"telemetrySampleRate":1\}/);
    assert.match(res.body, /window\.__STOREFRONT_COMPOSITION__=\{"remotes":\{"mf_catalog"/);
    assert.match(res.body, /<link rel="preload" href="\/remotes\/mf-catalog\/0\.1\.0\/mf-manifest\.json" as="fetch"/);
    assert.match(res.body, /<link rel="preload" href="\/remotes\/mf-catalog\/0\.1\.0\/remoteEntry\.js" as="script"/);
    try {
      writeFileSync(site.compositionFile, JSON.stringify({ remotes: { ...COMPOSITION.remotes, mf_product: { version: '9.9.9', manifest: '/remotes/mf-product/9.9.9/mf-manifest.json' } } }));
      const edited = await get('/arama?q=y%C3%BCz%C3%BCk');
      assert.match(edited.body, /"mf_product":\{"version":"9\.9\.9"/);
      assert.notEqual(edited.headers.etag.slice(0, 12), res.headers.etag.slice(0, 12));
    } finally {
      writeFileSync(site.compositionFile, JSON.stringify(COMPOSITION));
    }
  });

  test("a built file's brotli copy from the build is sent as it is; a stale one is not", async () => {
    const fresh = await get('/remotes/mf-catalog/0.1.0/512.89abcdef.js', { 'accept-encoding': 'br' });
    assert.equal(fresh.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(fresh.rawPayload).toString('utf8'), PRECOMPRESSED_SCRIPT);
    // Gzip is still made from the file itself.
    assert.equal(gunzipSync((await get('/remotes/mf-catalog/0.1.0/512.89abcdef.js', { 'accept-encoding': 'gzip' })).rawPayload).toString('utf8'), SHELL_SCRIPT);
    // The file rebuilt after its copy was written: the copy is not its compressed body any more.
    const file = join(site.root, 'mf-catalog', 'dist', '0.1.0', '512.89abcdef.js');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const rebuilt = await get('/remotes/mf-catalog/0.1.0/512.89abcdef.js', { 'accept-encoding': 'br' });
    assert.equal(brotliDecompressSync(rebuilt.rawPayload).toString('utf8'), SHELL_SCRIPT);
  });

  test('/composition.json is read on every request and never stored', async () => {
    const res = await get('/composition.json');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.deepEqual(JSON.parse(res.body), COMPOSITION);
  });

  test('built files: hashed ones immutable, others revalidated, compressed once when asked, 304 on their ETag', async () => {
    const script = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(script.statusCode, 200);
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(script.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(script.headers['content-encoding'], 'br');
    assert.match(script.headers.vary, /accept-encoding/);
    assert.equal(brotliDecompressSync(script.rawPayload).toString('utf8'), SHELL_SCRIPT);
    const gzipped = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    assert.equal(gunzipSync(gzipped.rawPayload).toString('utf8'), SHELL_SCRIPT);
    const plain = await get('/main.0123abcd.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, SHELL_SCRIPT);
    assert.equal((await get('/main.0123abcd.js', { 'if-none-match': script.headers.etag })).statusCode, 304);

    const entry = await get('/remotes/mf-catalog/0.1.0/remoteEntry.js');
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const chunk = await get('/remotes/mf-catalog/0.1.0/512.89abcdef.js');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/mf-manifest.json')).headers['cache-control'], 'no-cache');
  });

  test('what is not there: 404 for files, unknown remotes and paths out of a build; 405 for writes to pages', async () => {
    assert.equal((await get('/nope.js')).statusCode, 404);
    assert.equal((await get('/remotes/mf-unknown/0.1.0/remoteEntry.js')).statusCode, 404);
    assert.equal((await get('/remotes/mf-catalog/0.1.0/%2e%2e/%2e%2e/%2e%2e/secret.txt')).statusCode, 404);
    assert.equal((await get('/remotes/mf-catalog/0.1.0/missing.js')).statusCode, 404);
    assert.equal((await get('/server/main.js')).statusCode, 404);
    const post = await site.app.inject({ method: 'POST', url: '/kolye', payload: 'x' });
    assert.equal(post.statusCode, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });

  test('robots.txt is written from the route table', async () => {
    const res = await get('/robots.txt');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /^text\/plain/);
    assert.match(res.body, /^User-agent: \*$/m);
    for (const path of ['/cart', '/en/cart', '/account', '/en/account', '/checkout', '/wishlist', '/login', '/en/login', '/register', '/arama', '/en/arama']) assert.match(res.body, new RegExp(`^Disallow: ${path}/$`, 'm'));
    assert.match(res.body, /^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
  });

  test('HEAD of a page answers its headers without a body', async () => {
    const res = await site.app.inject({ method: 'HEAD', url: '/kolye' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, '');
    assert.match(res.headers.etag, /^W\//);
  });
});

describe('server-rendered pages', () => {
  let site;
  before(async () => {
    site = await makeSite({ bundle: RENDERING_BUNDLE, env: { SSR_BUDGET_MS: '250', GOOGLE_MAPS_API_KEY: 'maps-key' } });
  });
  after(() => site.close());

  test('renderPage gets the request and the settings; its page is served with the render time', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/en/kolye?page=2', headers: { cookie: 'a=b', 'accept-encoding': 'br' } });
    assert.equal(res.statusCode, 200);
    // The wall time renderPage reported, and the CPU time the site server measured around it.
    assert.match(res.headers['server-timing'], /^render;dur=12\.3, cpu;dur=\d+\.\d, cache;desc=miss$/);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['content-language'], 'en');
    assert.equal(res.headers['cache-control'], 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const input = inputOf(brotliDecompressSync(res.rawPayload).toString('utf8'));
    assert.deepEqual(input, {
      url: '/en/kolye?page=2',
      origin: 'https://shop.example',
      cookie: 'a=b',
      config: { googleMapsApiKey: 'maps-key', languageSelectorEnabled: true, telemetrySampleRate: 1 },
      apiUrl: `http://127.0.0.1:${site.settings.apiPort}`,
      // The loopback listener that serves the remotes' server builds (server-build-files.mjs), not the public port.
      selfUrl: input.selfUrl,
      budgetMs: 250,
      // Put in place of each answer's nonce as the page is sent (security-headers.mjs).
      scriptNonce: NONCE_MARK,
      remotes: ['mf_catalog'],
    });
    assert.match(input.selfUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.notEqual(input.selfUrl, 'http://127.0.0.1:3999');
    assert.ok(site.logs.some((l) => l.startsWith('server rendering on')));
  });

  test('an address that is no page is a 404, cached for a shorter time', async () => {
    for (const url of ['/bu-sayfa-yok', '/sayfa/bu-sayfa-yok']) {
      const res = await site.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.headers['cache-control'], 'public, max-age=0, s-maxage=10');
      assert.match(res.headers.etag, /^W\/"c/);
      // A validator of a missing page does not turn it into a 304.
      assert.equal((await site.app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag } })).statusCode, 404);
    }
  });

  test('the server build\'s pageRedirect answers before any render: 302, private, varying by cookie', async () => {
    for (const [url, cookie, location] of [
      ['/account', '', '/login?redirectUrl=%2Faccount'],
      ['/account/orders?page=2', 'token=', '/login?redirectUrl=%2Faccount%2Forders%3Fpage%3D2'],
      ['/?utm_source=x', 'NEXT_LANGUAGE=en', '/en?utm_source=x'],
    ]) {
      const res = await site.app.inject({ method: 'GET', url, headers: { cookie } });
      assert.equal(res.statusCode, 302, url);
      assert.equal(res.headers.location, location);
      assert.equal(res.headers['cache-control'], 'private, no-store');
      assert.match(res.headers.vary, /cookie/i);
      assert.equal(res.headers.etag, undefined);
      assert.equal(res.body, '');
    }
    const page = await site.app.inject({ method: 'GET', url: '/account', headers: { cookie: 'token=abc' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['server-timing'], /^render;dur=12\.3, cpu;dur=\d+\.\d, cache;desc=miss$/);
  });

  test('the language selector switched off reaches pageRedirect', async () => {
    const off = await makeSite({ bundle: RENDERING_BUNDLE, env: { LANGUAGE_SELECTION: 'off' } });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/', headers: { cookie: 'NEXT_LANGUAGE=en' } });
      assert.equal(res.statusCode, 200);
      assert.match(res.headers.vary, /cookie/i);
    } finally {
      await off.close();
    }
  });
});

describe('the page cache and the cookie consent', () => {
  let site;
  before(async () => {
    site = await makeSite({ bundle: RENDERING_BUNDLE, env: { SSR_CACHE_MS: '60000' } });
  });
  after(() => site.close());

  test('keeps pages for visitors with and without a cookie choice apart (the consent banner)', async () => {
    const get = (url, cookie) => site.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const first = await get('/yuzuk?sira=1');
    assert.match(first.headers['server-timing'], /^render;dur=12\.3, cpu;dur=\d+\.\d, cache;desc=miss$/);
    const chosen = await get('/yuzuk?sira=1', 'cookie_consent=v1.a0.m0');
    assert.match(chosen.headers['server-timing'], /cache;desc=miss/);
    assert.equal(inputOf(chosen.body).cookie, 'cookie_consent=v1.a0.m0');
    // Another valid choice: the page without the banner is the same page.
    assert.match((await get('/yuzuk?sira=1', 'x=1; cookie_consent=v1.a1.m1')).headers['server-timing'], /cache;desc=hit/);
    // A forged value is no choice: the page with the banner.
    assert.match((await get('/yuzuk?sira=1', 'cookie_consent=v9')).headers['server-timing'], /cache;desc=hit/);
    assert.equal(inputOf((await get('/yuzuk?sira=1', 'cookie_consent=v9')).body).cookie, '');
  });
});

describe('server builds that fail', () => {
  test('a render or a pageRedirect that throws: the client-rendered page (no redirect), logged once', async () => {
    for (const [bundle, urls, failure] of [
      [FAILING_BUNDLE, ['/kolye', '/yuzuk', '/kolye'], 'window is not defined'],
      [RENDERING_BUNDLE, ['/redirect-throws', '/redirect-throws'], 'pageRedirect broke'],
    ]) {
      const site = await makeSite({ bundle });
      try {
        for (const url of urls) {
          const res = await site.app.inject({ method: 'GET', url });
          assert.equal(res.statusCode, 200, url);
          assert.match(res.body, /__STOREFRONT_CONFIG__/);
          assert.equal(res.headers['server-timing'], undefined);
        }
        assert.equal(site.logs.filter((l) => l.includes(failure)).length, 1);
      } finally {
        await site.close();
      }
    }
  });

  test('a build that does not load, one without pageRedirect, or SSR=off: the client-rendered page and no redirect', async () => {
    for (const [options, failure, failures] of [
      [{ bundle: BROKEN_BUNDLE }, 'cannot start', 1],
      [{ bundle: RENDER_ONLY_BUNDLE }, 'exports no pageRedirect function', 1],
      [{ bundle: RENDERING_BUNDLE, env: { SSR: 'off' } }, 'cannot start', 0],
    ]) {
      const site = await makeSite(options);
      try {
        for (const url of ['/kolye', '/account', '/kolye']) {
          const res = await site.app.inject({ method: 'GET', url });
          assert.equal(res.statusCode, 200, url);
          assert.match(res.body, /__STOREFRONT_CONFIG__/);
        }
        assert.equal(site.logs.filter((l) => l.includes(failure)).length, failures);
        assert.ok(!site.logs.some((l) => l.startsWith('server rendering on')));
      } finally {
        await site.close();
      }
    }
  });
});

describe('the gateway to the API', () => {
  let api;
  let site;
  before(async () => {
    api = await startFakeApi();
    site = await makeSite({ env: { API_PORT: String(api.port) } });
  });
  after(async () => {
    await site.close();
    await api.close();
  });

  test('passes requests on with the visitor address and the site host, and compresses JSON', async () => {
    const res = await site.app.inject({
      method: 'POST',
      url: '/graphql?op=x',
      headers: { host: 'shop.example', 'content-type': 'application/json', 'accept-encoding': 'br', 'x-forwarded-for': '6.6.6.6' },
      payload: '{"query":"{ __typename }"}',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    const answer = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    assert.deepEqual({ ...answer.data.echo, padding: undefined }, { method: 'POST', url: '/graphql?op=x', body: '{"query":"{ __typename }"}', padding: undefined });
    const seen = api.received.at(-1);
    // Appended: the API trusts the chain only through its TRUSTED_PROXIES.
    assert.equal(seen.headers['x-forwarded-for'], '6.6.6.6, 127.0.0.1');
    assert.equal(seen.headers['x-forwarded-host'], 'shop.example');
    assert.equal(seen.headers.host, 'shop.example');
  });

  test('the staff API is passed on with its own cookie; the shop login cookie never becomes its bearer', async () => {
    const res = await site.app.inject({
      method: 'POST',
      url: '/admin/graphql',
      headers: { host: 'shop.example', 'content-type': 'application/json', cookie: 'token=shopperToken1; staff_session=staffToken1' },
      payload: '{"query":"{ me { id } }"}',
    });
    assert.equal(res.statusCode, 404, 'the stand-in API does not know the path: its answer comes back as it is');
    const seen = api.received.at(-1);
    assert.equal(seen.url, '/admin/graphql');
    assert.equal(seen.headers.authorization, undefined);
    assert.equal(seen.headers.cookie, 'token=shopperToken1; staff_session=staffToken1');
    // The shop's own API still gets the login cookie as a bearer.
    await site.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie: 'token=shopperToken1' }, payload: '{"query":"{ __typename }"}' });
    assert.equal(api.received.at(-1).headers.authorization, 'Bearer shopperToken1');
  });

  test('request bodies reach the API as they came, encoded ones too', async () => {
    const body = gzipSync('{"query":"{ __typename }"}');
    const res = await site.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: body });
    assert.equal(res.statusCode, 200);
    const seen = api.received.at(-1);
    assert.equal(seen.headers['content-encoding'], 'gzip');
    assert.equal(seen.headers['content-length'], String(body.length));
  });

  test('server-sent events pass uncompressed', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/graphql/stream', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/event-stream');
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body, 'data: one\n\ndata: two\n\n');
  });

  test('the sitemap and its parts are the API\'s', async () => {
    for (const url of ['/sitemap.xml', '/sitemap-3.xml']) {
      const res = await site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(res.statusCode, 200, url);
      assert.match(res.headers['content-type'], /xml/);
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.match(gunzipSync(res.rawPayload).toString('utf8'), /<urlset>/);
    }
  });

  test('502 with a GraphQL error when the API does not answer', async () => {
    const down = await makeSite();
    try {
      // Over a real connection: the request body is being read when the API refuses it.
      await down.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`http://127.0.0.1:${down.app.server.address().port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
      assert.equal(res.status, 502);
      assert.match(res.headers.get('content-type'), /^application\/json/);
      assert.deepEqual(await res.json(), { errors: [{ message: 'API unavailable', extensions: { code: 'API_UNAVAILABLE' } }] });
    } finally {
      await down.close();
    }
  });
});
