// The cart's recommendation strip ("Birlikte alınanlar") offers only products the shopper can buy
// now: a product bought together with the cart's item but out of stock is left out of it.
import type { Page } from '@playwright/test';
import { test, expect, area, gql, loginWithPassword } from './support';

interface Ring {
  id: number;
  name: string;
  seName: string;
  inStock: boolean;
  productAttributes: { name: string; values: { name: string; quantity: number }[] }[];
}
interface Recommended {
  name: string;
  inStock: boolean;
}

const RINGS = `query { urlRecord(seName: "yuzuk") { entityId } }`;
const LISTING = `query L($id: Int!) { categoryV2(id: $id, pageNumber: 1, pageSize: 100) { data { products { id name seName inStock productAttributes { name values { name quantity } } } } } }`;
const BOUGHT_TOGETHER = `query R($id: Int!, $inStockOnly: Boolean) { recommendations(kind: BOUGHT_TOGETHER, productId: $id, limit: 20, inStockOnly: $inStockOnly) { name inStock } }`;

/** A ring in stock whose bought-together products include one out of stock and one in stock. */
async function ringWithMixedRecommendations(page: Page): Promise<{ ring: Ring; size: string; recommended: Recommended[] }> {
  const { urlRecord } = await gql<{ urlRecord: { entityId: number } }>(page.request, RINGS);
  const rings = (await gql<{ categoryV2: { data: { products: Ring[] } } }>(page.request, LISTING, { id: urlRecord.entityId })).categoryV2.data.products;
  for (const ring of rings) {
    const size = ring.productAttributes[0]?.values.find((v) => v.quantity > 0)?.name;
    if (!ring.inStock || !size) continue;
    const { recommendations } = await gql<{ recommendations: Recommended[] }>(page.request, BOUGHT_TOGETHER, { id: ring.id });
    if (recommendations.some((p) => !p.inStock) && recommendations.some((p) => p.inStock)) return { ring, size, recommended: recommendations };
  }
  throw new Error('no ring of the demo data is bought together with both in-stock and out-of-stock products');
}

test('the cart recommends only products in stock', async ({ page }) => {
  const { ring, size, recommended } = await ringWithMixedRecommendations(page);
  await page.goto('/login');
  await loginWithPassword(page);
  await page.goto(`/${ring.seName}`);
  const product = area(page, 'mf-product');
  await product.getByRole('combobox', { name: ring.productAttributes[0]!.name }).selectOption({ label: size });
  await product.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page.getByRole('status').getByText('Ürün sepete eklendi.')).toBeVisible();

  await page.goto('/cart');
  const strip = page.getByRole('main').getByRole('region', { name: 'Birlikte alınanlar' });
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const shown = await strip.getByRole('heading', { level: 3 }).allInnerTexts();
  const { recommendations: buyable } = await gql<{ recommendations: Recommended[] }>(page.request, BOUGHT_TOGETHER, { id: ring.id, inStockOnly: true });
  expect(buyable.every((p) => p.inStock)).toBe(true);
  const inStock = new Set(buyable.map((p) => p.name));
  const outOfStock = recommended.filter((p) => !p.inStock).map((p) => p.name);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((name) => !inStock.has(name)), 'every product the strip offers is in stock').toEqual([]);
  expect(shown.filter((name) => outOfStock.includes(name))).toEqual([]);
});
