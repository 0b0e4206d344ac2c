// What is on the first screens comes in the server's HTML (issue 28): the home page's product
// slider and bestsellers strip, the product page's recommendation strips, each with its products;
// the browser takes them over without a mismatch when they are needed. And each language's
// messages ship only to its pages: a Turkish page downloads no team's English messages, an
// English page no team's Turkish ones.
import type { Page } from '@playwright/test';
import { expect, test, area, demoListing, gql } from './support';

/** Console errors (a hydration mismatch is one: React reports it as a recoverable error) and page errors, from now on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
  return problems;
}

/** The bodies of every script the page downloads, from now on. */
function recordScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  return scripts;
}

/** Scrolls step by step to the end of the page, as a shopper does (the first wheel is an interaction). */
async function scrollToEnd(page: Page) {
  for (let i = 0; i < 12; i += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(150);
  }
}

/** The carousel titled `title` in a page's server HTML: its section's HTML, up to the next section. */
function carouselHtml(html: string, title: string): string {
  const at = html.indexOf(`>${title}</h2>`);
  expect(at, `"${title}" in the server HTML`).toBeGreaterThan(0);
  return html.slice(at, html.indexOf('</section>', at));
}

test('the home page has its product slider and bestsellers strip in the server HTML, with their products, pictures lazy', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const title of ['Altın Kolyeler', 'Çok Satanlar']) {
    const carousel = carouselHtml(html, title);
    expect(carousel.split('class="swiper-slide"').length - 1, `${title}: product cards`).toBeGreaterThan(1);
    expect(carousel).toContain('loading="lazy"');
  }
});

test("the product page has its similar products strip in the server HTML, with the shop's products", async ({ request }) => {
  const { product } = await demoListing(request);
  const { urlRecord } = await gql<{ urlRecord: { entityId: number } }>(request, `query R($s: String!) { urlRecord(seName: $s) { entityId } }`, { s: product.seName });
  const { recommendations } = await gql<{ recommendations: { id: number }[] }>(request, `query S($id: Int!) { recommendations(kind: SIMILAR, productId: $id, limit: 12) { id } }`, { id: urlRecord.entityId });
  test.skip(recommendations.length === 0, 'the demo product has no similar products');
  const html = await (await request.get(product.path)).text();
  expect(carouselHtml(html, 'Benzer Ürünler').split('class="swiper-slide"').length - 1).toBe(recommendations.length);
});

test('the home page takes its slider over without a mismatch once the shopper gets to it, and its buttons then work', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Altın Kolyeler' });
  // Already there before any script ran: no placeholder in its place.
  await expect(slider).toBeVisible();
  await slider.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 50);
  const next = slider.getByRole('button', { name: 'Sonraki ürünler' });
  await expect(async () => {
    await next.click({ timeout: 1000 });
    await expect(slider.getByRole('button', { name: 'Önceki ürünler' })).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Çok Satanlar' })).toBeVisible();
  expect(problems, 'console errors and hydration warnings').toEqual([]);
});

/** Strings only one language's messages hold, one per team (and the shell's). */
const ENGLISH_ONLY = {
  'mf-catalog': 'Next products',
  'mf-product': 'Similar products',
  'mf-stores-content': 'The content could not be loaded.',
  'mf-cart-checkout': 'There are no items in your cart.',
  'mf-account': 'Forgot my password',
  shell: 'Close the cart',
  'shared ui': 'Enter a valid e-mail address',
};
const TURKISH_ONLY = {
  'mf-catalog': 'Sonraki ürünler',
  'mf-product': 'Birlikte Alınan Ürünler',
  'mf-stores-content': 'İçerik yüklenemedi.',
  'mf-cart-checkout': 'Sepetinizde ürün bulunmamaktadır.',
  'mf-account': 'Şifremi unuttum',
};

function holding(scripts: Map<string, string>, strings: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [team, text] of Object.entries(strings)) {
    for (const [url, body] of scripts) if (body.includes(text)) found.push(`${team} "${text}" in ${new URL(url).pathname}`);
  }
  return found;
}

/**
 * Every team on the way, recording the scripts: home with its widgets (after the first
 * interaction), the login page, the cart (or the login it asks a visitor without a session for).
 */
async function scriptsOfEveryTeam(page: Page, prefix: '' | '/en', bestsellers: string) {
  const scripts = recordScripts(page);
  await page.goto(prefix || '/');
  await scrollToEnd(page);
  await expect(page.getByRole('region', { name: bestsellers })).toBeVisible();
  await page.goto(`${prefix}/login`);
  await expect(area(page, 'mf-account')).toBeVisible();
  await page.goto(`${prefix}/cart`);
  expect(scripts.size, 'scripts recorded').toBeGreaterThan(5);
  return scripts;
}

test('Turkish pages download no English messages', async ({ page }) => {
  const scripts = await scriptsOfEveryTeam(page, '', 'Çok Satanlar');
  expect(holding(scripts, TURKISH_ONLY).length, 'the Turkish messages did come').toBeGreaterThan(2);
  expect(holding(scripts, ENGLISH_ONLY), 'English messages downloaded by Turkish pages').toEqual([]);
});

test("English pages download none of the teams' Turkish messages", async ({ page }) => {
  const scripts = await scriptsOfEveryTeam(page, '/en', 'Bestsellers');
  expect(holding(scripts, ENGLISH_ONLY).length, 'the English messages did come').toBeGreaterThan(2);
  expect(holding(scripts, TURKISH_ONLY), 'Turkish messages downloaded by English pages').toEqual([]);
});
