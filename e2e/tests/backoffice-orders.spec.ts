// The back office moves a shopper's order (issue 25): a customer buys a ring; an ORDERS staff
// member finds the order in the list, approves, invoices and ships it through the order page's
// confirmations, and the customer's order page (another browser) shows it shipped with the
// tracking link. Delivered, the customer asks to return it: the staff member approves the
// request in the queue (the customer sees the cargo code), receives the goods; a SUPPORT member
// sees no refund button and the API refuses the refund anyway; the ORDERS member refunds it and
// the customer sees "İade Edildi" with the refunded amount.
import type { Browser, Page } from '@playwright/test';
import { expect, test, addRingToCart, area, completeCardForm, gql, loginWithPassword, payThroughBank } from './support';
import { expectNoSeriousAxeViolations, loginToBackoffice } from './backoffice-support';
import { staffSession } from './staff-api';

// The second demo customer (one saved address, no cart) buys; the newest order is this journey's.
const BUYER = { email: 'second@storefront.test', password: 'Demo1234', phone: '5320000002' };
const APPROVED_CARD = '4355 0843 5508 4358';
const NEWEST_ORDER = `query { customerOrders(pageIndex: 0, pageSize: 1) { orders { id orderNumber orderTotal items { productName } } } }`;

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 1024, height: 768 } });
  return context.newPage();
}

/** Clicks the page's action button, then the confirmation's own button of that name. */
async function confirmAction(office: Page, action: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await office.getByRole('main').getByRole('button', { name: action, exact: true }).click();
  const dialog = office.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the back office fulfils an order and refunds a return; the shopper sees every step', async ({ page, browser, request }) => {
  test.setTimeout(360_000);
  await page.goto('/login');
  await loginWithPassword(page, BUYER);
  const ring = await addRingToCart(page);
  await page.goto('/checkout');
  const checkout = area(page, 'mf-cart-checkout');
  await checkout.getByRole('radio', { name: /TEM/ }).check();
  await checkout.getByLabel('Kart numarası').fill(APPROVED_CARD);
  await completeCardForm(checkout);
  await payThroughBank(page, checkout, BUYER.phone);
  await expect(page).toHaveURL(/\/checkout\/success/);
  const { customerOrders } = await gql<{ customerOrders: { orders: { id: number; orderNumber: string; orderTotal: string }[] } }>(page.request, NEWEST_ORDER);
  const order = customerOrders.orders[0]!;
  const account = area(page, 'mf-account');

  const office = await staffPage(browser);
  const { carriers } = await (await staffSession(request, 'ADMIN')).call<{ carriers: { id: number; name: string; trackingUrlTemplate: string | null }[] }>('query { carriers { id name trackingUrlTemplate } }');
  const carrier = carriers.find((c) => c.trackingUrlTemplate)!;
  const trackingCode = `BO${Date.now()}`;

  await test.step('ORDERS finds the order by its number and approves, invoices and ships it', async () => {
    await loginToBackoffice(office, 'ORDERS', '/backoffice/orders');
    await expect(office.getByRole('heading', { level: 1, name: 'Siparişler' })).toBeVisible();
    await office.getByLabel('Ara: sipariş no, müşteri, e-posta, telefon').fill(order.orderNumber);
    await office.getByRole('button', { name: 'Filtrele', exact: true }).click();
    await expect(office).toHaveURL(new RegExp(`q=${order.orderNumber}`));
    await office.getByRole('link', { name: order.orderNumber, exact: true }).click();
    await expect(office.getByRole('heading', { level: 1, name: `Sipariş ${order.orderNumber}` })).toBeVisible();
    await expect(office.getByText('Durum: Sipariş Alındı')).toBeVisible();
    // Only what the state machine allows now: no shipping before the invoice.
    await expect(office.getByRole('main').getByRole('button', { name: 'Kargoya ver', exact: true })).toHaveCount(0);

    await confirmAction(office, 'Onayla');
    await expect(office.getByText('Durum: Hazırlanıyor')).toBeVisible();
    await confirmAction(office, 'Faturala');
    await expect(office.getByText('Durum: Faturalandı')).toBeVisible();
    await confirmAction(office, 'Kargoya ver', async (dialog) => {
      // The tracking code is required: refused in place, nothing sent.
      await dialog.getByLabel('Kargo firması').selectOption({ label: carrier.name });
      await dialog.getByRole('button', { name: 'Kargoya ver', exact: true }).click();
      await expect(dialog.getByText(/takip kodu/i).last()).toBeVisible();
      await dialog.getByLabel('Takip kodu').fill(trackingCode);
    });
    await expect(office.getByText('Durum: Kargoya Verildi')).toBeVisible();
    await expect(office.getByText(trackingCode).first()).toBeVisible();
  });

  await test.step('the customer sees it shipped, with the tracking link', async () => {
    await page.goto(`/account/orders/${order.orderNumber}`);
    await expect(account.locator('[data-status="SHIPPED"]')).toHaveText('Kargoya Verildi');
    await expect(account.getByRole('link', { name: 'Kargo takibi' })).toHaveAttribute('href', new RegExp(trackingCode));
  });

  await test.step('delivered; the customer asks to return the ring', async () => {
    await confirmAction(office, 'Teslim edildi');
    await expect(office.getByText('Durum: Teslim Edildi')).toBeVisible();
    await page.goto(`/account/orders/cancel/${order.orderNumber}`);
    await account.getByRole('checkbox', { name: new RegExp(ring.name) }).check();
    await account.getByRole('combobox', { name: `${ring.name} için neden` }).selectOption({ index: 1 });
    await account.getByRole('button', { name: 'Talebi gönder' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
  });

  const row = (action: string) => office.getByRole('button', { name: `${order.orderNumber} · ${ring.name}: ${action}` });
  await test.step('the request is approved in the queue: the customer sees the cargo code', async () => {
    await office.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Talepler' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Talepler' })).toBeVisible();
    await office.getByLabel('Sipariş numarası').fill(order.orderNumber);
    await office.getByRole('button', { name: 'Ara', exact: true }).click();
    await row('Onayla').click();
    const dialog = office.getByRole('alertdialog');
    await expect(dialog).toContainText('kargo');
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/account/orders/${order.orderNumber}`);
    await expect(account.getByText(/İade kargo: .+, kod: .+/)).toBeVisible();
  });

  await test.step('the goods arrive at the warehouse', async () => {
    await office.getByLabel('Durum').selectOption({ label: 'Onaylandı' });
    await office.getByRole('button', { name: 'Ara', exact: true }).click();
    await row('Teslim alındı').click();
    const dialog = office.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Teslim alındı olarak işaretle' }).click();
    await expect(dialog).toBeHidden();
    await office.getByLabel('Durum').selectOption({ label: 'Teslim alındı' });
    await office.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(row('İade et')).toBeVisible();
  });

  await test.step('SUPPORT sees no refund button, and the API refuses the refund anyway', async () => {
    const support = await staffPage(browser);
    try {
      await loginToBackoffice(support, 'SUPPORT', `/backoffice/orders/${order.id}`);
      await expect(support.getByRole('heading', { level: 1, name: `Sipariş ${order.orderNumber}` })).toBeVisible();
      await expect(support.getByRole('region', { name: 'Ürünler', exact: true })).toContainText(ring.name);
      await expect(support.getByRole('button', { name: /iade et/i })).toHaveCount(0);
      await expect(support.getByRole('main').getByRole('button', { name: 'Onayla', exact: true })).toHaveCount(0);
      await support.goto('/backoffice/requests');
      await support.getByLabel('Sipariş numarası').fill(order.orderNumber);
      await support.getByLabel('Durum').selectOption({ label: 'Teslim alındı' });
      await support.getByRole('button', { name: 'Ara', exact: true }).click();
      await expect(support.getByRole('table', { name: 'İptal ve iade talepleri' })).toContainText(ring.name);
      await expect(support.getByRole('button', { name: /İade et/ })).toHaveCount(0);
      const staff = await staffSession(request, 'SUPPORT');
      const { order: detail } = await staff.call<{ order: { items: { id: number }[] } }>('query($id: Int) { order(id: $id) { items { id } } }', { id: order.id });
      const refused = await staff.raw('mutation($o: Int!, $i: [Int!]!, $k: String!) { refundItems(orderId: $o, itemIds: $i, refundKey: $k) { success } }', { o: order.id, i: [detail.items[0]!.id], k: `support-${order.orderNumber}` });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await support.context().close();
    }
  });

  await test.step('ORDERS refunds it: the customer sees "İade Edildi" and the refunded amount', async () => {
    await row('İade et').click();
    const dialog = office.getByRole('alertdialog');
    await expect(dialog).toContainText('müşterinin kartına iade edilir');
    await dialog.getByRole('button', { name: /iade et$/ }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(account.locator('[data-status="RETURNED"]')).toHaveText('İade Edildi');
    const summary = account.getByRole('heading', { name: 'Sipariş özeti' }).locator('xpath=..');
    await expect(summary.getByText('İade edilen tutar', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(`−${order.orderTotal}`);
    await office.goto(`/backoffice/orders/${order.id}`);
    await expect(office.getByText('Durum: İade Edildi')).toBeVisible();
    await expectNoSeriousAxeViolations(office, 'order page');
  });
  await office.context().close();
});
