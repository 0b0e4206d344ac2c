// Collection journeys (mf-stores-content's banners, mf-catalog's listing): a home banner of a
// special collection opens the collection's own listing, which lists that collection's products
// and nothing else (not a text search that also finds products outside the collection).
import type { Page } from '@playwright/test';
import { test, expect, area, gql } from './support';

const catalog = (page: Page) => area(page, 'mf-catalog');
const cards = (page: Page) => catalog(page).getByRole('list', { name: 'Ürünler' }).locator(':scope > li');

/** Every product of a listing (by seName), with its collection, read through the API. */
async function collectionOfListing(page: Page, seName: string) {
  const { urlRecord } = await gql<{ urlRecord: { entityId: number; entityName: string } }>(page.request, `query U($s: String!) { urlRecord(seName: $s) { entityId entityName } }`, { s: seName });
  const { categoryV2 } = await gql<{ categoryV2: { data: { totalItems: number; products: { name: string; collection: string | null }[] } } }>(
    page.request,
    `query L($id: Int!) { categoryV2(id: $id, pageNumber: 1, pageSize: 100) { data { totalItems products { name collection } } } }`,
    { id: urlRecord.entityId },
  );
  return categoryV2.data;
}

test.describe('collections', () => {
  test('"Koleksiyonu keşfet" on the Gold Premium Created slide opens the collection listing with only its products', async ({ page }) => {
    await page.goto('/');
    const carousel = area(page, 'mf-stores-content').getByRole('region', { name: 'Kampanyalar' });
    // The shopper stops the slides and goes back to the first one: the Gold Premium Created slide.
    const pause = carousel.getByRole('button', { name: 'Slaytları durdur' });
    if (await pause.isVisible()) await pause.click();
    const first = carousel.getByRole('button', { name: '1. slayta git' });
    if (await first.isVisible()) await first.click();
    const explore = carousel.getByRole('group', { name: /^1 \// }).getByRole('link', { name: /Koleksiyonu keşfet/ });
    await expect(explore).toHaveAttribute('href', '/gold-premium-created');
    await explore.click();

    await expect(page).toHaveURL(/\/gold-premium-created$/);
    await expect(catalog(page).getByRole('heading', { level: 1, name: 'Gold Premium Created' })).toBeVisible();
    const listing = await collectionOfListing(page, 'gold-premium-created');
    expect(listing.totalItems).toBeGreaterThan(0);
    expect(listing.products.every((p) => p.collection === 'Gold Premium Created')).toBe(true);
    await expect(catalog(page).getByText(`${listing.totalItems} ürün`, { exact: true })).toBeVisible();
    // The grid paints its first screen of cards and the rest of the page right after.
    await expect(cards(page)).toHaveCount(Math.min(listing.totalItems, 48));
    const shown = await cards(page).getByRole('heading', { level: 2 }).allInnerTexts();
    const inCollection = new Set(listing.products.map((p) => p.name));
    expect(shown.every((name) => inCollection.has(name))).toBe(true);
    await expect(page).toHaveTitle(/Gold Premium Created/);
  });

  test('the Clarit Jewellery banner opens the Clarit listing, in Turkish and in English', async ({ page }) => {
    await page.goto('/');
    const banner = area(page, 'mf-stores-content').getByRole('link', { name: /Koleksiyonu gör/ });
    await expect(banner).toHaveAttribute('href', '/clarit-jewellery');
    await banner.scrollIntoViewIfNeeded();
    await banner.click();
    await expect(page).toHaveURL(/\/clarit-jewellery$/);
    await expect(catalog(page).getByRole('heading', { level: 1, name: 'Clarit Jewellery' })).toBeVisible();
    const listing = await collectionOfListing(page, 'clarit-jewellery');
    expect(listing.products.every((p) => p.collection === 'Clarit Jewellery')).toBe(true);
    await expect(catalog(page).getByText(`${listing.totalItems} ürün`, { exact: true })).toBeVisible();

    await page.goto('/en');
    await expect(area(page, 'mf-stores-content').getByRole('link', { name: /See the collection/ })).toHaveAttribute('href', '/en/clarit-jewellery');
  });
});
