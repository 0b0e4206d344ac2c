// mf-product journeys: open a product from a listing, choose a variant and add it to the cart
// (the header badge follows), and the promo tag on both sides of 1 November 2025 (Istanbul).
import { expect, test, area, gql } from './support';

interface ListedProduct {
  id: number;
  name: string;
  seName: string;
  productAttributes: { name: string; values: { name: string; quantity: number }[] }[];
  attributes: { attributeId: number; attributeValueName: string }[];
}

const RING_CATEGORY = `query { urlRecord(seName: "yuzuk") { entityId } }`;
const LISTING = `query L($id: Int!) { categoryV2(id: $id, pageNumber: 1, pageSize: 48) { data { products { id name seName productAttributes { name values { name quantity } } attributes { attributeId attributeValueName } } } } }`;

async function listedRings(request: Parameters<typeof gql>[0]): Promise<ListedProduct[]> {
  const { urlRecord } = await gql<{ urlRecord: { entityId: number } }>(request, RING_CATEGORY);
  const data = await gql<{ categoryV2: { data: { products: ListedProduct[] } } }>(request, LISTING, { id: urlRecord.entityId });
  return data.categoryV2.data.products;
}

test('a shopper opens a ring from the listing, must choose a size, and adds it to the cart', async ({ page }) => {
  // A ring of the first listing page with a size dropdown (6 or more sizes) and a size without stock.
  const ring = (await listedRings(page.request)).find((p) => {
    const sizes = p.productAttributes[0]?.values ?? [];
    return sizes.length >= 6 && sizes.some((v) => v.quantity === 0) && sizes.some((v) => v.quantity > 0);
  });
  expect(ring, 'the demo catalogue has such a ring').toBeTruthy();
  const sizes = ring!.productAttributes[0];
  const soldOut = sizes.values.find((v) => v.quantity === 0)!;
  const available = sizes.values.find((v) => v.quantity > 0)!;

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: /yüzük/i }).first().click();
  const catalog = area(page, 'mf-catalog');
  await expect(catalog.getByRole('heading', { level: 1 })).toBeVisible();
  await catalog.getByRole('list', { name: 'Ürünler' }).getByRole('link', { name: ring!.name }).first().click();

  await expect(page).toHaveURL(new RegExp(`/${ring!.seName}$`));
  const product = area(page, 'mf-product');
  await expect(product.getByRole('heading', { level: 1, name: ring!.name })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${ring!.seName}$`));
  const cart = page.getByRole('banner').getByRole('link', { name: /^Sepetim, / });
  await expect(cart).toHaveAccessibleName('Sepetim, ürün yok');

  // No size chosen yet: the shopper is asked to choose one.
  await product.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(product.getByRole('alert')).toHaveText('Lütfen bir seçenek seçiniz.');

  const select = product.getByRole('combobox', { name: sizes.name });
  await expect(select.getByRole('option', { name: `${soldOut.name} (tükendi)` })).toBeDisabled();
  await select.selectOption({ label: available.name });
  await expect(product.getByRole('alert')).toHaveCount(0);
  await product.getByRole('button', { name: 'Sepete Ekle' }).click();

  await expect(page.getByRole('status').getByText('Ürün sepete eklendi.')).toBeVisible();
  await expect(page.getByRole('status').getByRole('link', { name: 'Sepete git' })).toBeVisible();
  await expect(cart).toHaveAccessibleName('Sepetim, 1 ürün');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('the 1 November price tag shows only before 1 November 2025, Istanbul time', async ({ page }) => {
  const festival = (await listedRings(page.request)).find((p) => p.attributes.some((a) => a.attributeId === 9001 && Number(a.attributeValueName) > 0));
  expect(festival, 'the demo catalogue has a ring with a festival price').toBeTruthy();
  const plain = (await listedRings(page.request)).find((p) => !p.attributes.some((a) => a.attributeId === 9001));
  const tag = (p: typeof page) => area(p, 'mf-product').getByText(/1 Kasım’da geçerli fiyat: ₺/);

  // The last minute of 31 October in Istanbul.
  await page.clock.setFixedTime(new Date('2025-10-31T23:59:00+03:00'));
  await page.goto(`/${festival!.seName}`);
  await expect(area(page, 'mf-product').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tag(page)).toBeVisible();

  // No festival price, no tag, whatever the date.
  await page.goto(`/${plain!.seName}`);
  await expect(area(page, 'mf-product').getByRole('heading', { level: 1, name: plain!.name })).toBeVisible();
  await expect(tag(page)).toHaveCount(0);

  // Midnight of 1 November in Istanbul: gone.
  await page.clock.setFixedTime(new Date('2025-11-01T00:00:00+03:00'));
  await page.goto(`/${festival!.seName}`);
  await expect(area(page, 'mf-product').getByRole('heading', { level: 1, name: festival!.name })).toBeVisible();
  await expect(tag(page)).toHaveCount(0);
});
