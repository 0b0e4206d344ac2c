// What an attacker tried (issue: the attack report): a redirect that leaves the shop, and a login
// token a script could read. Every redirect target of the table lands on the shop, through the
// server's 302 and through the browser after a real login; the token is in an HttpOnly cookie
// only, never in document.cookie, a page's HTML or its inline state.
import type { Page } from '@playwright/test';
import { DEMO, area, expect, loginWithPassword, storeConsentChoice, test } from './support';

/** Targets as they come in the query (already URL-encoded where a browser would send them so). */
const PAYLOADS = [
  '/%09/evil.com',
  '/%0A/evil.com',
  '/%0D%0A/evil.com',
  '%09//evil.com',
  '//evil.com',
  '///evil.com',
  '/%5Cevil.com',
  '%5C%5Cevil.com',
  '/%5C/evil.com',
  '/.//evil.com',
  'https://evil.com/',
  'http://evil.com:3300/',
  'https%3A%2F%2Fevil.com',
  'javascript:alert(document.domain)',
  'JaVaScRiPt%3Aalert(1)',
  'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
  'http://localhost:1/account',
  'http://127.0.0.1:3300/account',
  '//localhost:1/account',
  'evil.com',
  '/a%0d%0aSet-Cookie:%20x=1',
  '/%C4%B0stanbul%00',
  '/%E0%A4%A',
  `/${'x'.repeat(5000)}`,
];

function landsOnShop(location: string | undefined, origin: string): boolean {
  if (!location) return false;
  const url = new URL(location, origin);
  return url.origin === origin && !url.pathname.startsWith('//');
}

async function tokenOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(token, 'the session cookie is there').toBeTruthy();
  return token!.value;
}

test('every redirect target of the table stays on the shop: the server 302 of a logged-in visitor', async ({ page, baseURL }) => {
  await page.goto('/login');
  await loginWithPassword(page);
  const origin = new URL(baseURL!).origin;
  for (const payload of PAYLOADS) {
    const answer = await page.request.get(`/login?redirectUrl=${payload}`, { maxRedirects: 0 });
    expect(answer.status(), payload).toBeLessThan(500);
    if (answer.status() === 302) expect(landsOnShop(answer.headers().location, origin), `${payload} -> ${answer.headers().location}`).toBe(true);
  }
});

test('every redirect target of the table stays on the shop: the browser after a real login', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  // Each login is a fresh visitor: the page's own navigation after the login is what counts.
  for (const payload of PAYLOADS.slice(0, 12)) {
    const context = await browser.newContext();
    await storeConsentChoice(context, baseURL!);
    const page = await context.newPage();
    const left: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).origin !== origin) left.push(request.url());
    });
    const answer = await page.goto(`/login?redirectUrl=${payload}`);
    // A control character in the address is refused (400) before any page: nothing to log into.
    if (answer && answer.status() === 400) {
      expect(new URL(page.url()).origin, payload).toBe(origin);
      await context.close();
      continue;
    }
    await loginWithPassword(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hesabım' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).origin, payload).toBe(origin);
    expect(left, payload).toEqual([]);
    await context.close();
  }
});

test('the login token is in an HttpOnly cookie only: not in document.cookie, the HTML or the page state', async ({ page, context }) => {
  await page.goto('/login');
  await loginWithPassword(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hesabım' })).toBeVisible();
  const token = await tokenOf(page);
  const cookie = (await context.cookies()).find((c) => c.name === 'token')!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);

  for (const path of ['/account', '/account/orders', '/cart', '/', `/en/account`]) {
    const answer = await page.request.get(path);
    expect(await answer.text(), path).not.toContain(token);
    await page.goto(path);
    await expect(page.locator('html[data-route-shown]')).toBeAttached();
    const held = await page.evaluate((t) => {
      const state = JSON.stringify((window as unknown as Record<string, unknown>).__STOREFRONT_SSR__ ?? null);
      return { inState: state.includes(t), inHtml: document.documentElement.outerHTML.includes(t), inCookie: document.cookie.includes(t), inStorage: JSON.stringify({ ...localStorage, ...sessionStorage }).includes(t) };
    }, token);
    expect(held, path).toEqual({ inState: false, inHtml: false, inCookie: false, inStorage: false });
  }
  // Logged in for the server and the browser alike: the account page renders, no login redirect.
  await page.goto('/account');
  await expect(area(page, 'mf-account')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
});

test('a session the API no longer knows ends in the browser, and its cookies go', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'token', value: 'made-up-token-that-the-api-never-issued', url: baseURL!, httpOnly: true, sameSite: 'Lax' },
    { name: 'signed_in', value: 'made-up', url: baseURL!, sameSite: 'Lax' },
  ]);
  await page.goto('/sayfa/magazalarimiz');
  await expect(page.locator('html[data-route-shown]')).toBeAttached();
  // The session check runs at the first interaction.
  await page.mouse.move(10, 10);
  await page.keyboard.press('Shift');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).filter((c) => c.name === 'token' || c.name === 'signed_in').length).toBe(0);
  // A real login afterwards works.
  await page.goto('/login');
  await loginWithPassword(page, DEMO);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hesabım' })).toBeVisible();
});
