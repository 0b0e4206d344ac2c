// mf-account journeys on an order's progress and money (issue 22, point 10): cancelling one line
// of a pending order shows what was refunded and the order's total now; an order whose returned
// item reached the store ("Mağazaya Ulaştı") shows its progress at the delivered step, not step 1.
import { test, expect, area, gql, loginWithPassword } from './support';

interface Summary {
  orderNumber: string;
  orderStatusEnum: string;
  orderTotal: string;
  items: { productName: string; subTotal: string; userCanPartialCancel: boolean }[];
}
const ORDERS = `query { customerOrders(pageIndex: 0, pageSize: 50) { orders { orderNumber orderStatusEnum orderTotal items { productName subTotal userCanPartialCancel } } } }`;

/** "₺1.234,50" as kuruş. */
const kurus = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

test.describe('order progress and refunds', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await loginWithPassword(page);
  });

  test('cancelling one line of a pending order shows the refund line and the total now', async ({ page }) => {
    const { customerOrders } = await gql<{ customerOrders: { orders: Summary[] } }>(page.request, ORDERS);
    const order = customerOrders.orders.find((o) => o.orderStatusEnum === 'PENDING' && o.items.length > 1 && o.items.every((i) => i.userCanPartialCancel));
    expect(order, 'the demo customer has a pending order of several lines').toBeTruthy();
    const line = order!.items[0]!;

    await page.goto(`/account/orders/cancel/${order!.orderNumber}`);
    const account = area(page, 'mf-account');
    await account.getByRole('checkbox', { name: new RegExp(line.productName) }).check();
    await account.getByRole('combobox', { name: `${line.productName} için neden` }).selectOption({ index: 1 });
    await account.getByRole('button', { name: 'Talebi gönder' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    // The orders list shows the refund and the total now, as the detail does.
    const card = account.getByRole('article', { name: `${order!.orderNumber} numaralı sipariş` });
    const listed = (term: string) => card.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(listed('İade edilen tutar')).toHaveText(`−${line.subTotal}`);
    expect(kurus(await listed('Güncel toplam').innerText())).toBe(kurus(order!.orderTotal) - kurus(line.subTotal));

    await page.goto(`/account/orders/${order!.orderNumber}`);
    const summary = account.getByRole('heading', { name: 'Sipariş özeti' }).locator('xpath=..');
    const value = (term: string) => summary.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Ödenen toplam')).toHaveText(order!.orderTotal);
    // No coupon and no interest on this order: the line's price goes back as it is.
    await expect(value('İade edilen tutar')).toHaveText(`−${line.subTotal}`);
    const now = kurus(order!.orderTotal) - kurus(line.subTotal);
    expect(kurus(await value('Güncel toplam').innerText())).toBe(now);
    await expect(account.getByText('Kısmi İptal / İade', { exact: true }).first()).toBeVisible();
  });

  test('"Mağazaya Ulaştı" shows the delivered step of the progress bar', async ({ page }) => {
    const { customerOrders } = await gql<{ customerOrders: { orders: Summary[] } }>(page.request, ORDERS);
    const order = customerOrders.orders.find((o) => o.orderStatusEnum === 'RECEIVEDBYTHESTORE');
    expect(order, 'the demo customer has an order whose return reached the store').toBeTruthy();
    await page.goto(`/account/orders/${order!.orderNumber}`);
    const account = area(page, 'mf-account');
    await expect(account.locator('[data-status="RECEIVEDBYTHESTORE"]')).toHaveText('Mağazaya Ulaştı');
    const progress = account.getByRole('list', { name: 'Sipariş durumu' });
    await expect(progress.getByRole('listitem').filter({ hasText: 'Teslim edildi' })).toHaveAttribute('aria-current', 'step');
    await expect(progress.getByRole('listitem').filter({ hasText: 'Onaylandı' })).not.toHaveAttribute('aria-current', 'step');
  });
});
