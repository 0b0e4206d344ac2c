// Accessibility of every public page (and the logged-in ones) as axe-core sees it, against the
// WCAG 2.x A/AA rules, at desktop and mobile width. A serious or critical violation fails the
// journey with the rule, the elements (selectors) and axe's summary of what is wrong.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, area, demoListing, loginWithPassword } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

interface Picked {
  category: string;
  product: string;
}

let picked: Picked | undefined;
/** A category with products and its first product, through the API (as the SSR journey does). */
async function pickPages(request: APIRequestContext): Promise<Picked> {
  if (picked) return picked;
  const { category, product } = await demoListing(request);
  picked = { category: category.path, product: product.path };
  return picked;
}

interface PublicPage {
  name: string;
  team: string;
  path: (p: Picked) => string;
}

const PUBLIC_PAGES: PublicPage[] = [
  { name: 'home', team: 'mf-stores-content', path: () => '/' },
  { name: 'category', team: 'mf-catalog', path: (p) => p.category },
  { name: 'product', team: 'mf-product', path: (p) => p.product },
  { name: 'search', team: 'mf-catalog', path: () => '/arama?q=kolye' },
  { name: 'content page', team: 'mf-stores-content', path: () => '/sayfa/hakkimizda' },
  { name: 'store locator', team: 'mf-stores-content', path: () => '/sayfa/magazalarimiz' },
  { name: 'login', team: 'mf-account', path: () => '/login' },
  { name: 'register', team: 'mf-account', path: () => '/register' },
  { name: 'English home', team: 'mf-stores-content', path: () => '/en' },
];

const PRIVATE_PAGES: { name: string; team: string; path: string }[] = [
  { name: 'cart', team: 'mf-cart-checkout', path: '/cart' },
  { name: 'profile', team: 'mf-account', path: '/account' },
  { name: 'orders', team: 'mf-account', path: '/account/orders' },
  { name: 'addresses', team: 'mf-account', path: '/account/addresses' },
  { name: 'coupons', team: 'mf-account', path: '/account/coupons' },
  { name: 'change password', team: 'mf-account', path: '/account/password' },
  { name: 'wishlist', team: 'mf-account', path: '/account/wishlist' },
];

/** Runs axe on the page as it is, logs the counts by impact and fails on serious or critical findings. */
async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const counts: Record<string, number> = {};
  for (const violation of results.violations) {
    const impact = violation.impact ?? 'unknown';
    counts[impact] = (counts[impact] ?? 0) + violation.nodes.length;
  }
  console.log(`axe ${label}: ${JSON.stringify(counts)}`);
  const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const report = failing
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').split('\n').join('\n      ')}`);
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n${nodes.join('\n')}`;
    })
    .join('\n');
  // Compared as "rule: selectors" lines, so a failure reads as a list rather than axe's objects.
  const summary = failing.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary, `serious or critical axe violations on ${label}:\n${report}`).toEqual([]);
}

/** The page is taken over and the route's team has rendered its content. */
async function settle(page: Page, team: string) {
  const content = area(page, team);
  await expect(content).toBeVisible();
  // Its first content is there: a heading, or the form of the login page.
  await expect(content.locator('h1, h2, form').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.name} width (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of PUBLIC_PAGES) {
      test(`${target.name} has no serious or critical axe violation`, async ({ page, request }) => {
        const path = target.path(await pickPages(request));
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await settle(page, target.team);
        await expectNoSeriousViolations(page, `${target.name} (${path}) at ${viewport.width}px`);
      });
    }

    test('the logged-in pages have no serious or critical axe violation', async ({ page }) => {
      // Log in at desktop width (the header's account link is in the drawer on mobile), then
      // check the pages at this width.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/login');
      await loginWithPassword(page);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const target of PRIVATE_PAGES) {
        const response = await page.goto(target.path);
        expect(response?.status(), target.path).toBe(200);
        await settle(page, target.team);
        await expectNoSeriousViolations(page, `${target.name} (${target.path}) at ${viewport.width}px`);
      }
    });
  });
}
