// The catalogue team in the back office (issue 25): a CATALOGUE member approves a customer's
// review in the moderation queue and it appears on the product page; then uploads a price feed
// (a dry run first: its report, then "Uygula"), and the new price shows in the shop's listing
// and in the product's price history. The journey puts the price back afterwards.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, area, gql, loginWithPassword } from './support';
import { loginToBackoffice } from './backoffice-support';
import { staffSession } from './staff-api';

const ADD_REVIEW = `mutation($p: Int!, $r: ReviewInput!) { addReview(productId: $p, review: $r) { success message } }`;
/** A category other than the rings the purchase journeys buy. */
const CATEGORY = 13;

interface Listed {
  id: number;
  name: string;
  seName: string;
  productPrice: { price: string; priceValue: number; oldPrice: string | null };
}

async function listedProduct(request: APIRequestContext): Promise<{ category: string; product: Listed }> {
  const response = await request.get(`/Catalog/CategoryV2?categoryId=${CATEGORY}&PageSize=6&language=tr&country=tr`);
  const listing = (await response.json()) as { seName: string; products: Listed[] };
  const product = listing.products.find((p) => !p.productPrice.oldPrice)!;
  expect(product, 'a product without an old price').toBeTruthy();
  return { category: listing.seName, product };
}

const lira = (value: number) => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const csvPrice = (value: number) => value.toFixed(2).replace('.', ',');

test('a CATALOGUE member approves a review, and it shows on the product page', async ({ page, browser }) => {
  const { product } = await listedProduct(page.request);
  await page.goto('/login');
  await loginWithPassword(page);
  const title = `Zarif ve hafif ${Date.now()}`;
  const added = await gql<{ addReview: { success: boolean } }>(page.request, ADD_REVIEW, { p: product.id, r: { rating: 5, title, reviewText: 'Hediye paketi çok şıktı.', customerNameShow: true } });
  expect(added.addReview.success).toBe(true);

  const office = await (await browser.newContext({ locale: 'tr-TR', viewport: { width: 768, height: 1024 } })).newPage();
  await loginToBackoffice(office, 'CATALOGUE', '/backoffice/reviews');
  await expect(office.getByRole('heading', { level: 1, name: 'Yorumlar' })).toBeVisible();
  const table = office.getByRole('table', { name: 'Ürün yorumları' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(product.name);
  await expect(row).toContainText('5 üzerinden 5');
  await row.getByRole('button', { name: `${product.name} yorumunu onayla` }).click();
  const dialog = office.getByRole('alertdialog');
  await expect(dialog).toContainText(product.name);
  await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText(title)).toHaveCount(0);
  await office.context().close();

  await page.goto(`/${product.seName}`);
  const shop = area(page, 'mf-product');
  await shop.getByRole('button', { name: /^Değerlendirmeler \(\d+\)$/ }).click();
  await expect(shop.getByRole('list', { name: 'Müşteri değerlendirmeleri' }).getByText(title)).toBeVisible();
});

test('a CATALOGUE member uploads a price feed: dry run, report, apply; the listing shows the new price', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const { category, product } = await listedProduct(page.request);
  const catalogue = await staffSession(request, 'CATALOGUE');
  const { product: staffProduct } = await catalogue.call<{ product: { sku: string; variants: { sku: string }[] } }>('query($id: Int) { product(id: $id) { sku variants { sku } } }', { id: product.id });
  const oldValue = product.productPrice.priceValue;
  const newValue = Math.round((oldValue - 100) * 100) / 100;
  const rows = (value: number) => ['sku;price;old_price;online', ...staffProduct.variants.map((v) => `${v.sku};${csvPrice(value)};;`)].join('\n') + '\n';

  const office = await (await browser.newContext({ locale: 'tr-TR', viewport: { width: 1024, height: 900 } })).newPage();
  try {
    await loginToBackoffice(office, 'CATALOGUE', '/backoffice/catalogue');
    await expect(office.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();

    // A file that is not CSV is refused in place.
    await office.getByLabel('Fiyat ve stok dosyası (CSV)').setInputFiles({ name: 'fiyatlar.txt', mimeType: 'text/plain', buffer: Buffer.from('merhaba') });
    await office.getByRole('button', { name: 'Yükle', exact: true }).click();
    await expect(office.getByText('Dosya bir CSV dosyası (.csv) olmalı.')).toBeVisible();

    await office.getByLabel('Fiyat ve stok dosyası (CSV)').setInputFiles({ name: 'fiyatlar.csv', mimeType: 'text/csv', buffer: Buffer.from(rows(newValue)) });
    await expect(office.getByRole('checkbox', { name: 'Deneme (dry run)' })).toBeChecked();
    await office.getByRole('button', { name: 'Yükle', exact: true }).click();
    await expect(office.getByRole('heading', { level: 1, name: /^Dosya işlemi #\d+$/ })).toBeVisible();
    await expect(office.getByRole('main')).toContainText('Tamamlandı', { timeout: 60_000 });
    // The dry run changed nothing yet.
    const before = await page.request.get(`/Catalog/CategoryV2?categoryId=${CATEGORY}&PageSize=6&language=tr&country=tr`);
    expect(((await before.json()) as { products: Listed[] }).products.find((p) => p.id === product.id)!.productPrice.priceValue).toBe(oldValue);

    const dryRunHeading = await office.getByRole('heading', { level: 1 }).textContent();
    await office.getByRole('button', { name: 'Uygula', exact: true }).click();
    const dialog = office.getByRole('alertdialog');
    await expect(dialog).toContainText('30 gün');
    await dialog.getByRole('button', { name: 'Evet, uygula' }).click();
    await expect(office.getByRole('heading', { level: 1, name: /^Dosya işlemi #\d+$/ })).not.toHaveText(dryRunHeading!);
    await expect(office.getByRole('main')).toContainText('Tamamlandı', { timeout: 60_000 });

    await office.goto(`/backoffice/catalogue/products/${encodeURIComponent(staffProduct.variants[0]!.sku)}`);
    await expect(office.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(office.getByRole('table', { name: 'Fiyat değişiklikleri, en yenisi önce' }).getByRole('row').nth(1)).toContainText(lira(newValue));

    await expect(async () => {
      await page.goto(`/${category}?cache-probe=${Date.now()}`);
      await expect(area(page, 'mf-catalog').getByRole('listitem').filter({ hasText: product.name }).first()).toContainText(lira(newValue), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await office.context().close();
    // The demo price back, for the other journeys.
    const restored = await catalogue.call<{ startPriceFeed: { success: boolean; feedRun: { id: number } } }>('mutation($csv: String!) { startPriceFeed(csv: $csv, fileName: "geri.csv", dryRun: false) { success feedRun { id } } }', { csv: rows(oldValue) });
    expect(restored.startPriceFeed.success).toBe(true);
    await expect
      .poll(async () => (await catalogue.call<{ feedRun: { status: string } }>('query($id: Int!) { feedRun(id: $id) { status } }', { id: restored.startPriceFeed.feedRun.id })).feedRun.status, { timeout: 60_000 })
      .toBe('DONE');
  }
});
