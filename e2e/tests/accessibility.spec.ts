// Accessibility of every public page (and the logged-in ones) as axe-core sees it, against the
// WCAG 2.x A/AA rules, at desktop and mobile width. A serious or critical violation fails the
// journey with the rule, the elements (selectors) and axe's summary of what is wrong.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, area, codeSentAfter, demoListing, lastOutboxId, loginWithEmailCode, loginWithPassword, ringInStock } from './support';

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
  /** The page's HTTP status (200 unless said). */
  status?: number;
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
  { name: 'password recovery', team: 'mf-account', path: () => '/passwordrecovery' },
  { name: 'password reset', team: 'mf-account', path: () => '/passwordrecovery/confirm?token=t&gid=g' },
  { name: 'ring size finder', team: 'mf-stores-content', path: () => '/find/ring-size' },
  { name: 'page not found', team: 'shell', path: () => '/sayfa/boyle-bir-sayfa-yok', status: 404 },
  { name: 'English home', team: 'mf-stores-content', path: () => '/en' },
  { name: 'English product', team: 'mf-product', path: (p) => `/en${p.product}` },
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
        expect(response?.status(), path).toBe(target.status ?? 200);
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

// The cookie banner a first visitor meets, and its preferences, at both widths.
test.describe('the cookie consent banner', () => {
  test.use({ consentCookie: null });
  for (const viewport of VIEWPORTS) {
    test(`the banner and its preferences have no serious or critical axe violation at ${viewport.name} width`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/');
      await settle(page, 'mf-stores-content');
      const banner = page.getByRole('region', { name: 'Çerez tercihleri' });
      await expect(banner).toBeVisible();
      await expectNoSeriousViolations(page, `cookie banner at ${viewport.width}px`);
      await banner.getByRole('button', { name: 'Tercihler' }).click();
      await expect(banner.getByRole('checkbox', { name: 'Analiz çerezleri' })).toBeVisible();
      await expectNoSeriousViolations(page, `cookie preferences at ${viewport.width}px`);
    });
  }
});

// Checkout and what follows it, logged in: the checkout page, its address and contract modals,
// the bank's 3-D Secure page in its frame, the success page, and the new order's detail and
// request pages (at both widths). A generated customer with no saved address buys one ring.
test('checkout, its modals, the bank page and the order pages have no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(240_000);
  // The bank sends its 3-D Secure code to the customer's phone.
  const buyer = { email: 'uye22@storefront.test', phone: '5330000022' };
  const { ring, attribute, size } = await ringInStock(page.request);
  await page.goto('/login');
  await loginWithEmailCode(page, buyer.email);

  await page.goto(`/${ring.seName}`);
  const product = area(page, 'mf-product');
  await product.getByRole('combobox', { name: attribute }).selectOption({ label: size });
  await product.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Sepetim, / })).not.toHaveAccessibleName('Sepetim, ürün yok');

  await page.goto('/checkout');
  const checkout = area(page, 'mf-cart-checkout');
  await expect(checkout.getByRole('heading', { name: 'Ödeme bilgileri' })).toBeVisible();
  await expectNoSeriousViolations(page, 'checkout without an address');

  await checkout.getByRole('button', { name: 'Yeni teslimat adresi ekle' }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Adresi kaydet' }) });
  await expect(form).toBeVisible();
  await expectNoSeriousViolations(page, 'checkout address modal');
  await form.getByRole('textbox', { name: 'Adres başlığı', exact: true }).fill('Ev');
  await form.getByRole('textbox', { name: 'Ad', exact: true }).fill('Elif');
  await form.getByRole('textbox', { name: 'Soyad', exact: true }).fill('Kaya');
  await form.getByRole('textbox', { name: 'Telefon', exact: true }).fill(buyer.phone);
  await form.getByRole('combobox', { name: 'İl', exact: true }).selectOption({ label: 'Ankara' });
  await form.getByRole('combobox', { name: 'İlçe' }).selectOption({ label: 'Çankaya' });
  await form.getByRole('combobox', { name: 'Mahalle' }).selectOption({ label: 'Kızılay' });
  await form.getByRole('textbox', { name: 'Adres', exact: true }).fill('Atatürk Bulvarı No:40 Daire:8');
  await form.getByRole('button', { name: 'Adresi kaydet' }).click();
  await expect(form).toBeHidden();
  await expect(checkout.getByRole('radio', { checked: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'checkout with an address and carriers');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'checkout with an address and carriers at 390px');
  await page.setViewportSize({ width: 1280, height: 800 });

  for (const title of ['Ön Bilgilendirme Formu', 'Mesafeli Satış Sözleşmesi']) {
    await checkout.getByRole('button', { name: title }).or(checkout.getByRole('link', { name: title })).first().click();
    const contract = page.getByRole('dialog', { name: title });
    await expect(contract).toBeVisible();
    await expectNoSeriousViolations(page, `checkout ${title} modal`);
    await page.keyboard.press('Escape');
    await expect(contract).toBeHidden();
  }

  await checkout.getByLabel('Kart numarası').fill('4355 0843 5508 4358');
  await checkout.getByLabel('Kart üzerindeki isim').fill('Elif Kaya');
  await checkout.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/30');
  await checkout.getByLabel('CVV').fill('123');
  await checkout.getByRole('checkbox', { name: /okudum, onaylıyorum/ }).check();
  const smsBefore = await lastOutboxId(page.request, buyer.phone);
  await checkout.getByRole('button', { name: 'Ödemeyi tamamla' }).first().click();
  const bank = page.frameLocator('iframe[title="Bankanızın 3D Secure doğrulama sayfası"]');
  const codeField = bank.getByLabel('SMS ile gönderilen doğrulama kodu');
  await expect(codeField).toBeVisible();
  // axe analyses the frame's document too.
  await expectNoSeriousViolations(page, 'the bank 3-D Secure page in its frame');
  await codeField.fill(await codeSentAfter(page.request, buyer.phone, smsBefore));
  await bank.getByRole('button', { name: 'Onayla' }).click();

  await expect(page.getByRole('heading', { name: 'Siparişiniz alındı' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'order success page');
  const orderNumber = /SF\d{12}/.exec(await page.getByRole('main').innerText())?.[0];
  expect(orderNumber, 'the success page names the order').toBeTruthy();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const [name, path] of [
      ['order detail', `/account/orders/${orderNumber}`],
      ['order cancel/return request', `/account/orders/cancel/${orderNumber}`],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await settle(page, 'mf-account');
      await expectNoSeriousViolations(page, `${name} (${path}) at ${viewport.width}px`);
    }
  }
});
