// Every screen of the back office as axe-core sees it (WCAG 2.x A/AA; serious and critical
// violations fail) at a tablet's width (768 px, the narrowest it is made for) with an ADMIN, who
// sees them all; and the back office by keyboard alone: skip link, navigation, a confirmation
// opened, escaped and focus given back.
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { expectNoSeriousAxeViolations, loginToBackoffice } from './backoffice-support';
import { staffSession } from './staff-api';

test.use({ viewport: { width: 768, height: 1024 } });

async function screenAt(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Yükleniyor' })).toHaveCount(0);
}

test('axe finds no serious violation on any screen, at 768 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  // The API through a request context of its own: a staff login's cookie would log the page in.
  const admin = await staffSession(request, 'ADMIN');
  const { orders } = await admin.call<{ orders: { items: { id: number; orderNumber: string; customer: { id: number } }[] } }>('query { orders(pageSize: 5) { items { id orderNumber customer { id } } } }');
  const order = orders.items[0]!;
  const { feedRuns } = await admin.call<{ feedRuns: { items: { id: number }[] } }>('query { feedRuns(pageSize: 1) { items { id } } }');
  const { product } = await admin.call<{ product: { name: string; variants: { sku: string }[] } }>('query { product(id: 12) { name variants { sku } } }');

  await page.goto('/backoffice/login');
  await expectNoSeriousAxeViolations(page, 'login');
  await loginToBackoffice(page, 'ADMIN', '/backoffice/orders');
  const screens: [string, string, string | RegExp][] = [
    ['order list', '/backoffice/orders', 'Siparişler'],
    ['order list, filtered', '/backoffice/orders?status=DELIVERED&q=a', 'Siparişler'],
    ['order page', `/backoffice/orders/${order.id}`, `Sipariş ${order.orderNumber}`],
    ['requests', '/backoffice/requests', 'Talepler'],
    ['reviews', '/backoffice/reviews', 'Yorumlar'],
    ['catalogue', '/backoffice/catalogue', 'Katalog'],
    ['product', `/backoffice/catalogue/products/${encodeURIComponent(product.variants[0]!.sku)}`, product.name],
    ['customers', '/backoffice/customers?q=demo', 'Müşteriler'],
    ['customer', `/backoffice/customers/${order.customer.id}`, /.+/],
    ['messages', '/backoffice/messages', 'Mesajlar'],
    ['staff', '/backoffice/staff', 'Personel'],
    ['sessions', '/backoffice/staff/sessions', 'Oturumlar'],
    ['audit log', '/backoffice/audit', 'İşlem kaydı'],
    ['not found', '/backoffice/bu-ekran-yok', 'Sayfa bulunamadı'],
  ];
  if (feedRuns.items[0]) screens.push(['feed run', `/backoffice/catalogue/feeds/${feedRuns.items[0].id}`, `Dosya işlemi #${feedRuns.items[0].id}`]);
  for (const [name, path, heading] of screens) {
    await screenAt(page, path, heading);
    await expectNoSeriousAxeViolations(page, name);
  }

  // A confirmation open over the order page, and the English interface.
  await screenAt(page, `/backoffice/orders/${order.id}`, `Sipariş ${order.orderNumber}`);
  await page.getByRole('main').getByRole('button', { name: 'Not ekle', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'a confirmation');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoSeriousAxeViolations(page, 'order page in English');
  await page.getByRole('button', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Sipariş ${order.orderNumber}` })).toBeVisible();
});

test('by keyboard alone: skip to the content, open a confirmation, leave it with Escape', async ({ page }) => {
  await loginToBackoffice(page, 'SUPPORT', '/backoffice/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'İçeriğe geç' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // To the customers screen through the navigation, by Tab and Enter; a search by Enter.
  const link = page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Müşteriler' });
  await page.keyboard.press('Shift+Tab');
  for (let i = 0; i < 20 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Müşteriler' })).toBeVisible();
  await page.getByLabel('Ara: ad, e-posta, telefon').focus();
  await page.keyboard.type('demo@storefront.test');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table').getByRole('link', { name: 'Ayşe Yılmaz' })).toBeVisible();

  // The sent messages, and a resend asked for and left.
  await page.goto('/backoffice/messages');
  await page.getByLabel('Durum').selectOption({ label: 'Gönderildi' });
  await page.getByRole('button', { name: 'Ara', exact: true }).focus();
  await page.keyboard.press('Enter');
  const resend = page.getByRole('button', { name: /: Tekrar gönder$/ }).first();
  await expect(resend).toBeVisible();
  await resend.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Tekrar gönder', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(resend).toBeFocused();
});
