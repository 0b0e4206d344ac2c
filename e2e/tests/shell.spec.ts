// The shell's journeys: home with header and footer from the API, every remote's route, guards
// with the return after login, logout, language switch, preload on intent, a remote offline.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, area, loginWithPassword } from './support';

type MenuItem = { name: string; url: string | null; visible: boolean; systemName: string | null; children: MenuItem[] };

/** The menu tree as the API serves it to a Turkish page. */
async function menusFromApi(request: APIRequestContext, ids: number[]): Promise<{ id: number; items: MenuItem[] }[]> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'application-id': 'storefront-web', language: 'tr', Culture: 'tr-TR', country: 'tr' },
    data: {
      query: 'query($ids: [Int!]) { menus(ids: $ids) { id items { name url visible systemName children { name url visible systemName children { name } } } } }',
      variables: { ids },
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.menus;
}

const banner = (page: Page) => page.getByRole('banner');
const mainMenu = (page: Page) => banner(page).getByRole('navigation', { name: 'Ana menü' });

test('home page shows the header menu and the footer groups from the API, with organisation data', async ({ page, request }) => {
  const [top] = await menusFromApi(request, [1]);
  const [footer] = await menusFromApi(request, [2]);
  await page.goto('/');
  await expect(area(page, 'mf-stores-content')).toBeVisible();

  // Top menu: every visible top-level entry of menu 1, nothing hidden.
  const topEntries = top.items.filter((i) => i.visible);
  expect(topEntries.length).toBeGreaterThan(0);
  // An entry with an address is a link; one without opens its children with a button.
  for (const entry of topEntries) await expect(mainMenu(page).getByRole(entry.url ? 'link' : 'button', { name: entry.name, exact: true })).toBeVisible();
  for (const hidden of top.items.filter((i) => !i.visible)) await expect(mainMenu(page).getByText(hidden.name, { exact: true })).toHaveCount(0);

  // Header links and the cart.
  await expect(banner(page).getByRole('link', { name: 'Mağazalarımız' })).toHaveAttribute('href', '/sayfa/magazalarimiz');
  // Franchising leaves the header below 1440 px (the header fits 1280 px with favourites) and
  // stays in the footer; from 1440 px the header carries it too.
  await expect(banner(page).getByRole('link', { name: 'Franchise' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /^Franchis/ }).first()).toHaveAttribute('href', '/sayfa/franchising');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(banner(page).getByRole('link', { name: 'Franchise' })).toHaveAttribute('href', '/sayfa/franchising');
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(banner(page).getByRole('link', { name: 'Siparişlerim' })).toHaveAttribute('href', '/account/orders');
  await expect(banner(page).getByRole('link', { name: /^Sepetim/ })).toHaveAttribute('href', `/login?redirectUrl=${encodeURIComponent('/checkout')}`);

  // Footer: one region per named parent of menu 2, holding its visible children.
  const contentinfo = page.getByRole('contentinfo');
  const groups = footer.items.filter((i) => i.visible && ['popular_categories', 'menu_items', 'socials', 'logos'].includes(i.systemName ?? ''));
  expect(groups.map((g) => g.systemName).sort()).toEqual(['logos', 'menu_items', 'popular_categories', 'socials']);
  for (const group of groups) {
    const region = contentinfo.getByRole('region', { name: group.name });
    await expect(region).toBeVisible();
    const first = group.children.find((c) => c.visible)!;
    const link = group.systemName === 'logos' ? region.getByRole('img', { name: first.name }) : region.getByText(first.name, { exact: true });
    await expect(link).toBeVisible();
  }
  // The popular-categories column holds at most 288px (spec section 9).
  const popular = contentinfo.getByRole('region', { name: groups.find((g) => g.systemName === 'popular_categories')!.name }).getByRole('list');
  expect((await popular.boundingBox())!.height).toBeLessThanOrEqual(288);

  // Organisation structured data and the canonical link.
  const organisations = () =>
    page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((texts) => texts.map((t) => JSON.parse(t) as { '@type'?: string }).filter((d) => d['@type'] === 'Organization'));
  await expect.poll(async () => (await organisations()).length).toBe(1);
  const [org] = await organisations();
  expect(org).toMatchObject({ '@type': 'Organization', name: expect.any(String), founder: { name: expect.any(String) }, address: { '@type': 'PostalAddress' } });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page).toHaveTitle(/Işıltı Takı/);
});

test('a shopper moves through every remote without reloading the page', async ({ page }) => {
  await page.goto('/');
  await expect(area(page, 'mf-stores-content')).toBeVisible();
  // Survives client-side navigation only: a full page load would drop it.
  await page.evaluate(() => ((window as unknown as { spaMarker: number }).spaMarker = 1));

  // Category from the top menu (mf-catalog), then a product of its grid (mf-product).
  await mainMenu(page).getByRole('link', { name: /yüzük/i }).first().click();
  const catalog = area(page, 'mf-catalog');
  await expect(catalog.getByRole('heading', { level: 1 })).toBeVisible();
  await catalog.getByRole('list', { name: 'Ürünler' }).getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await expect(area(page, 'mf-product').getByRole('heading', { level: 1 })).toBeVisible();

  // A content page (mf-stores-content) from the header link.
  await banner(page).getByRole('link', { name: 'Mağazalarımız' }).click();
  await expect(page).toHaveURL(/\/sayfa\/magazalarimiz$/);
  await expect(area(page, 'mf-stores-content')).toBeVisible();

  // Login (mf-account), then the cart (mf-cart-checkout) from the header.
  await banner(page).getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginWithPassword(page);
  // The cart button of a logged-in shopper opens the side cart, which links to the cart page.
  await banner(page).getByRole('link', { name: /^Sepetim/ }).click();
  await page.getByRole('dialog', { name: /^Sepetim/ }).getByRole('link', { name: 'Sepete git' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(area(page, 'mf-cart-checkout')).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { spaMarker?: number }).spaMarker)).toBe(1);
});

test('guarded pages lead a logged-out visitor to login and back; /register sends a customer home', async ({ page }) => {
  for (const path of ['/cart', '/checkout', '/wishlist', '/account', '/account/addresses']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(path)}`);
    await expect(area(page, 'mf-account')).toBeVisible();
  }
  // English keeps its prefix.
  await page.goto('/en/account/orders');
  await expect(page).toHaveURL(`/en/login?redirectUrl=${encodeURIComponent('/en/account/orders')}`);

  // Back after login to where the visitor wanted to go.
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Faccount%2Forders$/);
  await loginWithPassword(page);
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(area(page, 'mf-account')).toBeVisible();

  // Logged in: registration is not for them.
  await page.goto('/register?redirectUrl=/cart');
  await expect(page).toHaveURL(`/?type=register&returnUrl=${encodeURIComponent('/cart')}`);
  await expect(area(page, 'mf-stores-content')).toBeVisible();
});

test('logout clears the session, the cart count, the wishlist and the customer, and goes home', async ({ page, context }) => {
  await page.goto('/login');
  await loginWithPassword(page);
  await page.goto('/account');
  const account = area(page, 'mf-account');
  await expect(account).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'token')).toBe(true);

  await account.getByRole('button', { name: 'Çıkış Yap' }).first().click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(banner(page).getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'token')).toBe(false);
  const stored = await page.evaluate(() => ({ ...window.localStorage }));
  expect(stored['shell.cartCount'] ?? '0').toBe('0');
  expect(stored['shell.wishlist'] ?? '[]').toBe('[]');
  expect(stored['shell.customer']).toBeUndefined();
  expect(stored['shell.guestData']).toBeUndefined();
  // The guard now applies again.
  await page.goto('/account');
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent('/account')}`);
});

test('the language switch moves to /en and back, remembered in NEXT_LANGUAGE', async ({ page, context }) => {
  await page.goto('/sayfa/magazalarimiz');
  await expect(area(page, 'mf-stores-content')).toBeVisible();
  await banner(page).getByRole('group', { name: 'Dil' }).getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/sayfa\/magazalarimiz$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(banner(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LANGUAGE')?.value).toBe('en');

  // The choice is remembered: the home page opens in English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(area(page, 'mf-stores-content')).toBeVisible();

  await banner(page).getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(banner(page).getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LANGUAGE')?.value).toBe('tr');
});

test('below 900px a hamburger opens the greeting and the shortcuts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(mainMenu(page)).toBeHidden();
  await banner(page).getByRole('button', { name: 'Menüyü aç' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  await expect(drawer.getByText('Merhaba', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Üye Ol' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(drawer).toBeHidden();
});

test("hovering or focusing a link preloads the next route's remote before the click", async ({ page }) => {
  await page.goto('/');
  await expect(area(page, 'mf-stores-content')).toBeVisible();
  const accountRequest = page.waitForRequest(/\/remotes\/mf-account\/[^/]+\/mf-manifest\.json/);
  await banner(page).getByRole('link', { name: 'Giriş Yap' }).hover();
  await accountRequest;
  expect(new URL(page.url()).pathname).toBe('/');

  // A category link: its seName is resolved first, then the catalogue's page module loads.
  const categoryModule = page.waitForRequest(/\/remotes\/mf-catalog\/[^/]+\/__federation_expose_CategoryPage[^/]*\.js$/);
  await mainMenu(page).getByRole('link', { name: /yüzük/i }).first().focus();
  await categoryModule;
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a remote that is offline costs only its own area, in the page language', async ({ page }) => {
  await page.route('**/remotes/mf-catalog/**', (route) => route.abort());
  await page.goto('/');
  await expect(area(page, 'mf-stores-content')).toBeVisible();
  await mainMenu(page).getByRole('link', { name: /yüzük/i }).first().click();
  const fallback = page.getByRole('main').getByRole('alert');
  await expect(fallback).toContainText('Bu bölüm şu an yüklenemedi.');
  await expect(fallback.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  // Header, footer and the other remotes keep working.
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await banner(page).getByRole('link', { name: 'Mağazalarımız' }).click();
  await expect(area(page, 'mf-stores-content')).toBeVisible();
  await page.goBack();
  await expect(fallback).toBeVisible();

  // Back online: the retry button brings the area back without a reload.
  await page.unroute('**/remotes/mf-catalog/**');
  await fallback.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
});

test('the offline fallback speaks English under /en', async ({ page }) => {
  await page.route('**/remotes/mf-account/**', (route) => route.abort());
  await page.goto('/en/login');
  const fallback = page.getByRole('main').getByRole('alert');
  await expect(fallback).toContainText('This section could not be loaded right now.');
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Our stores' })).toBeVisible();
});
