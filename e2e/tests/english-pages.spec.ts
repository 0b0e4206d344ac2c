// English pages (issue 11): under /en a product, a category and home show English from the
// demo data (title, meta description, price format, badges, attribute names, menus, content
// blocks) with no Turkish-only label of the demo data left; the same pages without /en stay Turkish.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support';

const BRAND = 'Işıltı Takı';

interface ProductCard {
  name: string;
  seName: string;
  badges: { name: string }[];
  productAttributes: { name: string }[];
}

/** A GraphQL read in a language, as the shell sends it. */
async function gqlIn<T>(request: APIRequestContext, language: 'tr' | 'en', query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'application-id': 'storefront-web', language, country: 'tr' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A ring of the "yuzuk" listing with a badge and a size selector, in both languages. */
async function ringWithBadge(request: APIRequestContext): Promise<{ tr: ProductCard; en: ProductCard }> {
  const { urlRecord } = await gqlIn<{ urlRecord: { entityId: number } }>(request, 'tr', 'query { urlRecord(seName: "yuzuk") { entityId } }');
  const list = (language: 'tr' | 'en') =>
    gqlIn<{ categoryV2: { data: { products: ProductCard[] } } }>(
      request,
      language,
      'query L($id: Int!) { categoryV2(id: $id, pageNumber: 1, pageSize: 48) { data { products { name seName badges { name } productAttributes { name } } } } }',
      { id: urlRecord.entityId },
    );
  const [tr, en] = [await list('tr'), await list('en')];
  const index = tr.categoryV2.data.products.findIndex((p) => p.badges.length > 0 && p.productAttributes.length > 0);
  expect(index, 'a ring with a badge and sizes on the first page').toBeGreaterThanOrEqual(0);
  return { tr: tr.categoryV2.data.products[index]!, en: en.categoryV2.data.products.find((p) => p.seName === tr.categoryV2.data.products[index]!.seName)! };
}

/** Labels of the demo data that exist only in Turkish wording. */
const TURKISH_LABELS = ['Yüzük Ölçüsü', 'Çok Satan', 'İndirim', 'Son Ürünler', 'Online Özel', 'Yüzük Modelleri', 'Popüler Kategoriler', 'Hızlı Teslimat', 'Ağırlık', 'Taş', 'Pazartesi'];

async function expectNoTurkishLabels(page: Page) {
  const text = await page.getByRole('main').innerText();
  for (const label of TURKISH_LABELS) expect(text, `"${label}" on ${page.url()}`).not.toContain(label);
  expect(text).not.toMatch(/\d,\d\d TL\b/);
}

const description = (page: Page) => page.locator('head meta[name="description"]').getAttribute('content');

test('a product page under /en: English title, meta description, price, badges and size label; Turkish without /en', async ({ page, request }) => {
  const ring = await ringWithBadge(request);
  expect(ring.en.name).not.toBe(ring.tr.name);

  await page.goto(`/en/${ring.en.seName}`);
  const product = page.getByRole('main').locator('[data-boundary="mf-product"]');
  await expect(product.getByRole('heading', { level: 1 })).toHaveText(ring.en.name);
  await expect(page).toHaveTitle(`${ring.en.name} | ${BRAND}`);
  const meta = await description(page);
  expect(meta).toMatch(new RegExp(`^${ring.en.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} TRY\\s\\d{1,3}(,\\d{3})*\\.\\d{2}\\. A `));
  expect(meta).not.toMatch(/ TL|₺|[ğşıçöü]/);
  await expect(product.getByText(/^TRY\s\d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible();
  const badges = product.getByRole('list', { name: 'Labels' });
  await expect(badges.getByRole('listitem')).toHaveText(ring.en.badges.map((b) => b.name));
  for (const badge of ring.en.badges) expect(['New', 'Sale', 'Bestseller', 'Online Exclusive', 'Last Pieces']).toContain(badge.name);
  await expect(product.getByText('Ring Size', { exact: true }).first()).toBeVisible();
  await expect(product.getByRole('region', { name: 'About this product' })).toContainText(`Buy the ${ring.en.name} with the ${BRAND} guarantee`);
  await expectNoTurkishLabels(page);
  // The server's HTML (what a crawler reads) has the English head already.
  const html = await (await request.get(`/en/${ring.en.seName}`)).text();
  expect(html).toContain(`<title data-head="title">${ring.en.name} | ${BRAND}</title>`);

  await page.goto(`/${ring.tr.seName}`);
  await expect(product.getByRole('heading', { level: 1 })).toHaveText(ring.tr.name);
  await expect(page).toHaveTitle(`${ring.tr.name} | ${BRAND}`);
  expect(await description(page)).toMatch(/\d,\d\d TL\./);
  await expect(product.getByRole('list', { name: 'Etiketler' }).getByRole('listitem')).toHaveText(ring.tr.badges.map((b) => b.name));
  await expect(product.getByText('Yüzük Ölçüsü', { exact: true }).first()).toBeVisible();
});

test('a category page under /en: English title, meta description, heading, filters and card badges; Turkish without /en', async ({ page }) => {
  await page.goto('/en/yuzuk');
  const listing = page.getByRole('main').locator('[data-boundary="mf-catalog"]');
  await expect(listing.getByRole('heading', { level: 1 })).toContainText('Rings');
  await expect(page).toHaveTitle(`Rings: Designs and Prices | ${BRAND}`);
  expect(await description(page)).toBe(`Rings at fair prices from ${BRAND}. Free shipping on orders of 1,500 TL or more and returns within 15 days.`);
  await expect(listing.getByRole('link', { name: /Gold Rings/ }).first()).toBeVisible();
  await expect(listing.getByRole('button', { name: 'Stone', exact: true })).toBeVisible();
  await expect(listing.getByText(/^(New|Sale|Bestseller|Online Exclusive|Last Pieces)$/).first()).toBeVisible();
  await expectNoTurkishLabels(page);

  await page.goto('/yuzuk');
  await expect(listing.getByRole('heading', { level: 1 })).toContainText('Yüzük');
  await expect(page).toHaveTitle(`Yüzük Modelleri ve Fiyatları | ${BRAND}`);
  await expect(listing.getByRole('button', { name: 'Taş', exact: true })).toBeVisible();
  await expect(listing.getByText(/^(Yeni|İndirim|Çok Satan|Online Özel|Son Ürünler)$/).first()).toBeVisible();
});

test('home under /en: English title, meta description, menu and content blocks; Turkish without /en', async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveTitle(/Gold, Silver and Diamond Jewellery/);
  expect(await description(page)).not.toMatch(/[ğşıçöü]/);
  const main = page.getByRole('main');
  await expect(main.getByText('Fast Delivery', { exact: true })).toBeVisible();
  // The product slider (another team's widget below the first screen) loads as the shopper scrolls.
  await page.mouse.wheel(0, 600);
  await expect(main.getByRole('heading', { name: 'Gold Necklaces' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Rings', exact: true }).first()).toBeAttached();
  await expectNoTurkishLabels(page);
  // The footer's group titles (text as written; the style shows them in capitals).
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Popular Categories', { exact: true })).toBeVisible();
  await expect(footer.getByText('Popüler Kategoriler', { exact: true })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('main').getByText('Hızlı Teslimat', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Popüler Kategoriler', { exact: true })).toBeVisible();
});
