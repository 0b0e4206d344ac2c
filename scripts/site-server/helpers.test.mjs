// The site server's pure helpers: reading the shell's route table (login, language, route
// matching for preload hints), robots.txt,
// page caching headers and validators, encodings, paths. node --test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { consentCookieOf, consentVariant, isLoggedIn, languagePrefixes, matchRoute, splitLanguage } from './route-table.mjs';
import { disallowedPrefixes, robotsTxt } from './robots-txt.mjs';
import { PRIVATE, PUBLIC_NOT_FOUND, PUBLIC_PAGE, etagMatches, pageCacheHeaders, pageEtag } from './http-caching.mjs';
import { builtFileCacheControl, preferredEncoding, safeJoin } from './static-files.mjs';
import { isApiPath } from './api-proxy.mjs';
import { requestLocation } from './page-response.mjs';
import { renderTimeoutMs } from './server-render.mjs';
import { TABLE } from './test-site.mjs';


test('a valid consent cookie makes the chosen variant; none, a forged or another version asks; an old table has one variant', () => {
  assert.equal(consentVariant('a=1; cookie_consent=v1.a0.m0', TABLE), 'chosen');
  assert.equal(consentVariant('cookie_consent=v1.a1.m1; b=2', TABLE), 'chosen');
  assert.equal(consentVariant('', TABLE), 'ask');
  assert.equal(consentVariant('cookie_consent=v2.a1.m1', TABLE), 'ask');
  assert.equal(consentVariant('cookie_consent=v1.a1.m1x', TABLE), 'ask');
  assert.equal(consentVariant('xcookie_consent=v1.a1.m1', TABLE), 'ask');
  assert.equal(consentVariant('cookie_consent=%E0%A4%A', TABLE), 'ask');
  assert.equal(consentVariant('cookie_consent=v1.a1.m1', { ...TABLE, consentCookie: undefined }), '');
  // The shared not-found page is rendered with the choice alone, never another cookie.
  assert.equal(consentCookieOf('token=secret; cookie_consent=v1.a0.m1; b=2', TABLE), 'cookie_consent=v1.a0.m1');
  assert.equal(consentCookieOf('token=secret; cookie_consent=v1.a0.m1;x', TABLE), 'cookie_consent=v1.a0.m1');
  assert.equal(consentCookieOf('token=secret; cookie_consent=forged', TABLE), '');
});

test('a non-empty token cookie of the table is a login; a table without its name makes every page private', () => {
  assert.equal(isLoggedIn('a=1; token=x%20y; b=2', TABLE), true);
  assert.equal(isLoggedIn('mytoken=1; tokens=2', TABLE), false);
  assert.equal(isLoggedIn('token=a=b', TABLE), true);
  assert.equal(isLoggedIn('token=', TABLE), false);
  assert.equal(isLoggedIn('token= ; x=1', TABLE), false);
  assert.equal(isLoggedIn('', TABLE), false);
  assert.equal(isLoggedIn(undefined, TABLE), false);
  assert.equal(isLoggedIn('auth=1', { ...TABLE, tokenCookie: 'auth' }), true);
  assert.equal(isLoggedIn('', { routes: [] }), true);
  assert.equal(isLoggedIn('', null), true);
});

test('a path\'s language is the table\'s prefix it starts with', () => {
  assert.deepEqual(splitLanguage('/en', TABLE), { language: 'en', path: '/' });
  assert.deepEqual(splitLanguage('/en/kolye', TABLE), { language: 'en', path: '/kolye' });
  assert.deepEqual(splitLanguage('/english', TABLE), { language: 'tr', path: '/english' });
  assert.deepEqual(splitLanguage('/', TABLE), { language: 'tr', path: '/' });
  assert.deepEqual(splitLanguage('/en/kolye', null), { language: null, path: '/en/kolye' });
  assert.deepEqual(languagePrefixes(TABLE), ['', '/en']);
});

test('paths name the route the shell would render, static segments before parameters', () => {
  assert.equal(matchRoute('/cart', TABLE).route.path, '/cart');
  assert.equal(matchRoute('/cart/', TABLE).route.path, '/cart');
  assert.equal(matchRoute('/Cart', TABLE).route.path, '/cart');
  assert.deepEqual(matchRoute('/en/account/orders/A100', TABLE), { route: TABLE.routes[9] });
  assert.equal(matchRoute('/account/orders/cancel/A100', TABLE).route.module, './OrderRequestPage');
  assert.equal(matchRoute('/en', TABLE).route.path, '/');
  assert.deepEqual(matchRoute('/kolye', TABLE), { seName: 'kolye' });
  assert.deepEqual(matchRoute('/en/k%C3%BCpe', TABLE), { seName: 'küpe' });
  assert.equal(matchRoute('/sayfa/iletisim', TABLE).route.path, '/sayfa/:slug');
  assert.equal(matchRoute('/a/b/c', TABLE), null);
  assert.equal(matchRoute('/cart', null), null);
});

test('robots.txt keeps crawlers out of login, register, account, cart, checkout, wishlist and search, in both languages', () => {
  assert.deepEqual(disallowedPrefixes(TABLE), ['/cart', '/arama', '/login', '/account', '/checkout', '/register', '/wishlist']);
  const robots = robotsTxt(TABLE, 'https://shop.example');
  const lines = robots.split('\n');
  assert.equal(lines[0], 'User-agent: *');
  for (const path of ['/cart', '/en/cart', '/account', '/en/account', '/arama', '/en/arama', '/login', '/en/register', '/en/wishlist', '/checkout']) {
    assert.ok(lines.includes(`Disallow: ${path}$`) && lines.includes(`Disallow: ${path}/`) && lines.includes(`Disallow: ${path}?`), path);
  }
  // A product whose name starts like a disallowed path stays crawlable.
  assert.ok(!lines.some((l) => l === 'Disallow: /cart'));
  assert.ok(!lines.some((l) => /Disallow: \/(en\/)?(sayfa|kolye)/.test(l)));
  assert.ok(lines.includes('Sitemap: https://shop.example/sitemap.xml'));
});

test('pages carry a weak validator of the composition and the body, and match If-None-Match', () => {
  const etag = pageEtag('{"remotes":{}}', '<html>a</html>');
  assert.match(etag, /^W\/"c[0-9a-f]{8}-[0-9a-f]{16}"$/);
  assert.equal(pageEtag('{"remotes":{}}', '<html>a</html>'), etag);
  assert.notEqual(pageEtag('{"remotes":{"x":1}}', '<html>a</html>').slice(0, 12), etag.slice(0, 12));
  assert.notEqual(pageEtag('{"remotes":{}}', '<html>b</html>'), etag);
  assert.equal(etagMatches(etag, etag), true);
  assert.equal(etagMatches(etag.slice(2), etag), true);
  assert.equal(etagMatches(`W/"other", ${etag}`, etag), true);
  assert.equal(etagMatches('*', etag), true);
  assert.equal(etagMatches('W/"other"', etag), false);
  assert.equal(etagMatches(undefined, etag), false);
});

test('anonymous pages are shared-cacheable (404 shorter), logged-in ones private', () => {
  assert.deepEqual(pageCacheHeaders({ status: 200, loggedIn: false, variesByCookie: false }), { 'cache-control': PUBLIC_PAGE, vary: 'accept-encoding' });
  assert.equal(PUBLIC_PAGE, 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  assert.equal(pageCacheHeaders({ status: 404, loggedIn: false })['cache-control'], PUBLIC_NOT_FOUND);
  assert.equal(pageCacheHeaders({ status: 200, loggedIn: true })['cache-control'], PRIVATE);
  assert.equal(pageCacheHeaders({ status: 200, loggedIn: false, variesByCookie: true }).vary, 'accept-encoding, cookie');
});

test('encodings, paths and API prefixes', () => {
  assert.equal(preferredEncoding('gzip, deflate, br'), 'br');
  assert.equal(preferredEncoding('gzip, br;q=0'), 'gzip');
  assert.equal(preferredEncoding('identity'), null);
  assert.equal(preferredEncoding(undefined), null);
  assert.equal(preferredEncoding('*'), 'br');
  assert.equal(preferredEncoding('*, br;q=0'), 'gzip');
  assert.equal(safeJoin('/srv/dist', '/a/b.js'), '/srv/dist/a/b.js');
  assert.equal(safeJoin('/srv/dist', '/../secret'), null);
  assert.equal(safeJoin('/srv/dist', '/%2e%2e/secret'), null);
  assert.equal(safeJoin('/srv/dist', '/%E0%A4%A'), null);
  assert.equal(builtFileCacheControl('/x/main.9c380473.js'), 'public, max-age=31536000, immutable');
  assert.equal(builtFileCacheControl('/x/remoteEntry.js'), 'no-cache');
  assert.equal(builtFileCacheControl('/fonts/jost-latin-wght-normal.0a1b2c3d.woff2'), 'public, max-age=31536000, immutable');
  for (const path of ['/graphql', '/admin/graphql', '/Catalog/CategoryV2', '/images/1.webp', '/captcha/challenge', '/payment/3d', '/sitemap.xml', '/sitemap-12.xml']) assert.ok(isApiPath(path), path);
  for (const path of ['/', '/kolye', '/admin', '/sitemap-x.xml', '/sitemap.xml.gz', '/remotes/mf-catalog/0.1.0/x.js']) assert.ok(!isApiPath(path), path);
  assert.deepEqual(requestLocation('/en/cart?x=1'), { pathname: '/en/cart', search: '?x=1' });
  assert.deepEqual(requestLocation('//evil.example/cart?'), { pathname: '//evil.example/cart', search: '' });
  assert.ok(renderTimeoutMs(300) >= 3000);
});
