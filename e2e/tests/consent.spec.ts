// The cookie consent banner (KVKK, issue 23 point 5): asked on the first visit by the server's own
// page (no layout shift, no hydration mismatch), "Reddet" as easy as "Kabul et", remembered in the
// consent cookie, changeable from the footer; the data layer gets no analytics event before the
// shopper grants it, and gets them after.
import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, demoListing, expect, test } from './support';

// This journey starts as a first visitor: no stored choice.
test.use({ consentCookie: null });

const bannerOf = (page: Page, name = 'Çerez tercihleri') => page.getByRole('region', { name });

/** The data layer's events (entries with an event name) the page has pushed so far. */
const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => typeof e.event === 'string').map((e) => ({ ...e })));

const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)?.value;

/** Layout shift of the page so far (the buffered entries), and hydration errors React logged. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are delivered in the next task.
        setTimeout(() => resolve(total), 0);
      }),
  );
}

function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered HTML/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('a first visitor is asked by the server page; accepting lets the analytics events in, and the choice is remembered', async ({ page }) => {
  const { product } = await demoListing(page.request);
  const hydration = collectHydrationErrors(page);

  // The server renders the banner while no choice is stored.
  const html = await (await page.request.get(product.path)).text();
  expect(html).toContain('Kabul et');

  await page.goto(product.path);
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Before consent: the product was viewed, yet nothing of it is in the data layer.
  expect(await dataLayerEvents(page)).toEqual([]);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  expect(hydration).toEqual([]);

  // The keyboard reaches the banner first: its link, then "Kabul et" and "Reddet" side by side.
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Kabul et' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect(await consentCookie(page)).toBe('v1.a1.m1');
  expect(await dataLayerEvents(page)).toEqual([
    { event: 'consent_update', consent: { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' } },
  ]);

  // The next page load: no banner from the server, the product's view in the data layer.
  expect(await (await page.request.get(product.path)).text()).not.toContain('Kabul et');
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await dataLayerEvents(page)).map((e) => e.event)).toContain('view_item');
  await expect(bannerOf(page)).toHaveCount(0);
  expect(hydration).toEqual([]);
});

test('rejecting is one press too: no analytics event afterwards, and no banner on the next pages', async ({ page }) => {
  const { category, product } = await demoListing(page.request);
  await page.goto(category.path);
  const banner = bannerOf(page);
  const reject = banner.getByRole('button', { name: 'Reddet' });
  const accept = banner.getByRole('button', { name: 'Kabul et' });
  // As prominent as accepting: the same size and colours.
  const look = (button: typeof reject) =>
    button.evaluate((b) => {
      const style = getComputedStyle(b);
      return { width: b.getBoundingClientRect().width >= 120, height: Math.round(b.getBoundingClientRect().height), color: style.color, background: style.backgroundColor, font: style.fontSize + style.fontWeight };
    });
  expect(await look(reject)).toEqual(await look(accept));
  await reject.click();
  await expect(banner).toBeHidden();
  expect(await consentCookie(page)).toBe('v1.a0.m0');

  await page.goto(product.path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(bannerOf(page)).toHaveCount(0);
  // Only the stored choice, for the tags: no event of the product's view.
  expect(await dataLayerEvents(page)).toEqual([
    { event: 'consent_update', consent: { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } },
  ]);
});

test('the choice is changed later from the footer: analytics only, in English too', async ({ page }) => {
  const { product } = await demoListing(page.request);
  await page.goto(`/en${product.path}`);
  await bannerOf(page, 'Cookie preferences').getByRole('button', { name: 'Reject' }).click();
  await expect(bannerOf(page, 'Cookie preferences')).toBeHidden();

  const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' });
  await footerButton.click();
  const preferences = bannerOf(page, 'Cookie preferences');
  await expect(preferences.getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
  await expect(preferences.getByRole('checkbox', { name: 'Necessary cookies (always on)' })).toBeChecked();
  await expect(preferences.getByRole('checkbox', { name: 'Necessary cookies (always on)' })).toBeDisabled();
  await expect(preferences.getByRole('checkbox', { name: 'Analytics cookies' })).not.toBeChecked();
  // Escape leaves the stored choice and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(preferences).toBeHidden();
  await expect(footerButton).toBeFocused();

  await footerButton.click();
  await preferences.getByRole('checkbox', { name: 'Analytics cookies' }).check();
  await preferences.getByRole('button', { name: 'Save choices' }).click();
  await expect(preferences).toBeHidden();
  await expect(footerButton).toBeFocused();
  expect(await consentCookie(page)).toBe('v1.a1.m0');

  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await dataLayerEvents(page)).map((e) => e.event)).toContain('view_item');
  // Analytics without marketing: no e-mail in any event.
  expect((await dataLayerEvents(page)).some((e) => 'email' in e)).toBe(false);

  // The Turkish footer offers the same.
  await page.goto(product.path);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Çerez tercihleri' }).click();
  await expect(bannerOf(page).getByRole('checkbox', { name: 'Analiz çerezleri' })).toBeChecked();
  await expect(bannerOf(page).getByRole('checkbox', { name: 'Pazarlama çerezleri' })).not.toBeChecked();
});
