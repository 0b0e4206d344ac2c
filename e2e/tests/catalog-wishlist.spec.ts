// Favourites from the product cards (mf-catalog) with the wishlist rules of spec section 4: a
// toggle adds or removes with a toast, guests keep the list in the browser, the header shows the
// saved products once more than 2 are saved, and a customer finds them on the wishlist page.
import type { Page } from '@playwright/test';
import { test, expect, area, loginWithEmailCode, loginWithPassword, storeConsentChoice, waitForShell } from './support';

const grid = (page: Page) => area(page, 'mf-catalog').getByRole('list', { name: 'Ürünler' });
const cards = (page: Page) => grid(page).locator(':scope > li');
// The newest toast with this text (toasts are list items inside the status region).
const toastWith = (page: Page, text: string) => page.getByRole('status').getByRole('listitem').filter({ hasText: text }).last();
const headerFavourites = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Favorilerim' });

async function cardName(page: Page, index: number): Promise<string> {
  return (await cards(page).nth(index).getByRole('heading', { level: 2 }).innerText()).trim();
}

async function toggle(page: Page, index: number, action: 'ekle' | 'çıkar') {
  const name = await cardName(page, index);
  const suffix = action === 'ekle' ? 'favorilere ekle' : 'favorilerden çıkar';
  await cards(page).nth(index).getByRole('button', { name: `${name} ürününü ${suffix}` }).click();
  return name;
}

/** The index of the first card whose product is not saved yet. */
async function firstUnsaved(page: Page): Promise<number> {
  const count = await cards(page).count();
  let index = 0;
  while (index < count && (await cards(page).nth(index).getByRole('button', { name: /favorilere ekle$/ }).count()) === 0) index += 1;
  return index;
}

test('a guest saves favourites from the cards; they stay after a reload and show in the header past 2', async ({ page }) => {
  await page.goto('/yuzuk');
  await expect(cards(page).first()).toBeVisible();

  const first = await toggle(page, 0, 'ekle');
  const toast = toastWith(page, 'Ürün favorilere eklendi.');
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: 'Favorilerim' })).toHaveAttribute('href', '/account/wishlist');
  await expect(cards(page).nth(0).getByRole('button', { name: `${first} ürününü favorilerden çıkar` })).toHaveAttribute('aria-pressed', 'true');

  // Two saved: the header keeps its favourites to itself.
  await toggle(page, 1, 'ekle');
  await expect(cards(page).nth(1).getByRole('button', { name: /favorilerden çıkar$/ })).toBeVisible();
  await expect(headerFavourites(page)).toHaveCount(0);

  // A third one: the header shows them.
  await toggle(page, 2, 'ekle');
  await expect(headerFavourites(page).getByRole('listitem')).toHaveCount(3);

  // The browser keeps the guest's list.
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  for (const i of [0, 1, 2]) await expect(cards(page).nth(i).getByRole('button', { name: /favorilerden çıkar$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(headerFavourites(page).getByRole('listitem')).toHaveCount(3);

  // Toggling again removes it.
  await toggle(page, 0, 'çıkar');
  await expect(toastWith(page, 'Ürün favorilerden çıkarıldı.')).toBeVisible();
  await expect(cards(page).nth(0).getByRole('button', { name: `${first} ürününü favorilere ekle` })).toHaveAttribute('aria-pressed', 'false');
  await expect(headerFavourites(page)).toHaveCount(0);
});

test('a customer saves a favourite from a card and finds it on the wishlist page', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, { email: 'second@storefront.test', password: 'Demo1234' });
  await page.goto('/kolye');
  await expect(cards(page).first()).toBeVisible();
  // Pick a necklace this customer has not saved yet (the demo data may hold earlier favourites).
  const name = await toggle(page, await firstUnsaved(page), 'ekle');
  const toast = toastWith(page, 'Ürün favorilere eklendi.');
  await expect(toast).toBeVisible();

  await toast.getByRole('link', { name: 'Favorilerim' }).click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(area(page, 'mf-account').getByRole('link', { name }).first()).toBeVisible();
});

test('a heart given on one device shows on the other at its next page load, without a new login', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // One customer, two browsers (two devices). A generated customer no other journey uses.
  const email = 'uye52@storefront.test';
  const other = await browser.newContext();
  await storeConsentChoice(other, baseURL!);
  const second = await other.newPage();
  const open = async (target: Page, path: string) => {
    await target.goto(path);
    await waitForShell(target);
  };
  try {
    // The second device logs in first and sees the necklaces: its mirror is the server's now.
    await open(second, '/login');
    await loginWithEmailCode(second, email);
    await open(second, '/kolye');
    await expect(cards(second).first()).toBeVisible();

    await page.goto('/login');
    await loginWithEmailCode(page, email);
    await page.goto('/kolye');
    await expect(cards(page).first()).toBeVisible();
    const name = await toggle(page, await firstUnsaved(page), 'ekle');
    await expect(toastWith(page, 'Ürün favorilere eklendi.')).toBeVisible();

    const heart = (target: Page) => cards(target).filter({ has: target.getByRole('heading', { name, exact: true }) }).first().getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ürününü favori`) });
    // The second device still shows what it read; its next page load brings the server's list:
    // the server reads the session for a logged-in page, so the heart is given in its HTML, and
    // the browser asks nothing more (the data client stays out until the first interaction).
    const scripts: string[] = [];
    second.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const reloaded = await second.reload();
    const html = (await reloaded!.text()).replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
    expect(html).toContain(`${name} ürününü favorilerden çıkar`);
    await waitForShell(second);
    await expect(heart(second)).toHaveAttribute('aria-pressed', 'true');
    await second.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/apollo\.[0-9a-f]+\.js$/.test(path))).toEqual([]);

    // And a removal there shows here on the next load.
    await heart(second).click();
    await expect(heart(second)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await other.close();
  }
});
