// The header at 1280 px (issue 22, point 6): with four favourites and a cart badge it stays
// inside the window, the badge does not cover the "Sepetim" label, the search field keeps its
// shape when the instant search takes over, and buttons and fields use the page's typeface.
import type { Locator, Page } from '@playwright/test';
import { test, expect, area, addRingToCart, loginWithEmailCode } from './support';

const banner = (page: Page) => page.getByRole('banner');
const cards = (page: Page) => area(page, 'mf-catalog').getByRole('list', { name: 'Ürünler' }).locator(':scope > li');

/** The box of an element as the browser lays it out. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What the search field looks like: its box and the styles that make its shape (not the focus colours). */
async function fieldLook(field: Locator) {
  const b = await box(field);
  const style = await field.evaluate((el) => {
    const s = getComputedStyle(el);
    return { radius: s.borderTopLeftRadius, height: s.height, font: s.fontFamily, border: s.borderTopColor, placeholder: (el as HTMLInputElement).placeholder };
  });
  return { x: Math.round(b.x), width: Math.round(b.width), ...style };
}

test('at 1280 px with four favourites and a cart the header fits, the badge clears the label, the search keeps its shape', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // A customer of its own, with a ring in the cart (added unless an earlier run on this site did).
  await page.goto('/login');
  await loginWithEmailCode(page, 'uye52@storefront.test');
  const cartLink = banner(page).getByRole('link', { name: /^Sepetim, / });
  if ((await cartLink.getAttribute('aria-label')) === 'Sepetim, ürün yok') await addRingToCart(page);

  // Four favourites saved from the necklace listing (an earlier run may have saved some already).
  await page.goto('/kolye');
  await expect(cards(page).first()).toBeVisible();
  const favourites = banner(page).getByRole('navigation', { name: 'Favorilerim' });
  for (let i = 0; (await favourites.getByRole('listitem').count()) < 4; i++) {
    expect(i, 'cards tried').toBeLessThan(12);
    const add = cards(page).nth(i).getByRole('button', { name: /ürününü favorilere ekle$/ });
    if ((await add.count()) === 0) continue;
    await add.click();
    await expect(cards(page).nth(i).getByRole('button', { name: /ürününü favorilerden çıkar$/ })).toBeVisible();
  }

  await page.goto('/');
  await expect(favourites.getByRole('listitem')).toHaveCount(4);
  const cart = banner(page).getByRole('link', { name: /^Sepetim/ });
  const badge = banner(page).getByTestId('cart-badge');
  const label = cart.getByText('Sepetim', { exact: true });
  await expect(badge).toBeVisible();
  await expect(label).toBeVisible();

  // Nothing runs past the right edge: no horizontal scrolling, every header link inside the window.
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  for (const link of await banner(page).getByRole('link').all()) {
    if (!(await link.isVisible())) continue;
    const b = await box(link);
    expect(b.x + b.width, `${await link.getAttribute('href')} ends inside the window`).toBeLessThanOrEqual(1280);
  }
  expect(overlap(await box(badge), await box(label)), 'the badge does not cover "Sepetim"').toBe(false);

  // The plain field before the first interaction, the instant search after it: the same control.
  const plain = banner(page).getByRole('searchbox', { name: 'Ürün ara' });
  const before = await fieldLook(plain);
  await plain.click();
  const instant = banner(page).getByRole('combobox', { name: 'Ürün, kategori ara' });
  await expect(instant).toBeFocused();
  expect(await fieldLook(instant)).toEqual(before);
  expect(before.radius).toBe('20px');

  // One typeface: the header's buttons and fields use the body's font.
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).toMatch(/^"Jost Variable"/);
  expect(before.font).toBe(bodyFont);
  expect(await banner(page).getByRole('button', { name: 'Ara' }).evaluate((el) => getComputedStyle(el).fontFamily)).toBe(bodyFont);
  // The typeface itself has arrived (self-hosted, Latin and Latin Extended for Turkish).
  expect(await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Jost Variable"', 'Işıltı ğüşöç İ');
  })).toBe(true);
});
