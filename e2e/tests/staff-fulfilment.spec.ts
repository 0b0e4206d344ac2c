// The staff side moves a shopper's order (issue 24), and the shopper sees each step on their
// order page: a customer buys a ring; a staff member with the ORDERS role approves, invoices and
// ships it through the staff API, and the order shows "Kargoya Verildi" with the carrier's
// tracking link and the third step of the progress bar. Once delivered, the customer asks to
// return it: the request waits for the staff's answer, the approval gives the return cargo code,
// and after the goods are received and refunded the line and the order show "İade Edildi" with
// the refunded amount.
import { expect, test, addRingToCart, area, completeCardForm, gql, loginWithPassword, payThroughBank } from './support';
import { staffSession } from './staff-api';

// The second demo customer (one saved address, no cart) buys; the newest order is this journey's.
const BUYER = { email: 'second@storefront.test', password: 'Demo1234', phone: '5320000002' };
const APPROVED_CARD = '4355 0843 5508 4358';

const NEWEST_ORDER = `query { customerOrders(pageIndex: 0, pageSize: 1) { orders { id orderNumber orderTotal items { productName subTotal } } } }`;
const ORDER_FIELDS = `success message order { id status trackingCode followUrl allowedActions items { id status request { id status cargoCode } } }`;

test('staff approve, invoice, ship and deliver an order; a return is approved, received and refunded; the shopper sees every step', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await loginWithPassword(page, BUYER);
  const ring = await addRingToCart(page);

  await test.step('the customer pays', async () => {
    await page.goto('/checkout');
    const checkout = area(page, 'mf-cart-checkout');
    await expect(checkout.getByRole('heading', { name: 'Ödeme bilgileri' })).toBeVisible();
    await checkout.getByRole('radio', { name: /TEM/ }).check();
    await checkout.getByLabel('Kart numarası').fill(APPROVED_CARD);
    await completeCardForm(checkout);
    await payThroughBank(page, checkout, BUYER.phone);
    await expect(page).toHaveURL(/\/checkout\/success/);
  });

  const { customerOrders } = await gql<{ customerOrders: { orders: { id: number; orderNumber: string; orderTotal: string; items: { productName: string; subTotal: string }[] }[] } }>(page.request, NEWEST_ORDER);
  const order = customerOrders.orders[0]!;
  expect(order.items[0]!.productName).toBe(ring.name);
  const staff = await staffSession(page.request, 'ORDERS');
  const account = area(page, 'mf-account');
  const progress = account.getByRole('list', { name: 'Sipariş durumu' });

  const trackingCode = `TR${Date.now()}`;
  await test.step('an ORDERS staff member approves, invoices and ships it', async () => {
    const { carriers } = await staff.call<{ carriers: { id: number; name: string; trackingUrlTemplate: string | null }[] }>(`query { carriers { id name trackingUrlTemplate } }`);
    const carrier = carriers.find((c) => c.trackingUrlTemplate)!;
    const approved = await staff.call<{ approveOrder: { success: boolean; order: { status: string } } }>(`mutation($id: Int!) { approveOrder(orderId: $id) { ${ORDER_FIELDS} } }`, { id: order.id });
    expect(approved.approveOrder).toMatchObject({ success: true, order: { status: 'PENDING' } });
    // Shipping before the invoice is refused, with a reason, and changes nothing.
    const early = await staff.call<{ shipOrder: { success: boolean; message: string; order: unknown } }>(
      `mutation($id: Int!, $c: Int!, $t: String!) { shipOrder(orderId: $id, carrierId: $c, trackingCode: $t) { success message order { id } } }`,
      { id: order.id, c: carrier.id, t: trackingCode },
    );
    expect(early.shipOrder.success).toBe(false);
    expect(early.shipOrder.message).toBeTruthy();
    const invoiced = await staff.call<{ invoiceOrder: { success: boolean; order: { status: string } } }>(`mutation($id: Int!) { invoiceOrder(orderId: $id) { ${ORDER_FIELDS} } }`, { id: order.id });
    expect(invoiced.invoiceOrder).toMatchObject({ success: true, order: { status: 'INVOICED' } });
    const shipped = await staff.call<{ shipOrder: { success: boolean; order: { status: string; followUrl: string } } }>(
      `mutation($id: Int!, $c: Int!, $t: String!) { shipOrder(orderId: $id, carrierId: $c, trackingCode: $t) { ${ORDER_FIELDS} } }`,
      { id: order.id, c: carrier.id, t: trackingCode },
    );
    expect(shipped.shipOrder).toMatchObject({ success: true, order: { status: 'SHIPPED' } });
    expect(shipped.shipOrder.order.followUrl).toContain(trackingCode);
  });

  await test.step('the customer sees it shipped, with the tracking link and step 3', async () => {
    await page.goto(`/account/orders/${order.orderNumber}`);
    await expect(account.locator('[data-status="SHIPPED"]')).toHaveText('Kargoya Verildi');
    await expect(account.getByRole('link', { name: 'Kargo takibi' })).toHaveAttribute('href', new RegExp(trackingCode));
    await expect(progress.getByRole('listitem').filter({ hasText: 'Kargoya verildi' })).toHaveAttribute('aria-current', 'step');
  });

  await test.step('delivered, the customer asks to return it; the request waits for the staff', async () => {
    const delivered = await staff.call<{ deliverOrder: { success: boolean; order: { status: string } } }>(`mutation($id: Int!) { deliverOrder(orderId: $id) { ${ORDER_FIELDS} } }`, { id: order.id });
    expect(delivered.deliverOrder).toMatchObject({ success: true, order: { status: 'DELIVERED' } });
    await page.goto(`/account/orders/cancel/${order.orderNumber}`);
    await account.getByRole('checkbox', { name: new RegExp(ring.name) }).check();
    await account.getByRole('combobox', { name: `${ring.name} için neden` }).selectOption({ index: 1 });
    await account.getByRole('button', { name: 'Talebi gönder' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await page.goto(`/account/orders/${order.orderNumber}`);
    await expect(account.getByText(/İade talebiniz inceleniyor/)).toBeVisible();
    await expect(account.getByText(/İade kargo:/)).toHaveCount(0);
  });

  await test.step('approved: the customer sees the return cargo code', async () => {
    const { requests } = await staff.call<{ requests: { items: { id: number; kind: string; status: string }[] } }>(
      `query($n: String) { requests(orderNumber: $n) { items { id kind status } } }`,
      { n: order.orderNumber },
    );
    const request = requests.items.find((r) => r.kind === 'RETURN' && r.status === 'PENDING')!;
    expect(request, 'the return request is in the staff queue').toBeTruthy();
    const approved = await staff.call<{ approveRequest: { success: boolean; request: { cargoFirm: string; cargoCode: string; status: string } } }>(
      `mutation($id: Int!) { approveRequest(requestId: $id) { success message request { status cargoFirm cargoCode } } }`,
      { id: request.id },
    );
    expect(approved.approveRequest).toMatchObject({ success: true, request: { status: 'APPROVED' } });
    const { cargoFirm, cargoCode } = approved.approveRequest.request;
    await page.reload();
    await expect(account.getByText(`İade kargo: ${cargoFirm}, kod: ${cargoCode}`)).toBeVisible();

    const received = await staff.call<{ receiveReturn: { success: boolean } }>(`mutation($id: Int!) { receiveReturn(requestId: $id) { success message } }`, { id: request.id });
    expect(received.receiveReturn.success).toBe(true);
  });

  await test.step('refunded: the line and the order show "İade Edildi" and the refunded amount', async () => {
    const { order: detail } = await staff.call<{ order: { items: { id: number }[] } }>(`query($id: Int) { order(id: $id) { items { id } } }`, { id: order.id });
    const key = `journey-${order.orderNumber}`;
    const refund = `mutation($o: Int!, $i: [Int!]!, $k: String!) { refundItems(orderId: $o, itemIds: $i, refundKey: $k) { success message refund { amount { value } } } }`;
    const refunded = await staff.call<{ refundItems: { success: boolean; refund: { amount: { value: number } } } }>(refund, { o: order.id, i: [detail.items[0]!.id], k: key });
    expect(refunded.refundItems.success).toBe(true);
    // A second click with the same key refunds nothing more.
    const again = await staff.call<{ refundItems: { success: boolean; refund: { amount: { value: number } } } }>(refund, { o: order.id, i: [detail.items[0]!.id], k: key });
    expect(again.refundItems.refund.amount.value).toBe(refunded.refundItems.refund.amount.value);

    await page.reload();
    await expect(account.locator('[data-status="RETURNED"]')).toHaveText('İade Edildi');
    const summary = account.getByRole('heading', { name: 'Sipariş özeti' }).locator('xpath=..');
    await expect(summary.getByText('İade edilen tutar', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(`−${order.orderTotal}`);
  });
});
