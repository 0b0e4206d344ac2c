// Category listing journeys (mf-catalog): filtering with temporary selections, sorting, load
// more and previous, the address round trip and the options modal on a phone.
// Demo data: /yuzuk holds 180 rings (4 pages of 48); 88 of them are gold (Metal: Altın).
import type { Locator, Page } from '@playwright/test';
import { test, expect, area } from './support';

const catalog = (page: Page) => area(page, 'mf-catalog');
const grid = (page: Page) => catalog(page).getByRole('list', { name: 'Ürünler' });
// The grid's own items (cards hold a list of badges too).
const cards = (page: Page) => grid(page).locator(':scope > li');
const query = (page: Page) => new URL(page.url()).search;

/** TRY text ("₺18.169,90") as a number. */
const lira = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function openRings(page: Page, search = '') {
  await page.goto(`/yuzuk${search}`);
  await expect(catalog(page).getByRole('heading', { level: 1, name: 'Yüzük' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

async function cardPrices(list: Locator, count: number): Promise<number[]> {
  const prices: number[] = [];
  for (let i = 0; i < count; i += 1) {
    // The first amount on a card is its current price (an old price follows, struck through).
    const amount = /₺[\d.]+,\d{2}/.exec(await list.nth(i).innerText())?.[0] ?? '';
    prices.push(lira(amount));
  }
  return prices;
}

test.describe('category listing', () => {
  test('filters through a dropdown: ticks stay temporary with fresh counts, Apply loads, the address follows after 1 s', async ({ page }) => {
    await openRings(page);
    await expect(catalog(page).getByText('180 ürün', { exact: true })).toBeVisible();
    const filters = catalog(page).getByRole('group', { name: 'Filtreler' });
    await filters.getByRole('button', { name: 'Metal' }).click();
    await filters.getByRole('checkbox', { name: /^Altın/ }).check();

    // The counts of the temporary selection arrive; the listing itself has not changed.
    await expect(filters.getByRole('status')).toHaveText('88 ürün bulundu');
    await expect(catalog(page).getByText('180 ürün', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(48);

    const applied = Date.now();
    await filters.getByRole('button', { name: 'Uygula' }).click();
    await expect(catalog(page).getByText('88 ürün', { exact: true })).toBeVisible();
    await expect(catalog(page).getByRole('button', { name: 'Altın filtresini kaldır' })).toBeVisible();
    await expect.poll(() => query(page)).toBe('?metal=altin');
    expect(Date.now() - applied).toBeGreaterThanOrEqual(1000);

    // Clear empties the filter (temporarily); Apply brings every ring back.
    await filters.getByRole('button', { name: 'Metal (1)' }).click();
    await expect(filters.getByRole('checkbox', { name: /^Altın/ })).toBeChecked();
    await filters.getByRole('button', { name: 'Temizle' }).click();
    await expect(filters.getByRole('checkbox', { name: /^Altın/ })).not.toBeChecked();
    await filters.getByRole('button', { name: 'Uygula' }).click();
    await expect(catalog(page).getByText('180 ürün', { exact: true })).toBeVisible();
    await expect.poll(() => query(page)).toBe('');
  });

  test('sorts by price, ascending then descending', async ({ page }) => {
    await openRings(page);
    const sort = catalog(page).getByRole('combobox', { name: 'Sırala' });
    await sort.selectOption({ label: 'Fiyat: Artan' });
    await expect.poll(() => query(page)).toBe('?orderBy=1');
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
    const ascending = await cardPrices(cards(page), 8);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await sort.selectOption({ label: 'Fiyat: Azalan' });
    await expect.poll(() => query(page)).toBe('?orderBy=2');
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
    const descending = await cardPrices(cards(page), 8);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]);
  });

  test('loads more, then scrolls on by itself; a later page opens with load-previous that keeps the place', async ({ page }) => {
    await openRings(page);
    await expect(catalog(page).getByRole('button', { name: 'Önceki ürünleri göster' })).toHaveCount(0);
    // Further pages ask pageSize + 1: page 2's 48 plus page 3's first ring as a look-ahead.
    const listProducts = page.waitForResponse((r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes('CatalogListProducts'));
    await catalog(page).getByRole('button', { name: 'Daha fazla ürün göster' }).click();
    const further = await listProducts;
    expect(further.request().postDataJSON().variables).toMatchObject({ pageNumber: 2, pageSize: 49, isMore: true });
    const answered: { id: number; inviewPage: number }[] = (await further.json()).data.products.products;
    expect(answered.map((p) => p.inviewPage)).toEqual([...Array<number>(48).fill(2), 3]);
    await expect(cards(page)).toHaveCount(96);
    await expect(grid(page).locator(`:scope > li[data-product-id="${answered[48]!.id}"]`)).toHaveCount(0);
    await expect(catalog(page).getByText('180 üründen 96 tanesi gösteriliyor')).toBeVisible();
    await expect.poll(() => query(page)).toBe('?pagenumber=2');

    // After the first click the next pages come as the end of the grid nears.
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(144);

    // Page 3 opened from its address: the products before it come on request, above.
    await openRings(page, '?pagenumber=3');
    await expect(cards(page)).toHaveCount(48);
    const previous = catalog(page).getByRole('button', { name: 'Önceki ürünleri göster' });
    await previous.scrollIntoViewIfNeeded();
    const firstCard = cards(page).first();
    const firstId = await firstCard.getAttribute('data-product-id');
    const before = (await firstCard.boundingBox())?.y ?? 0;
    await previous.click();
    await expect(cards(page)).toHaveCount(96);
    const sameCard = grid(page).locator(`:scope > li[data-product-id="${firstId}"]`);
    await expect(sameCard).toHaveAttribute('data-page', '3');
    await expect(cards(page).first()).toHaveAttribute('data-page', '2');
    const after = (await sameCard.boundingBox())?.y ?? 0;
    expect(Math.abs(after - before)).toBeLessThan(4);
    await expect(previous).toBeVisible();
  });

  test('a shared address reopens the same listing: filters, sort and page', async ({ page, context }) => {
    await openRings(page);
    const filters = catalog(page).getByRole('group', { name: 'Filtreler' });
    await filters.getByRole('button', { name: 'Metal' }).click();
    await filters.getByRole('checkbox', { name: /^Altın/ }).check();
    await filters.getByRole('button', { name: 'Uygula' }).click();
    await expect(catalog(page).getByText('88 ürün', { exact: true })).toBeVisible();
    await catalog(page).getByRole('combobox', { name: 'Sırala' }).selectOption({ label: 'Fiyat: Azalan' });
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
    await catalog(page).getByRole('button', { name: 'Daha fazla ürün göster' }).click();
    await expect(cards(page)).toHaveCount(88);
    await expect.poll(() => query(page)).toBe('?pagenumber=2&orderBy=2&metal=altin');
    const page2First = await cards(page).nth(48).getByRole('heading').innerText();

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(catalog(shared).getByRole('heading', { level: 1, name: 'Yüzük' })).toBeVisible();
    await expect(catalog(shared).getByText('88 ürün', { exact: true })).toBeVisible();
    await expect(catalog(shared).getByRole('combobox', { name: 'Sırala' })).toHaveValue('2');
    await expect(catalog(shared).getByRole('button', { name: 'Altın filtresini kaldır' })).toBeVisible();
    await expect(cards(shared).first().getByRole('heading')).toHaveText(page2First);
    await expect(cards(shared)).toHaveCount(40);
    await expect(catalog(shared).getByRole('button', { name: 'Önceki ürünleri göster' })).toBeVisible();
  });
});

test.describe('category listing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filter button opens a modal with sort options and filters; Apply loads both', async ({ page }) => {
    await openRings(page);
    await expect(catalog(page).getByRole('group', { name: 'Filtreler' })).toBeHidden();
    await expect(catalog(page).getByRole('combobox', { name: 'Sırala' })).toBeHidden();
    await catalog(page).getByRole('button', { name: 'Filtrele' }).click();

    const dialog = page.getByRole('dialog', { name: 'Filtrele ve sırala' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('group', { name: 'Sırala' }).getByRole('radio', { name: 'Fiyat: Artan' }).check();
    await dialog.getByRole('group', { name: 'Metal' }).getByRole('checkbox', { name: /^Altın/ }).check();
    await expect(dialog.getByRole('status')).toHaveText('88 ürün bulundu');
    await dialog.getByRole('button', { name: 'Uygula' }).click();

    await expect(dialog).toBeHidden();
    await expect(catalog(page).getByText('88 ürün', { exact: true })).toBeVisible();
    await expect(catalog(page).getByRole('button', { name: 'Filtrele (1)' })).toBeVisible();
    await expect.poll(() => query(page)).toBe('?orderBy=1&metal=altin');
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
    const prices = await cardPrices(cards(page), 4);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The sort button opens the same modal; closing it changes nothing.
    await catalog(page).getByRole('button', { name: 'Sırala' }).click();
    await expect(dialog.getByRole('radio', { name: 'Fiyat: Artan' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toBeHidden();
    await expect(catalog(page).getByText('88 ürün', { exact: true })).toBeVisible();
  });
});
