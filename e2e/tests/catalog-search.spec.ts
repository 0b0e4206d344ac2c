// Search journeys (mf-catalog): the header's instant search, the search listing with a Turkish
// word in another case, an empty search, and the home product slider.
import type { Page } from '@playwright/test';
import { test, expect, area } from './support';

const catalog = (page: Page) => area(page, 'mf-catalog');
const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Ürün, kategori ara' });

/**
 * The shopper clicks into the header's search field: the instant search, loaded at that first
 * interaction, takes over the plain field and keeps the focus (and anything typed meanwhile).
 */
async function startSearch(page: Page) {
  await page.getByRole('banner').getByRole('searchbox', { name: 'Ürün ara' }).click();
  await expect(searchBox(page)).toBeFocused();
}
const cards = (page: Page) => catalog(page).getByRole('list', { name: 'Ürünler' }).locator(':scope > li');

test.describe('search', () => {
  test('"YÜZÜK" in capitals finds the rings (Turkish case folding), from the header with Enter', async ({ page }) => {
    await page.goto('/');
    await startSearch(page);
    await searchBox(page).fill('YÜZÜK');
    // Suggestions come while typing; Enter with nothing highlighted opens the search page.
    await expect(page.getByRole('banner').getByRole('listbox')).toBeVisible();
    await searchBox(page).press('Enter');

    await expect(page).toHaveURL(/\/arama\?q=Y%C3%9CZ%C3%9CK$/);
    await expect(catalog(page).getByRole('heading', { level: 1, name: '“YÜZÜK” için arama sonuçları' })).toBeVisible();
    await expect(catalog(page).getByText('180 ürün', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(48);
    const names = await cards(page).getByRole('heading', { level: 2 }).allInnerTexts();
    expect(names.every((name) => name.includes('Yüzük'))).toBe(true);
    // No breadcrumb and no popular products block on search.
    await expect(catalog(page).getByRole('navigation', { name: 'Sayfa konumu' })).toHaveCount(0);
    await expect(catalog(page).getByRole('heading', { name: 'Popüler ürünler' })).toHaveCount(0);
  });

  test('moves through the suggestions with the keyboard and opens the highlighted product', async ({ page }) => {
    await page.goto('/');
    await startSearch(page);
    await searchBox(page).fill('halka');
    const listbox = page.getByRole('banner').getByRole('listbox');
    const first = listbox.getByRole('option').first();
    await expect(first).toBeVisible();
    const name = (await first.innerText()).split('\n')[0].trim();
    await searchBox(page).press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await searchBox(page).press('Enter');
    await expect(page).not.toHaveURL(/\/arama/);
    await expect(area(page, 'mf-product').getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('an empty search shows the not-found view with a recommendations strip', async ({ page }) => {
    await page.goto('/arama?q=zzqxw');
    await expect(catalog(page).getByRole('heading', { level: 1, name: '“zzqxw” için sonuç bulunamadı' })).toBeVisible();
    const strip = catalog(page).getByRole('region', { name: 'Çok satanlar' });
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('link').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test('the home page shows the product slider of category 12 with nine products', async ({ page }) => {
  await page.goto('/');
  // mf-stores-content's home shows mf-catalog's slider widget in a remote slot, below the first
  // screen: it loads when the shopper scrolls towards it.
  await page.mouse.wheel(0, 600);
  const slider = page.getByRole('main').locator('[data-boundary="mf-catalog"]').getByRole('region', { name: 'Altın Kolyeler' });
  await expect(slider).toBeVisible();
  await expect(slider.getByRole('heading', { level: 3 })).toHaveCount(9);
  await slider.getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await expect(area(page, 'mf-product').getByRole('heading', { level: 1 })).toBeVisible();
});
