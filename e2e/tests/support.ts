// Shared steps of the journeys: the demo login and locating each team's area, and the `test`
// every journey uses: its page waits, after each navigation, until React has taken the page
// over (pages come server-rendered: visible before they are interactive, as for a shopper), and
// it fails when the site's Content-Security-Policy blocked anything: a `securitypolicyviolation`
// event in any frame of the journey's browser context, or a report the site received meanwhile.
import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { e2eCspReportFile, e2eMailCatcherPort } from '../scripts/e2e-paths.mjs';

/**
 * The shell has hydrated (or rendered) the page and its route's area has been taken over too
 * (a remote's Suspense boundary hydrates after the shell's: a size picked before that would be
 * reset by hydration); pages outside the shell (no #root, or the back office's) count as ready.
 */
export async function waitForShell(page: Page) {
  await page.waitForFunction(() => {
    const { shellReady, routeShown } = document.documentElement.dataset;
    return (shellReady === 'true' && routeShown === 'true') || !document.getElementById('root') || location.pathname.startsWith('/backoffice');
  });
}

/** What the site's report endpoint has received so far (CSP_REPORT_FILE, one JSON line each). */
const cspReports = (): string[] => (existsSync(e2eCspReportFile) ? readFileSync(e2eCspReportFile, 'utf8').split('\n').filter(Boolean) : []);

/**
 * The cookie consent the journeys' browser starts with (shared-contracts' CONSENT_COOKIE, value
 * serializeConsent): everything refused, so the banner is not over the page. A journey about the
 * banner starts without one: `test.use({ consentCookie: null })`.
 */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_REFUSED = 'v1.a0.m0';

/** Stores a cookie choice in a browser context (one the journey made itself, for instance). */
export async function storeConsentChoice(context: BrowserContext, baseURL: string, value = CONSENT_REFUSED) {
  await context.addCookies([{ name: CONSENT_COOKIE, value, url: baseURL, sameSite: 'Lax' }]);
}

export const test = base.extend<{ consentCookie: string | null }>({
  consentCookie: [CONSENT_REFUSED, { option: true }],
  context: async ({ context, consentCookie, baseURL }, use) => {
    if (consentCookie) await storeConsentChoice(context, baseURL!, consentCookie);
    const violations: string[] = [];
    await context.exposeBinding('__e2eCspViolation', ({ frame }, text: string) => {
      violations.push(`${text} (frame ${frame.url().slice(0, 120)})`);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { __e2eCspViolation?: (text: string) => void }).__e2eCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${JSON.stringify(event.sample)}`);
        },
        true,
      );
    });
    const reportsBefore = cspReports().length;
    await use(context);
    expect(violations, 'Content-Security-Policy violations in the browser').toEqual([]);
    expect(cspReports().slice(reportsBefore), 'Content-Security-Policy reports the site received').toEqual([]);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForShell(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForShell(page);
      return response;
    };
    await use(page);
  },
});

export { expect };

export const DEMO = { email: 'demo@storefront.test', password: 'Demo1234' };

/** A team's area of the page body (the header also holds widgets of some teams). */
export function area(page: Page, team: string) {
  if (team === 'shell') return page.locator('[data-boundary="shell"]').first();
  return page.getByRole('main').locator(`[data-boundary="${team}"]`).first();
}

/** Logs in with e-mail and password from the login page the browser is on. */
export async function loginWithPassword(page: Page, creds = DEMO) {
  const account = area(page, 'mf-account');
  await expect(account).toBeVisible();
  await account.getByRole('radio', { name: 'E-posta' }).check();
  await account.getByRole('textbox', { name: 'E-posta adresi' }).fill(creds.email);
  await account.getByRole('button', { name: 'Devam Et' }).click();
  await account.getByLabel('Şifre', { exact: true }).fill(creds.password);
  await account.getByRole('button', { name: 'Giriş Yap' }).click();
  // Logged in once the header offers the account instead of the login link.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hesabım' })).toBeVisible();
}

/** A GraphQL call to the site's API (as a visitor), for journeys that pick their data first. */
export async function gql<T>(request: Page['request'], query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'application-id': 'storefront-web', language: 'tr', country: 'tr' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

export interface DemoPage {
  seName: string;
  name: string;
  /** '/<seName>' */
  path: string;
}

/** A category of the demo data (id 12) and its first product, found through the API. */
export async function demoListing(request: Page['request']): Promise<{ category: DemoPage; product: DemoPage }> {
  const response = await request.get('/Catalog/CategoryV2?categoryId=12&PageSize=4&language=tr&country=tr');
  expect(response.ok()).toBe(true);
  const listing = (await response.json()) as { seName: string; name: string; products: { seName: string; name: string }[] };
  expect(listing.seName).toBeTruthy();
  expect(listing.products[0]?.seName).toBeTruthy();
  const page = ({ seName, name }: { seName: string; name: string }): DemoPage => ({ seName, name, path: `/${seName}` });
  return { category: page(listing), product: page(listing.products[0]) };
}

export interface RingInStock {
  ring: { name: string; seName: string; productAttributes: { name: string; values: { name: string; quantity: number }[] }[] };
  /** The size selector's label and a size with at least two in stock. */
  attribute: string;
  size: string;
}

/** A ring of the "yuzuk" category's first page with a size of which at least `min` are in stock. */
export async function ringInStock(request: Page['request'], min = 2): Promise<RingInStock> {
  const { urlRecord } = await gql<{ urlRecord: { entityId: number } }>(request, `query { urlRecord(seName: "yuzuk") { entityId } }`);
  const data = await gql<{ categoryV2: { data: { products: RingInStock['ring'][] } } }>(
    request,
    `query L($id: Int!) { categoryV2(id: $id, pageNumber: 1, pageSize: 48) { data { products { name seName productAttributes { name values { name quantity } } } } } }`,
    { id: urlRecord.entityId },
  );
  for (const ring of data.categoryV2.data.products) {
    const size = ring.productAttributes[0]?.values.find((v) => v.quantity >= min);
    if (size) return { ring, attribute: ring.productAttributes[0]!.name, size: size.name };
  }
  throw new Error('no ring of the first listing page has a size in stock');
}

/** Puts one ring of a size in stock into the logged-in customer's cart from its product page. */
export async function addRingToCart(page: Page): Promise<RingInStock['ring']> {
  const { ring, attribute, size } = await ringInStock(page.request);
  await page.goto(`/${ring.seName}`);
  const product = area(page, 'mf-product');
  await product.getByRole('combobox', { name: attribute }).selectOption({ label: size });
  await product.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page.getByRole('status').getByText('Ürün sepete eklendi.')).toBeVisible();
  return ring;
}

/** Fills the card form's holder, expiry and CVV (the number is the journey's) and ticks the contracts. */
export async function completeCardForm(checkout: Locator) {
  await checkout.getByLabel('Kart üzerindeki isim').fill('Mehmet Demir');
  await checkout.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/30');
  await checkout.getByLabel('CVV').fill('123');
  await checkout.getByRole('checkbox', { name: /okudum, onaylıyorum/ }).check();
}

/**
 * Presses the checkout's pay button and goes through the sandbox bank's 3-D Secure page in its
 * frame with the code sent by SMS to `phone`; `overBankPage` checks the shop while that page shows.
 */
export async function payThroughBank(page: Page, checkout: Locator, phone: string, overBankPage?: () => Promise<void>) {
  const before = await lastOutboxId(page.request, phone);
  await checkout.getByRole('button', { name: 'Ödemeyi tamamla' }).first().click();
  const bank = page.frameLocator('iframe[title="Bankanızın 3D Secure doğrulama sayfası"]');
  const codeField = bank.getByLabel('SMS ile gönderilen doğrulama kodu');
  await expect(codeField).toBeVisible();
  await overBankPage?.();
  await codeField.fill(await codeSentAfter(page.request, phone, before));
  await bank.getByRole('button', { name: 'Onayla' }).click();
}

/** The id of the newest message the development outbox holds for a recipient (0: none). */
export async function lastOutboxId(request: Page['request'], recipient: string): Promise<number> {
  const { devOutbox } = await gql<{ devOutbox: { id: number }[] }>(request, `query($r: String) { devOutbox(recipient: $r, limit: 1) { id } }`, { r: recipient });
  return devOutbox[0]?.id ?? 0;
}

/** The newest code sent to a recipient after message `afterId`, as an SMS or e-mail would bring it. */
export async function codeSentAfter(request: Page['request'], recipient: string, afterId: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { devOutbox } = await gql<{ devOutbox: { id: number; code: string | null }[] }>(
        request,
        `query($r: String) { devOutbox(recipient: $r, limit: 1) { id code } }`,
        { r: recipient },
      );
      const newest = devOutbox[0];
      code = newest && newest.id > afterId && newest.code ? newest.code : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Logs in from the login page with a one-time code sent by e-mail (customers without a password). */
export async function loginWithEmailCode(page: Page, email: string) {
  const account = area(page, 'mf-account');
  await account.getByRole('radio', { name: 'E-posta' }).check();
  await account.getByRole('textbox', { name: 'E-posta adresi' }).fill(email);
  const before = await lastOutboxId(page.request, email);
  await account.getByRole('button', { name: 'Devam Et' }).click();
  const code = await codeSentAfter(page.request, email, before);
  await page.getByRole('textbox', { name: 'Doğrulama kodunun 1. hanesi' }).pressSequentially(code);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hesabım' })).toBeVisible();
}

export const TYPED_PHONE = '+90 532 111 22 33';
export const SHOWN_PHONE = '0(532) 111 22 33';

/** Adds an address from the address list's dialog (the first choice of each place list). */
export async function addAddress(page: Page, account: Locator, title: string) {
  await account.getByRole('button', { name: 'Yeni adres ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni adres ekle' });
  await dialog.getByLabel('Adres başlığı').fill(title);
  await dialog.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await dialog.getByLabel('Soyad').fill('Yılmaz');
  const phone = dialog.getByLabel('Telefon numarası');
  await phone.pressSequentially(TYPED_PHONE);
  await expect(phone).toHaveValue(SHOWN_PHONE);
  for (const label of ['İl', 'İlçe', 'Mahalle']) {
    const select = dialog.getByRole('combobox', { name: label, exact: true });
    await expect(select).toBeEnabled();
    await expect(select.locator('option')).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
  }
  await expect(dialog.getByLabel('Posta kodu')).not.toHaveValue('');
  await dialog.getByLabel('Adres', { exact: true }).fill(`${title} Sokak No: 12 Daire 4 Kat 2`);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(account.getByRole('listitem', { name: title })).toBeVisible();
}

/** The journeys' mail catcher (maildev's REST API): what a shopper receives, SMS as <phone>@sms.localhost. */
export const mailCatcherUrl = `http://127.0.0.1:${e2eMailCatcherPort}`;

export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  to: { address: string }[];
  time: string;
}

/** The mails the catcher holds for an address, oldest first. */
export async function mailsTo(request: Page['request'], address: string): Promise<CaughtMail[]> {
  const response = await request.get(`${mailCatcherUrl}/email`);
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** The one-time code of the first mail to an address that arrives after `seen` mails to it. */
export async function codeMailedTo(request: Page['request'], address: string, seen: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const fresh = (await mailsTo(request, address)).slice(seen);
      code = fresh.map((mail) => ONE_TIME_CODE.exec(mail.text ?? '')?.[1]).find(Boolean) ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}
const ONE_TIME_CODE = /(?<!\d)(\d{6})(?!\d)/;
