// Runtime composition: the shell reads the composition at boot; `compose set` switches a
// remote's version with no rebuild; one copy of each shared library is loaded; each page carries
// preload hints for its route remote's files, from the version the composition names.
import type { Page } from '@playwright/test';
import { E2E_ALT_VERSION } from '../scripts/e2e-paths.mjs';
import { compose, readComposition, siteFollows, writeComposition } from '../scripts/e2e-compose.mjs';
import { expect, test, area, loginWithPassword } from './support';

test('compose set switches a remote to another deployed version, with no restart', async ({ page }) => {
  const original = await readComposition();
  try {
    const entry = original.remotes.mf_stores_content;
    const before: string[] = [];
    page.on('request', (r) => before.push(r.url()));
    await page.goto('/');
    await expect(area(page, 'mf-stores-content')).toBeVisible();
    expect(before.some((u) => u.includes(`/remotes/mf-stores-content/${entry.version}/`))).toBe(true);
    // The page carries the composition inline: no round trip for the file before the remotes.
    expect(before.some((u) => u.endsWith('/composition.json'))).toBe(false);

    const set = compose('set', 'mf-stores-content', E2E_ALT_VERSION);
    expect(set.code, set.out).toBe(0);
    await siteFollows();

    const after: string[] = [];
    page.on('request', (r) => after.push(r.url()));
    await page.reload();
    await expect(area(page, 'mf-stores-content')).toBeVisible();
    expect(after.some((u) => u.includes(`/remotes/mf-stores-content/${E2E_ALT_VERSION}/`))).toBe(true);
    expect(after.some((u) => u.includes(`/remotes/mf-stores-content/${entry.version}/`))).toBe(false);
  } finally {
    await writeComposition(original);
  }
});

test('without a readable composition the shop runs on the copy bundled with the shell', async ({ page }) => {
  // Neither the copy inlined into the page nor the file can be read.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/;window\.__STOREFRONT_COMPOSITION__=.*?<\/script>/s, '</script>');
    expect(body).not.toContain('__STOREFRONT_COMPOSITION__');
    await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body });
  });
  await page.route('**/composition.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/')) remoteRequests.push(r.url());
  });
  await page.goto('/');
  await expect(area(page, 'mf-stores-content')).toBeVisible();
  await page.goto('/login');
  await expect(area(page, 'mf-account')).toBeVisible();
  expect(remoteRequests.some((u) => /\/remotes\/mf-stores-content\/[^/]+\/mf-manifest\.json$/.test(u))).toBe(true);
  expect(remoteRequests.some((u) => u.includes(E2E_ALT_VERSION))).toBe(false);
});

test('React, the router, Apollo and Redux are each loaded once in the page', async ({ page }) => {
  // Bodies are read as responses arrive; all of them are awaited before counting.
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.ok()) scripts.push(r.text().then((body) => ({ url: r.url(), body }), () => ({ url: r.url(), body: '' })));
  });
  await page.goto('/');
  await expect(area(page, 'mf-stores-content')).toBeVisible();
  // Visit every other remote so each one's share negotiation happens too.
  await page.goto('/login');
  await loginWithPassword(page);
  await page.goto('/arama?q=kolye');
  await expect(area(page, 'mf-catalog')).toBeVisible();
  await area(page, 'mf-catalog').getByRole('list', { name: 'Ürünler' }).getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await expect(area(page, 'mf-product').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/cart');
  await expect(area(page, 'mf-cart-checkout')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  // Markers that only the library's own code contains.
  const markers: Record<string, RegExp> = {
    'react-dom': /__reactContainer\$/,
    'react-router': /useNavigate\(\) may be used only in the context of a <Router> component/,
    // A symbol's name only Apollo's core (the shell's own chunk, loaded when first needed) carries.
    '@apollo/client': /apollo\.observableQuery\.variablesUnknown/,
    redux: /@@redux\/INIT/,
  };
  for (const [lib, marker] of Object.entries(markers)) {
    // Two page loads fetch the same file twice: count distinct files.
    const carrying = [...new Set(loaded.filter((s) => marker.test(s.body)).map((s) => s.url))];
    expect(carrying.length, `${lib} loaded by: ${carrying.join(', ')}`).toBe(1);
  }
});

/** The preload hints a served page carries, as paths. */
async function preloadsOf(request: Page['request'], path: string, status = 200): Promise<{ hints: string[]; html: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(status);
  const html = await response.text();
  return { html, hints: [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]) };
}

test("each page names its route remote's files for preloading, from the composition, and each is fetched once", async ({ page, request }) => {
  const original = await readComposition();
  const version = (remote: string) => original.remotes[remote].version as string;

  // Home: the home page module of mf-stores-content, its manifest, entry, chunks and styles.
  const home = await preloadsOf(request, '/');
  const homeBase = `/remotes/mf-stores-content/${version('mf_stores_content')}/`;
  expect(home.hints).toContain(`${homeBase}mf-manifest.json`);
  expect(home.hints).toContain(`${homeBase}remoteEntry.js`);
  expect(home.hints.some((h) => /__federation_expose_HomePage\.[0-9a-f]+\.js$/.test(h))).toBe(true);
  expect(home.hints.every((h) => h.startsWith(homeBase))).toBe(true);

  // A top-level seName: the server asks the API whether it is a category or a product.
  const listing = (await (await request.get('/Catalog/CategoryV2?categoryId=12&PageSize=48&language=tr&country=tr')).json()) as { seName?: string; products?: { seName: string }[] };
  const category = await preloadsOf(request, `/${listing.seName}`);
  expect(category.hints.some((h) => /\/remotes\/mf-catalog\/[^/]+\/__federation_expose_CategoryPage\./.test(h))).toBe(true);
  expect(category.html).toContain('"entityName":"CATEGORY"');
  const product = await preloadsOf(request, `/en/${listing.products![0].seName}`);
  expect(product.hints.some((h) => /\/remotes\/mf-product\/[^/]+\/__federation_expose_ProductPage\./.test(h))).toBe(true);
  // An unknown seName preloads nothing: the server answers the not-found page with 404.
  const unknown = await preloadsOf(request, '/boyle-bir-sayfa-yok-xyz', 404);
  expect(unknown.hints).toEqual([]);
  // A guarded page sends a visitor without the login cookie to login, from the server.
  expect((await request.get('/cart', { maxRedirects: 0 })).status()).toBe(302);

  // The browser uses the hints: no remote file is fetched twice, and the page works.
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/')) fetched.push(new URL(r.url()).pathname);
  });
  await page.goto(`/${listing.seName}`);
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const hint of category.hints) expect(fetched.filter((f) => f === hint), hint).toHaveLength(1);

  // Switching a version in the composition switches the hints with it, no rebuild.
  try {
    const composition = structuredClone(original);
    composition.remotes.mf_stores_content = { version: E2E_ALT_VERSION, manifest: `/remotes/mf-stores-content/${E2E_ALT_VERSION}/mf-manifest.json` };
    await writeComposition(composition);
    const switched = await preloadsOf(request, '/');
    expect(switched.hints).toContain(`/remotes/mf-stores-content/${E2E_ALT_VERSION}/remoteEntry.js`);
    expect(switched.hints.some((h) => h.includes(`/${version('mf_stores_content')}/`))).toBe(false);
  } finally {
    await writeComposition(original);
  }
});
