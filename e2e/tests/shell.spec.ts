// The shell's journeys: home with header and footer from the API, every remote's route,
// guards with the return after login, language switch, a remote offline.
import { test, expect } from '@playwright/test';
import { area, loginWithPassword } from './support';

test('home page shows the header menu and the footer groups from the API', async ({ page }) => {
  await page.goto('/');
  const shell = area(page, 'shell');
  await expect(shell.getByRole('banner')).toBeVisible();
  await expect(shell.getByRole('navigation').first().getByRole('link').first()).toBeVisible();
  await expect(shell.getByRole('contentinfo')).toBeVisible();
  await expect(shell.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await expect(area(page, 'mf-stores-content')).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
});

test('a shopper moves through every remote: home, category, product, login, cart', async ({ page }) => {
  await page.goto('/');
  await expect(area(page, 'mf-stores-content')).toBeVisible();
  // Category from the top menu (mf-catalog).
  await page.getByRole('banner').getByRole('link', { name: /yüzük/i }).first().click();
  const catalog = area(page, 'mf-catalog');
  await expect(catalog.getByRole('heading', { level: 1 })).toBeVisible();
  // Product from the grid (mf-product).
  await catalog.getByRole('list', { name: 'Ürünler' }).getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await expect(area(page, 'mf-product').getByRole('heading', { level: 1 })).toBeVisible();
  // Login (mf-account), then the cart (mf-cart-checkout).
  await page.goto('/login');
  await loginWithPassword(page);
  await page.goto('/cart');
  await expect(area(page, 'mf-cart-checkout')).toBeVisible();
});

test('a logged-out visitor is sent to login and brought back after logging in', async ({ page }) => {
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Faccount%2Forders/);
  await loginWithPassword(page);
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(area(page, 'mf-account')).toBeVisible();
});

test('the language switch moves to /en and back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /english|dil|language/i }).or(page.getByRole('banner').getByRole('link', { name: /^en$|english/i })).first().click();
  const en = page.getByRole('banner').getByRole('link', { name: /^en$|english/i });
  if (await en.count()) await en.first().click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const tr = page.getByRole('banner').getByRole('button', { name: /türkçe|language|dil/i }).or(page.getByRole('banner').getByRole('link', { name: /^tr$|türkçe/i }));
  await tr.first().click();
  const trLink = page.getByRole('banner').getByRole('link', { name: /^tr$|türkçe/i });
  if (await trLink.count()) await trLink.first().click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('a remote that is offline costs only its own area', async ({ page }) => {
  await page.route('**/remotes/mf-catalog/**', (route) => route.abort());
  await page.goto('/');
  await expect(area(page, 'mf-stores-content')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /yüzük/i }).first().click();
  await expect(page.getByText(/bu bölüm şu an yüklenemedi/i)).toBeVisible();
  await expect(page.getByRole('button', { name: /tekrar dene/i })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Back online: retry brings the area back without a reload.
  await page.unroute('**/remotes/mf-catalog/**');
  await page.getByRole('button', { name: /tekrar dene/i }).click();
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
});
