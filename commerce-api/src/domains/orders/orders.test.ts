import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { CustomerRef } from '../../context.js';
import type { Database } from '../../db/client.js';
import { itemRequests, orderItems, orders, productVariants, requestReasons } from '../../db/schema.js';
import { requestReasonRows } from '../../seed/checkout-reference.js';
import { insertCategory, insertCustomer, insertProduct, testContext, type ProductFixture } from '../../testing/cart-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { createItemRequest } from './item-requests.js';
import { customerOrders, orderDetails } from './order-queries.js';
import { canReturnLine, refusal } from './order-rules.js';

const DAY = 24 * 3600 * 1000;
let database: Database;
let ring: ProductFixture;
let chain: ProductFixture;
let cancelReason: number;
let returnReason: number;
let owner: CustomerRef;
let stranger: CustomerRef;
let serial = 0;

before(async () => {
  database = await createTestDatabase();
  const categoryId = await insertCategory(database.db);
  ring = await insertProduct(database.db, { categoryId, priceKurus: 50000, stocks: [10] });
  chain = await insertProduct(database.db, { categoryId, priceKurus: 70000, stocks: [10] });
  const reasons = await database.db.insert(requestReasons).values(requestReasonRows()).returning();
  cancelReason = reasons.find((r) => r.kind === 'CANCEL')!.id;
  returnReason = reasons.find((r) => r.kind === 'RETURN')!.id;
  owner = await insertCustomer(database.db);
  stranger = await insertCustomer(database.db);
});
after(() => database.close());

async function insertOrder(customerId: number, status: string, opts: { deliveredDaysAgo?: number; createdDaysAgo?: number } = {}) {
  serial += 1;
  const created = new Date(Date.now() - (opts.createdDaysAgo ?? 0) * DAY);
  const [order] = await database.db
    .insert(orders)
    .values({
      orderNumber: `T${String(serial).padStart(6, '0')}`,
      customerId,
      status,
      subtotalKurus: 120000,
      totalKurus: 120000,
      taxKurus: 20000,
      shippingMethod: 'Yurtiçi Kargo',
      followUrl: status === 'SHIPPED' ? 'https://yurticikargo.example/takip?code=123' : null,
      deliveredAt: opts.deliveredDaysAgo !== undefined ? new Date(Date.now() - opts.deliveredDaysAgo * DAY) : null,
      installmentCount: 1,
      createdAt: created,
    })
    .returning();
  const lines = await database.db
    .insert(orderItems)
    .values([
      { orderId: order.id, productId: ring.productId, variantId: ring.variantIds[0], sku: ring.sku, productName: 'Altın Yüzük', productSeName: 'altin-yuzuk', quantity: 1, unitPriceKurus: 50000, status },
      { orderId: order.id, productId: chain.productId, variantId: chain.variantIds[0], sku: chain.sku, productName: 'Altın Zincir', productSeName: 'altin-zincir', quantity: 1, unitPriceKurus: 70000, status },
    ])
    .returning();
  return { order, lines };
}

async function stockOf(fixture: ProductFixture): Promise<number> {
  const [row] = await database.db.select().from(productVariants).where(eq(productVariants.id, fixture.variantIds[0]));
  return row.stockQuantity;
}

describe('return window rules', () => {
  const now = new Date('2025-06-20T12:00:00Z');
  const facts = (status: string, deliveredDaysAgo: number | null, hasRequest = false) => ({
    orderStatus: status,
    itemStatus: status,
    deliveredAt: deliveredDaysAgo === null ? null : new Date(now.getTime() - deliveredDaysAgo * DAY),
    hasRequest,
  });
  test('returns within 15 days of delivery, DELIVERED or COMPLETE, no earlier request', () => {
    assert.equal(canReturnLine(facts('DELIVERED', 0), now), true);
    assert.equal(canReturnLine(facts('COMPLETE', 15), now), true, 'day 15 is inside');
    assert.equal(canReturnLine(facts('DELIVERED', 15.01), now), false);
    assert.equal(canReturnLine(facts('DELIVERED', null), now), false, 'no delivery date, no return');
    assert.equal(canReturnLine(facts('SHIPPED', 1), now), false);
    assert.equal(canReturnLine(facts('DELIVERED', 1, true), now), false);
    assert.equal(refusal('RETURN', facts('DELIVERED', 30), now), 'ui.cancel.window_passed');
    assert.equal(refusal('RETURN', facts('SHIPPED', null), now), 'ui.cancel.not_allowed');
    assert.equal(refusal('CANCEL', facts('PROCESSING', null, true), now), 'ui.cancel.already_requested');
  });
});

describe('customerOrders and orderDetails', () => {
  test('newest first, paged, with totalCount; only my own', async () => {
    const customer = await insertCustomer(database.db);
    for (let i = 0; i < 3; i++) await insertOrder(customer.id, 'COMPLETE', { createdDaysAgo: 10 - i });
    await insertOrder(stranger.id, 'PROCESSING');
    const ctx = testContext(database.db, customer);
    const page0 = await customerOrders(ctx, 0, 2);
    assert.equal(page0.totalCount, 3);
    assert.equal(page0.orders.length, 2);
    assert.ok(page0.orders[0].createdOn > page0.orders[1].createdOn);
    const page1 = await customerOrders(ctx, 1, 2);
    assert.equal(page1.orders.length, 1);
    assert.deepEqual(await customerOrders(testContext(database.db, null), 0, 10), { orders: [], totalCount: 0 });
    const clamped = await customerOrders(ctx, -4, 100000);
    assert.equal(clamped.orders.length, 3, 'a negative page is the first, the size is capped');
  });

  test('detail by number or id; someone else\'s order is null', async () => {
    const { order } = await insertOrder(owner.id, 'SHIPPED');
    const mine = testContext(database.db, owner);
    const byNumber = (await orderDetails(mine, order.orderNumber))!;
    assert.equal(byNumber.id, order.id);
    assert.equal(byNumber.orderStatus, 'Kargoya Verildi');
    assert.equal(byNumber.orderStatusEnum, 'SHIPPED');
    assert.equal(byNumber.followUrl, 'https://yurticikargo.example/takip?code=123');
    assert.equal(byNumber.tax, '₺200,00');
    assert.equal(byNumber.isReturnRequestAllowed, false);
    assert.equal(byNumber.items[0].picture.imageUrl, `/images/products/${ring.productId}/1/medium.svg`);
    assert.equal((await orderDetails(mine, null, order.id))!.orderNumber, order.orderNumber);
    const en = (await orderDetails(testContext(database.db, owner, { language: 'en' }), order.orderNumber))!;
    assert.equal(en.orderStatus, 'Shipped');
    assert.match(en.items[0].productName, /^Gold Ring/);

    const theirs = testContext(database.db, stranger);
    assert.equal(await orderDetails(theirs, order.orderNumber), null);
    assert.equal(await orderDetails(theirs, null, order.id), null);
    assert.equal(await orderDetails(testContext(database.db, null), order.orderNumber), null);
    for (const junk of ['', '   ', "' or 1=1 --", 'x'.repeat(500)]) assert.equal(await orderDetails(mine, junk), null);
    assert.equal(await orderDetails(mine, null, -1), null);
    assert.equal(await orderDetails(mine, null, null), null);
  });
});

describe('cancel requests', () => {
  test('partial cancel: stock back, order MIX, line flagged; cancelling the rest: CANCELLED', async () => {
    const { order, lines } = await insertOrder(owner.id, 'PROCESSING');
    const ctx = testContext(database.db, owner);
    const detail = (await orderDetails(ctx, order.orderNumber))!;
    assert.equal(detail.isReturnRequestAllowed, true);
    assert.ok(detail.items.every((i) => i.userCanPartialCancel && !i.userCanPartialReturn));
    assert.equal(detail.items[0].availableCancelReasons.length, 4);
    assert.deepEqual(detail.items[0].availableReturnReasons, []);
    assert.equal(detail.refundedAmount, null);
    assert.equal(detail.netTotal, '₺1.200,00');

    const before = await stockOf(ring);
    const first = await createItemRequest(ctx, 'CANCEL', order.id, [{ orderItemLineId: lines[0].id, reasonId: cancelReason, note: 'Vazgeçtim' }]);
    assert.deepEqual(first, { success: true, message: 'İptal talebiniz alındı.', errors: [] });
    assert.equal(await stockOf(ring), before + 1);
    let after = (await orderDetails(ctx, order.orderNumber))!;
    assert.equal(after.orderStatusEnum, 'MIX');
    assert.equal(after.items[0].status, 'İptal Edildi');
    assert.deepEqual(after.items[0].cancelRequest, { status: 'APPROVED', rejectionReason: null });
    assert.equal(after.items[0].userCanPartialCancel, false);
    assert.equal(after.items[1].userCanPartialCancel, true, 'the other line of a MIX order can still be cancelled');
    // The cancelled ring's ₺500 went back: the order now totals ₺700.
    assert.deepEqual([after.orderTotal, after.refundedAmount, after.refundedAmountValue, after.netTotal, after.netTotalValue], ['₺1.200,00', '₺500,00', 500, '₺700,00', 700]);
    // The orders list says the same.
    const listed = (await customerOrders(ctx, 0, 100)).orders.find((o) => o.orderNumber === order.orderNumber)!;
    assert.deepEqual([listed.orderTotal, listed.refundedAmount, listed.netTotal], ['₺1.200,00', '₺500,00', '₺700,00']);

    const again = await createItemRequest(ctx, 'CANCEL', order.id, [{ orderItemLineId: lines[0].id, reasonId: cancelReason }]);
    assert.equal(again.errors[0].code, 'ui.cancel.already_requested');
    await createItemRequest(ctx, 'CANCEL', order.id, [{ orderItemLineId: lines[1].id, reasonId: cancelReason }]);
    after = (await orderDetails(ctx, order.orderNumber))!;
    assert.equal(after.orderStatusEnum, 'CANCELLED');
    assert.equal(after.isReturnRequestAllowed, false);
    assert.deepEqual([after.refundedAmount, after.netTotal], ['₺1.200,00', '₺0,00'], 'everything cancelled: the whole total refunded');
  });

  test('a partial cancel of an order with a coupon and instalment interest refunds the line as paid', async () => {
    const { order, lines } = await insertOrder(owner.id, 'PROCESSING');
    // ₺1.200 of goods, 10% coupon (₺120), 3 instalments with ₺54 interest: ₺1.134 charged.
    await database.db.update(orders).set({ discountKurus: 12000, interestKurus: 5400, totalKurus: 113400, installmentCount: 3 }).where(eq(orders.id, order.id));
    const ctx = testContext(database.db, owner);
    await createItemRequest(ctx, 'CANCEL', order.id, [{ orderItemLineId: lines[1].id, reasonId: cancelReason }]);
    const after = (await orderDetails(ctx, order.orderNumber))!;
    // The ₺700 chain: less its ₺70 share of the coupon, plus its ₺31,50 share of the interest.
    assert.deepEqual([after.refundedAmount, after.netTotal], ['₺661,50', '₺472,50']);
    assert.equal(after.paymentTerms.orderTotal, '₺1.134,00', 'the charge itself stays as made');
  });

  test('cancelling every line at once cancels the order', async () => {
    const { order, lines } = await insertOrder(owner.id, 'PENDING');
    const ctx = testContext(database.db, owner);
    const result = await createItemRequest(ctx, 'CANCEL', order.id, lines.map((l) => ({ orderItemLineId: l.id, reasonId: cancelReason })));
    assert.equal(result.success, true);
    assert.equal((await orderDetails(ctx, order.orderNumber))!.orderStatusEnum, 'CANCELLED');
  });
});

describe('return requests', () => {
  test('within the window: pending, the code comes with approval; outside it: window_passed', async () => {
    const { order, lines } = await insertOrder(owner.id, 'DELIVERED', { deliveredDaysAgo: 3 });
    const ctx = testContext(database.db, owner);
    const detail = (await orderDetails(ctx, order.orderNumber))!;
    assert.ok(detail.items.every((i) => i.userCanPartialReturn && !i.userCanPartialCancel));
    assert.equal(detail.items[0].availableReturnReasons.length, 5);
    const result = await createItemRequest(ctx, 'RETURN', order.id, [{ orderItemLineId: lines[1].id, reasonId: returnReason, note: 'Olmadı' }]);
    assert.deepEqual(result, { success: true, message: 'İade talebiniz alındı.', errors: [] });
    const after = (await orderDetails(ctx, order.orderNumber))!;
    const returned = after.items.find((i) => i.id === lines[1].id)!;
    // the return waits for the staff's approval, which brings the cargo firm and code
    assert.equal(returned.returnRequest!.returnCargoFirm, null);
    assert.equal(returned.returnRequest!.returnCargoCode, null);
    assert.equal(returned.returnRequest!.status, 'PENDING');
    assert.equal(returned.userCanPartialReturn, false);
    assert.equal(after.orderStatusEnum, 'DELIVERED');
    assert.match(after.orderNotes.at(-1)!.note, /onaylandığında iade kargo kodunuz burada görünecek/);
    const english = (await orderDetails(testContext(database.db, owner, { language: 'en' }), order.orderNumber))!;
    assert.match(english.orderNotes.at(-1)!.note, /^Your return request for 1 item has been received\. Your return shipping code appears here once the request is approved\.$/);
    assert.equal(english.items[0].status, 'Delivered');
    assert.deepEqual(english.contracts, [], 'an order without accepted texts (placed before they were kept) shows none');

    const old = await insertOrder(owner.id, 'DELIVERED', { deliveredDaysAgo: 16 });
    assert.equal((await orderDetails(ctx, old.order.orderNumber))!.isReturnRequestAllowed, false);
    const late = await createItemRequest(ctx, 'RETURN', old.order.id, [{ orderItemLineId: old.lines[0].id, reasonId: returnReason }]);
    assert.equal(late.errors[0].code, 'ui.cancel.window_passed');
  });
});

describe('request input and authorization', () => {
  test('bad input gets a clear code and changes nothing', async () => {
    const { order, lines } = await insertOrder(owner.id, 'PROCESSING');
    const other = await insertOrder(owner.id, 'PROCESSING');
    const ctx = testContext(database.db, owner);
    const line = lines[0].id;
    const cases: [Parameters<typeof createItemRequest>, string][] = [
      [[ctx, 'CANCEL', order.id, []], 'ui.cancel.item_required'],
      [[ctx, 'CANCEL', order.id, [{ orderItemLineId: line, reasonId: 0 }]], 'ui.cancel.reason_required'],
      [[ctx, 'CANCEL', order.id, [{ orderItemLineId: line, reasonId: returnReason }]], 'ui.cancel.reason_required'],
      [[ctx, 'CANCEL', order.id, [{ orderItemLineId: line, reasonId: 99999 }]], 'ui.cancel.reason_required'],
      [[ctx, 'CANCEL', order.id, [{ orderItemLineId: line, reasonId: cancelReason }, { orderItemLineId: line, reasonId: cancelReason }]], 'ui.pattern.invalid'],
      [[ctx, 'CANCEL', order.id, [{ orderItemLineId: other.lines[0].id, reasonId: cancelReason }]], 'ui.cancel.not_allowed'],
      [[ctx, 'CANCEL', order.id, [{ orderItemLineId: -5, reasonId: cancelReason }]], 'ui.pattern.invalid'],
      [[ctx, 'CANCEL', order.id, [{ orderItemLineId: line, reasonId: cancelReason, note: 'x'.repeat(501) }]], 'ui.pattern.maxLength'],
      [[ctx, 'RETURN', order.id, [{ orderItemLineId: line, reasonId: returnReason }]], 'ui.cancel.not_allowed'],
      [[ctx, 'CANCEL', 0, [{ orderItemLineId: line, reasonId: cancelReason }]], 'ui.order.not_found'],
      [[testContext(database.db, stranger), 'CANCEL', order.id, [{ orderItemLineId: line, reasonId: cancelReason }]], 'ui.order.not_found'],
      [[testContext(database.db, null), 'CANCEL', order.id, [{ orderItemLineId: line, reasonId: cancelReason }]], 'ui.auth.login_required'],
    ];
    for (const [args, code] of cases) {
      const result = await createItemRequest(...args);
      assert.equal(result.success, false);
      assert.equal(result.errors[0].code, code, JSON.stringify(args.slice(1)));
      assert.ok(result.errors[0].message.length > 0);
    }
    const [unchanged] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    assert.equal(unchanged.status, 'PROCESSING');
    assert.equal((await database.db.select().from(itemRequests).where(eq(itemRequests.orderId, order.id))).length, 0);
  });
});
