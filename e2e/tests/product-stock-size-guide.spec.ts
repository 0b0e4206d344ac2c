// mf-product journeys: store stock (sorted by store name, a compact list of five with all on request,
// a search by city or store name, for the chosen size, or the not-found message), the instalment
// tables and the size guide modal (and its failure message).
import type { Page } from '@playwright/test';
import { expect, test, area, gql } from './support';

interface Listed {
  name: string;
  seName: string;
  sku: string;
  inStock: boolean;
  productAttributes: { values: { name: string }[] }[];
}

const RINGS = `query { urlRecord(seName: "yuzuk") { entityId } }`;
const LISTING = `query L($id: Int!) { categoryV2(id: $id, pageNumber: 1, pageSize: 48) { data { products { name seName sku inStock productAttributes { values { name } } } } } }`;
const STOCK = `query S($sku: String!) { productStoreStock(sku: $sku) { inventoryQty store { name city } } }`;
/** Stores the compact list shows before the shopper asks for all. */
const COMPACT = 5;
const byName = new Intl.Collator('tr-TR', { sensitivity: 'base' }).compare;

async function rings(page: Page): Promise<Listed[]> {
  const { urlRecord } = await gql<{ urlRecord: { entityId: number } }>(page.request, RINGS);
  return (await gql<{ categoryV2: { data: { products: Listed[] } } }>(page.request, LISTING, { id: urlRecord.entityId })).categoryV2.data.products;
}

async function openProduct(page: Page, product: Listed) {
  await page.goto(`/${product.seName}`);
  await expect(area(page, 'mf-product').getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  return area(page, 'mf-product');
}

test('a shopper sees which stores hold a ring, sorted by store name, finds one by city, and the instalment tables', async ({ page }) => {
  const ring = (await rings(page)).find((p) => p.inStock && p.productAttributes.length > 0)!;
  const stock = (await gql<{ productStoreStock: { inventoryQty: number; store: { name: string; city: string } }[] }>(page.request, STOCK, { sku: ring.sku })).productStoreStock.filter((s) => s.inventoryQty > 0);
  expect(stock.length, 'the demo ring is held by more stores than the compact list shows').toBeGreaterThan(COMPACT);
  const product = await openProduct(page, ring);

  await product.getByRole('button', { name: 'Mağaza Stok Durumu' }).click();
  const stores = product.getByRole('list', { name: 'Ürünün bulunduğu mağazalar' });
  // Compact first: five stores, the count said, the rest on request.
  await expect(stores.getByRole('listitem')).toHaveCount(COMPACT);
  await expect(product.getByRole('status').filter({ hasText: 'mağazadan' })).toHaveText(`${stock.length} mağazadan ${COMPACT} tanesi gösteriliyor`);
  await product.getByRole('button', { name: `Tüm mağazaları göster (${stock.length})` }).click();
  await expect(stores.getByRole('listitem')).toHaveCount(stock.length);
  const names = await stores.getByRole('listitem').locator('strong').allTextContents();
  expect(names).toEqual([...names].sort(byName));
  await expect(stores.getByRole('listitem').first()).toContainText(/\d+ adet/);

  // The search finds the stores of a city, typed in capitals and without Turkish letters.
  const city = stock[0]!.store.city;
  const inCity = stock.filter((s) => s.store.city === city).map((s) => s.store.name).sort(byName);
  const typed = city.replace(/İ/g, 'I').replace(/ı/g, 'i').replace(/ş/g, 's').replace(/ğ/g, 'g').replace(/ü/g, 'u').replace(/ö/g, 'o').replace(/ç/g, 'c').toUpperCase();
  await product.getByRole('searchbox', { name: 'Şehir, ilçe ya da mağaza ara' }).fill(typed);
  await expect(stores.getByRole('listitem').locator('strong')).toHaveText(inCity);
  await product.getByRole('searchbox', { name: 'Şehir, ilçe ya da mağaza ara' }).fill('Hiçbiryer');
  await expect(product.getByRole('status').filter({ hasText: 'Hiçbiryer' })).toHaveText(/“Hiçbiryer” ile eşleşen mağaza bulunamadı/);

  // Choosing a size narrows the list to the stores holding that size (stock is kept per sku).
  const { productDetails } = await gql<{ productDetails: { productAttributes: { name: string; values: { name: string; quantity: number }[] }[]; productSlicers: { variants: { sku: string; slicerAttributes: { value: string }[] }[] } } }>(
    page.request,
    `query P($se: String) { productDetails(seName: $se) { productAttributes { name values { name quantity } } productSlicers { variants { sku slicerAttributes { value } } } } }`,
    { se: ring.seName },
  );
  let chosen: { value: string; stock: { inventoryQty: number; store: { name: string; city: string } }[] } | null = null;
  const buyable = new Set(productDetails.productAttributes[0]!.values.filter((v) => v.quantity > 0).map((v) => v.name));
  for (const v of productDetails.productSlicers.variants) {
    if (!v.slicerAttributes[0] || !buyable.has(v.slicerAttributes[0].value)) continue;
    const sized = (await gql<{ productStoreStock: { inventoryQty: number; store: { name: string; city: string } }[] }>(page.request, STOCK, { sku: v.sku })).productStoreStock;
    if (sized.length > 0 && sized.length < stock.length) {
      chosen = { value: v.slicerAttributes[0].value, stock: sized };
      break;
    }
  }
  expect(chosen, 'a size of the ring is held by fewer stores than the ring').toBeTruthy();
  const sizeName = productDetails.productAttributes[0]!.name;
  const sizes = product.getByRole('combobox', { name: sizeName });
  if (await sizes.count()) await sizes.selectOption({ label: chosen!.value });
  else await product.getByRole('button', { name: chosen!.value, exact: true }).click();
  await expect(product.getByText(`${sizeName}: ${chosen!.value} için mağaza stokları`)).toBeVisible();
  const held = chosen!.stock.filter((s) => s.inventoryQty > 0).map((s) => s.store.name).sort(byName);
  await expect(stores.getByRole('listitem')).toHaveCount(Math.min(held.length, COMPACT));
  await expect(stores.getByRole('listitem').locator('strong')).toHaveText(held.slice(0, COMPACT));

  await product.getByRole('button', { name: 'Taksit Seçenekleri' }).click();
  const bonus = product.getByRole('table', { name: 'Garanti BBVA · Bonus' });
  await expect(bonus.getByRole('row').nth(1)).toContainText('Peşin');
  await expect(bonus.getByRole('row', { name: /^12 taksit/ })).toBeVisible();
});

test('a product no store holds says so', async ({ page }) => {
  const candidates = (await rings(page)).filter((p) => !p.inStock);
  let none: Listed | undefined;
  for (const p of candidates) {
    const { productStoreStock } = await gql<{ productStoreStock: unknown[] }>(page.request, STOCK, { sku: p.sku });
    if (productStoreStock.length === 0) {
      none = p;
      break;
    }
  }
  expect(none, 'the demo catalogue has a ring no store holds').toBeTruthy();
  const product = await openProduct(page, none!);
  await expect(product.getByRole('button', { name: 'Tükendi' })).toBeDisabled();
  await product.getByRole('button', { name: 'Mağaza Stok Durumu' }).click();
  await expect(product.getByText('Bu ürün şu anda hiçbir mağazada stokta değil.')).toBeVisible();
});

test('the size guide opens in a modal, closes, and reports when it cannot be loaded', async ({ page }) => {
  const ring = (await rings(page)).find((p) => p.productAttributes.length > 0)!;
  const product = await openProduct(page, ring);

  await product.getByRole('button', { name: 'Ölçü Rehberi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ölçü Rehberi' });
  await expect(dialog.getByRole('heading', { name: 'Yüzük ölçüsü' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^14 54 17,2$/ })).toBeVisible();
  // The shell's backdrop: Escape closes the top modal.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(product.getByRole('button', { name: 'Ölçü Rehberi' })).toBeFocused();

  // The guide's content cannot be fetched: ui.modal.lp.error as a toast and in the modal.
  await page.goto('/');
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('ProductSizeGuide')) await route.fulfill({ status: 500, body: 'down' });
    else await route.fallback();
  });
  const again = await openProduct(page, ring);
  await again.getByRole('button', { name: 'Ölçü Rehberi' }).click();
  await expect(page.getByRole('dialog', { name: 'Ölçü Rehberi' }).getByText('Ölçü rehberi yüklenemedi.')).toBeVisible();
  await expect(page.getByRole('alert').getByText('Ölçü rehberi yüklenemedi.').first()).toBeVisible();
  await page.getByRole('dialog', { name: 'Ölçü Rehberi' }).getByRole('button', { name: 'Kapat' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
