// Pages over plain HTTP, as a crawler or a shared cache meets them (no browser): the login
// guard's and the language choice's redirects are made by the server, anonymous pages may be
// kept by a CDN for a minute and revalidated with their ETag, a logged-in visitor's never,
// every page says its language, addresses that are no page answer 404, and robots.txt keeps
// crawlers out of the visitor's own pages and points at the sitemap.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { test, expect, demoListing } from './support';

type Route = { path: string; access: 'all' | 'login' | 'anonymous'; module: string };

/** The shell's route table as the site serves it beside index.html. */
async function routeTable(request: APIRequestContext): Promise<{ routes: Route[]; tokenCookie?: string }> {
  const response = await request.get('/route-table.json');
  expect(response.ok()).toBe(true);
  return response.json();
}

/** A concrete address of a route pattern: ':orderNumber' and the like get a made-up value. */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, 'A100');
const localized = (path: string, language: 'tr' | 'en') => (language === 'tr' ? path : path === '/' ? '/en' : `/en${path}`);
/** No redirect is followed: the answer itself is under test. */
const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => request.get(path, { headers, maxRedirects: 0 });
const header = (response: APIResponse, name: string) => response.headers()[name.toLowerCase()] ?? '';

/** A category and a product of the demo data, found through the API. */
async function catalogPages(request: APIRequestContext): Promise<{ category: string; product: string }> {
  const { category, product } = await demoListing(request);
  return { category: category.path, product: product.path };
}

test('a visitor without the login cookie is sent from every guarded route to login, with the way back, in both languages', async ({ request }) => {
  const table = await routeTable(request);
  const guarded = table.routes.filter((r) => r.access === 'login');
  expect(guarded.map((r) => r.path)).toEqual(expect.arrayContaining(['/cart', '/checkout', '/account', '/account/orders', '/wishlist', '/account/wishlist']));
  for (const route of guarded) {
    for (const language of ['tr', 'en'] as const) {
      const path = localized(concrete(route.path), language);
      const search = route.path === '/account/orders' ? '?page=2' : '';
      const response = await get(request, `${path}${search}`);
      expect(response.status(), path).toBe(302);
      // The order success pages send a logged-out visitor home, as the client guard does.
      const expected = route.module === './OrderSuccessPage' ? localized('/', language) : `${localized('/login', language)}?redirectUrl=${encodeURIComponent(`${path}${search}`)}`;
      expect(header(response, 'location'), path).toBe(expected);
      expect(header(response, 'cache-control'), path).toBe('private, no-store');
    }
  }
});

test('with the login cookie a guarded route is answered without a redirect, privately', async ({ request }) => {
  const table = await routeTable(request);
  const cookie = `${table.tokenCookie ?? 'token'}=e2e-made-up-token`;
  for (const path of ['/cart', '/en/cart', '/account', '/en/account/orders', '/wishlist', '/checkout']) {
    const response = await get(request, path, { cookie });
    expect(response.status(), path).not.toBe(302);
    expect(response.status(), path).toBeLessThan(500);
    expect(header(response, 'cache-control'), path).toBe('private, no-store');
    expect(header(response, 'etag'), path).toBe('');
  }
});

test('the home page sends a visitor who chose English to /en, keeping the query', async ({ request }) => {
  const response = await get(request, '/?utm_source=e2e', { cookie: 'NEXT_LANGUAGE=en' });
  expect(response.status()).toBe(302);
  expect(header(response, 'location')).toBe('/en?utm_source=e2e');
  expect(header(response, 'vary').toLowerCase()).toContain('cookie');
  // Turkish chosen, or no choice: the home page itself, which varies by cookie.
  for (const cookie of ['NEXT_LANGUAGE=tr', '']) {
    const home = await get(request, '/', cookie ? { cookie } : {});
    expect(home.status()).toBe(200);
    expect(header(home, 'vary').toLowerCase()).toContain('cookie');
    expect(header(home, 'vary').toLowerCase()).toContain('accept-encoding');
  }
});

test('anonymous pages may be kept by a shared cache and revalidated with their ETag', async ({ request }) => {
  const { category, product } = await catalogPages(request);
  for (const path of ['/', '/en', category, `/en${product}`]) {
    const response = await get(request, path);
    expect(response.status(), path).toBe(200);
    expect(header(response, 'content-type'), path).toBe('text/html; charset=utf-8');
    expect(header(response, 'cache-control'), path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(header(response, 'vary').toLowerCase(), path).toContain('accept-encoding');
    const etag = header(response, 'etag');
    expect(etag, path).toMatch(/^W\/"c[0-9a-f]{8}-[0-9a-f]{16}"$/);

    const revalidated = await get(request, path, { 'if-none-match': etag });
    expect(revalidated.status(), path).toBe(304);
    expect((await revalidated.body()).length, path).toBe(0);
    expect(header(revalidated, 'etag'), path).toBe(etag);
    expect((await get(request, path, { 'if-none-match': 'W/"c00000000-0000000000000000"' })).status(), path).toBe(200);
  }
});

test('a logged-in visitor\'s pages are private and carry no validator', async ({ request }) => {
  const table = await routeTable(request);
  const { product } = await catalogPages(request);
  for (const path of ['/', product]) {
    const response = await get(request, path, { cookie: `${table.tokenCookie ?? 'token'}=e2e-made-up-token` });
    expect(response.status(), path).toBe(200);
    expect(header(response, 'cache-control'), path).toBe('private, no-store');
    expect(header(response, 'etag'), path).toBe('');
  }
});

test('every page says its language', async ({ request }) => {
  const { category } = await catalogPages(request);
  for (const [path, language] of [['/', 'tr'], ['/en', 'en'], [category, 'tr'], [`/en${category}`, 'en'], ['/sayfa/iletisim', 'tr'], ['/en/login', 'en']]) {
    const response = await get(request, path);
    expect(header(response, 'content-language'), path).toBe(language);
  }
});

test('robots.txt keeps crawlers out of the visitor\'s own pages and search, and names the sitemap', async ({ request }) => {
  const response = await get(request, '/robots.txt');
  expect(response.status()).toBe(200);
  expect(header(response, 'content-type')).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n');
  expect(lines[0]).toBe('User-agent: *');
  for (const path of ['/login', '/register', '/account', '/cart', '/checkout', '/wishlist', '/arama']) {
    for (const localizedPath of [path, `/en${path}`]) {
      expect(lines, localizedPath).toContain(`Disallow: ${localizedPath}$`);
      expect(lines, localizedPath).toContain(`Disallow: ${localizedPath}/`);
    }
  }
  // Products and content pages stay crawlable.
  expect(lines.filter((l) => /^Disallow: \/(en\/)?sayfa/.test(l))).toEqual([]);
  expect(lines.find((l) => l.startsWith('Sitemap: '))).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
});

// These need the server render (shell/dist/server/main.js): without it every address is the
// client-rendered page, answered 200.
test('an address that is no page answers 404, kept for a shorter time', async ({ request }) => {
  for (const path of ['/bu-sayfa-yok', '/sayfa/bu-sayfa-yok', '/en/bu-sayfa-yok']) {
    const response = await get(request, path);
    expect(response.status(), path).toBe(404);
    expect(header(response, 'content-type'), path).toBe('text/html; charset=utf-8');
    expect(header(response, 'cache-control'), path).toBe('public, max-age=0, s-maxage=10');
  }
});

test('server-rendered pages carry their render time', async ({ request }) => {
  const { category, product } = await catalogPages(request);
  for (const path of ['/', category, product]) {
    const response = await get(request, path);
    expect(header(response, 'server-timing'), path).toMatch(/^render;dur=\d+(\.\d+)?(, cpu;dur=\d+(\.\d+)?)?, cache;desc=(hit|miss|stale)$/);
  }
});

test('parameters no page reads change nothing: the listing is rendered ready with a clean canonical', async ({ request, baseURL }) => {
  const { category } = await catalogPages(request);
  const response = await get(request, `${category}?page=2&utm_source=mail&gclid=1`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<link rel="canonical" href="${new URL(baseURL!).origin}${category}"`);
  expect(header(response, 'cache-control')).toContain('public');
});

test('bad input answers 4xx, never a page or a 500', async ({ request, baseURL }) => {
  for (const path of ['/kolye%00', '/sayfa/a%0Ab', '/kolye?q=%E0%A4%A', '/Catalog/CategoryV2?categoryId=%E0%A4%A']) {
    const response = await get(request, path);
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
    expect(header(response, 'cache-control'), path).not.toContain('public');
  }
  // Absolute: a path of its own would be read as the host 'account'.
  const doubled = await get(request, `${new URL(baseURL!).origin}//account`);
  expect(doubled.status()).toBe(301);
  expect(header(doubled, 'location')).toBe('/account');
});
