// The staff side of orders through the staff API (runAdmin, no HTTP) and what the shopper then
// sees through the shop API: the lifecycle, cancels (money and stock back), returns (approve ->
// cargo code, reject -> reason, received at a store, refunded -> RETURNED), refunds (one per key,
// in parallel too; never twice per line; never above the payment; never after a void), the
// messages queued per step, the audit log, the order list's filters. PGlite by default; set
// DATABASE_URL to run on PostgreSQL.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, carriers, itemRequests, orderItems, orders, orderTransitions, outbox, paymentRefunds, payments, productVariants } from '../../db/schema.js';
import { testContext } from '../../testing/cart-fixtures.js';
import { createStaffMember, runAdmin, staffContext } from '../../testing/staff-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { createItemRequest } from '../orders/item-requests.js';
import { customerOrders, orderDetails } from '../orders/order-queries.js';
import type { StaffActor } from '../staff/staff-context.js';
import { invoiceDocument } from './invoice-pdf.js';
import { buildWorld, paidOrder, type World } from './fulfilment-test-fixtures.js';

let database: Database;
let world: World;
let orderStaff: StaffActor;
let support: StaffActor;
let storeStaff: StaffActor;
let yurtici: number;

before(async () => {
  database = await createTestDatabase();
  world = await buildWorld(database.db);
  orderStaff = await createStaffMember(database.db, 'ORDERS');
  support = await createStaffMember(database.db, 'SUPPORT');
  storeStaff = await createStaffMember(database.db, 'STORE', { storeId: world.storeIds[0] });
  yurtici = (await database.db.select().from(carriers).where(eq(carriers.name, 'Yurtiçi Kargo')))[0]!.id;
});
after(() => database.close());

const ORDER_FIELDS = 'success message errors { field code message } order { id status followUrl trackingCode invoiceNumber invoiceUrl allowedActions items { id status refunded { value } } timeline { kind action } }';
// plain objects (graphql answers null-prototype ones), so deepEqual compares values
const admin = async (actor: StaffActor | null, query: string, vars: Record<string, unknown> = {}, language: 'tr' | 'en' = 'tr') =>
  JSON.parse(JSON.stringify(await runAdmin(staffContext(database.db, actor, { language }), query, vars)));

async function step(actor: StaffActor, mutation: string, args: string, vars: Record<string, unknown>) {
  const result = await admin(actor, `mutation(${args}) { r: ${mutation} { ${ORDER_FIELDS} } }`, vars);
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.r;
}
const approve = (id: number) => step(orderStaff, 'approveOrder(orderId: $id)', '$id: Int!', { id });
const invoice = (id: number) => step(orderStaff, 'invoiceOrder(orderId: $id)', '$id: Int!', { id });
const ship = (id: number, itemIds?: number[]) => step(orderStaff, 'shipOrder(orderId: $id, carrierId: $c, trackingCode: "TRK-123456", itemIds: $items)', '$id: Int!, $c: Int!, $items: [Int!]', { id, c: yurtici, items: itemIds ?? null });
const deliver = (id: number, deliveredOn?: string) => step(orderStaff, 'deliverOrder(orderId: $id, deliveredOn: $d)', '$id: Int!, $d: String', { id, d: deliveredOn ?? null });
const outboxKinds = async (customerId: number) => (await database.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.customerId, customerId))).map((r) => r.kind);
const shopper = (customerId: number, language: 'tr' | 'en' = 'tr') => testContext(database.db, { id: customerId, isGuest: false } as never, { language });

describe('the order lifecycle', () => {
  test('approve, invoice, ship, deliver, complete: the shopper sees each step; refused steps change nothing', async () => {
    const o = await paidOrder(database.db, world);
    const early = await step(orderStaff, 'shipOrder(orderId: $id, carrierId: $c, trackingCode: "T1")', '$id: Int!, $c: Int!', { id: o.orderId, c: yurtici });
    assert.equal(early.success, false);
    assert.equal(early.errors[0].code, 'staff.order.tracking_code_invalid');
    const tooEarly = await ship(o.orderId);
    assert.deepEqual({ success: tooEarly.success, code: tooEarly.errors[0].code, message: tooEarly.message }, { success: false, code: 'staff.order.refused.ship', message: 'Yalnızca faturalanmış ürünler kargoya verilebilir.' });
    assert.equal((await database.db.select().from(orders).where(eq(orders.id, o.orderId)))[0]!.status, 'PROCESSING');

    const approved = await approve(o.orderId);
    assert.equal(approved.order.status, 'PENDING');
    assert.deepEqual(approved.order.allowedActions, ['INVOICE', 'CANCEL', 'ADD_NOTE']);
    assert.equal((await approve(o.orderId)).errors[0].code, 'staff.order.refused.approve');
    let view = (await orderDetails(shopper(o.customerId), o.orderNumber))!;
    assert.equal(view.orderStatusEnum, 'PENDING');

    const invoiced = await invoice(o.orderId);
    assert.equal(invoiced.order.status, 'INVOICED');
    assert.match(invoiced.order.invoiceNumber, /^EAR\d{4}\d{9}$/);
    assert.match(invoiced.order.invoiceUrl, new RegExp(`/payment/invoices/${invoiced.order.invoiceNumber}/[A-Za-z0-9_-]{22}\\.pdf$`));
    const file = invoiced.order.invoiceUrl.split('/').at(-1);
    const pdf = await invoiceDocument(database.db, invoiced.order.invoiceNumber, file);
    assert.equal(pdf?.subarray(0, 5).toString(), '%PDF-', 'the invoice link opens a PDF');
    assert.equal(await invoiceDocument(database.db, invoiced.order.invoiceNumber, `${'A'.repeat(22)}.pdf`), null, 'not without its token');

    const shipped = await ship(o.orderId);
    assert.equal(shipped.order.status, 'SHIPPED');
    assert.equal(shipped.order.followUrl, 'https://yurticikargo.example/takip?code=TRK-123456');
    view = (await orderDetails(shopper(o.customerId), o.orderNumber))!;
    assert.equal(view.orderStatusEnum, 'SHIPPED');
    assert.equal(view.followUrl, 'https://yurticikargo.example/takip?code=TRK-123456');
    assert.ok(view.orderNotes.some((n) => n.note.includes('Takip kodu: TRK-123456')));

    const future = await deliver(o.orderId, new Date(Date.now() + 3 * 86400000).toISOString());
    assert.equal(future.errors[0].code, 'staff.order.delivery_in_future');
    const beforeShipping = await deliver(o.orderId, new Date(Date.now() - 86400000).toISOString());
    assert.equal(beforeShipping.errors[0].code, 'staff.order.delivery_before_shipping');
    const delivered = await deliver(o.orderId);
    assert.equal(delivered.order.status, 'DELIVERED');
    view = (await orderDetails(shopper(o.customerId), o.orderNumber))!;
    assert.equal(view.items[0]!.userCanPartialReturn, true, 'the return window opens at delivery');

    const completed = await step(orderStaff, 'completeOrder(orderId: $id)', '$id: Int!', { id: o.orderId });
    assert.equal(completed.order.status, 'COMPLETE');

    const transitions = await database.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, o.orderId));
    assert.deepEqual([...new Set(transitions.map((t) => t.action))], ['APPROVE', 'INVOICE', 'SHIP', 'DELIVER', 'COMPLETE']);
    assert.ok(transitions.every((t) => t.actorType === 'STAFF' && t.staffId === orderStaff.id));
    const audits = await database.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(o.orderId))));
    assert.deepEqual(audits.map((a) => a.action), ['order.approve', 'order.invoice', 'order.ship', 'order.deliver', 'order.complete'], 'refused steps leave no audit entry');
    assert.equal((audits[2]!.before as { status: string }).status, 'INVOICED');
    assert.equal((audits[2]!.after as { status: string }).status, 'SHIPPED');
    assert.deepEqual((await outboxKinds(o.customerId)).sort(), ['order-approved', 'order-delivered', 'order-shipped', 'order-shipped'], 'e-mails per step, and the SMS with the tracking link');
  });

  test('two staff members approving at once: one approves, the other is refused', async () => {
    const o = await paidOrder(database.db, world);
    const other = await createStaffMember(database.db, 'ORDERS');
    const [a, b] = await Promise.all([approve(o.orderId), step(other, 'approveOrder(orderId: $id)', '$id: Int!', { id: o.orderId })]);
    assert.deepEqual([a.success, b.success].sort(), [false, true]);
    assert.equal([a, b].find((r) => !r.success).errors[0].code, 'staff.order.refused.approve');
    const rows = await database.db.select().from(orderTransitions).where(and(eq(orderTransitions.orderId, o.orderId), eq(orderTransitions.action, 'APPROVE')));
    assert.equal(rows.filter((r) => r.orderItemId === null).length, 1);
  });

  test("messages follow the language the shopper ordered in", async () => {
    const o = await paidOrder(database.db, world);
    await database.db.insert(outbox).values({ channel: 'EMAIL', recipient: 'x@example.com', subject: 'placed', body: 'placed', language: 'en', dedupeKey: `order-placed:${o.orderNumber}:email` });
    await approve(o.orderId);
    const [mail] = await database.db.select().from(outbox).where(like(outbox.dedupeKey, `order-approved:${o.orderNumber}:%`));
    assert.deepEqual({ language: mail!.language, subject: mail!.subject }, { language: 'en', subject: `Your order was approved (${o.orderNumber})` });
  });

  test('shipping some lines makes the order MIX; SUPPORT may read but not move orders', async () => {
    const o = await paidOrder(database.db, world, { status: 'INVOICED' });
    const partial = await ship(o.orderId, [o.lineIds[0]!]);
    assert.equal(partial.order.status, 'MIX');
    assert.deepEqual(partial.order.items.map((i: { status: string }) => i.status), ['SHIPPED', 'INVOICED']);
    const denied = await admin(support, 'mutation($id: Int!) { approveOrder(orderId: $id) { success } }', { id: o.orderId });
    assert.equal(denied.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const read = await admin(support, 'query($id: Int!) { order(id: $id) { status allowedActions } }', { id: o.orderId });
    assert.deepEqual(read.data!.order, { status: 'MIX', allowedActions: [] });
  });
});

describe('cancels', () => {
  test('a staff cancel puts the stock back and voids a payment of today; a repeated key does nothing more', async () => {
    const o = await paidOrder(database.db, world, { status: 'PENDING' });
    const stock = async () => (await database.db.select().from(productVariants).where(eq(productVariants.id, world.products[0]!.variantIds[0]!)))[0]!.stockQuantity;
    const before = await stock();
    const args = '$id: Int!, $items: [Int!]!, $key: String!';
    const call = () => step(orderStaff, 'cancelOrderItems(orderId: $id, itemIds: $items, reason: "Stokta yok", refundKey: $key)', args, { id: o.orderId, items: o.lineIds, key: `cancel-${o.orderId}` });
    const done = await call();
    assert.equal(done.success, true, JSON.stringify(done.errors));
    assert.equal(done.order.status, 'CANCELLED');
    assert.equal(await stock(), before + 1);
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, o.paymentId!));
    assert.equal(payment!.refundedKurus, 122990);
    assert.ok(payment!.voidedAt, 'cancelled on the day it was paid: a void');
    const again = await call();
    assert.equal(again.success, true);
    assert.equal(await stock(), before + 1, 'the retry put nothing back twice');
    assert.equal((await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, o.orderId))).length, 1);
    const view = (await orderDetails(shopper(o.customerId), o.orderNumber))!;
    assert.equal(view.orderStatusEnum, 'CANCELLED');
    assert.equal(view.refundedAmountValue, 1229.9);
    const shippedCancel = await step(orderStaff, 'cancelOrderItems(orderId: $id, itemIds: $items, reason: "x", refundKey: $key)', args, { id: (await paidOrder(database.db, world, { status: 'SHIPPED' })).orderId, items: [1], key: 'k-shipped' });
    assert.equal(shippedCancel.success, false);
  });

  test("a shopper's cancel gives one line's share back by a refund (paid yesterday), stock back", async () => {
    const o = await paidOrder(database.db, world, { paidDaysAgo: 1 });
    const result = await createItemRequest(shopper(o.customerId), 'CANCEL', o.orderId, [{ orderItemLineId: o.lineIds[0]!, reasonId: world.cancelReason }]);
    assert.equal(result.success, true);
    const [refund] = await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, o.orderId));
    assert.deepEqual({ kind: refund!.kind, amount: refund!.amountKurus }, { kind: 'REFUND', amount: 50000 });
    const view = (await orderDetails(shopper(o.customerId), o.orderNumber))!;
    assert.equal(view.orderStatusEnum, 'MIX');
    assert.equal(view.refundedAmountValue, 500);
    const [t] = await database.db.select().from(orderTransitions).where(and(eq(orderTransitions.orderId, o.orderId), eq(orderTransitions.actorType, 'CUSTOMER')));
    assert.equal(t!.action, 'CANCEL');
  });
});

describe('returns', () => {
  const REQ = 'success errors { code message } request { id status cargoFirm cargoCode rejectionReason receivedStoreId refundableAmount { value } }';
  async function returned() {
    const o = await paidOrder(database.db, world, { status: 'DELIVERED', deliveredDaysAgo: 2, paidDaysAgo: 4 });
    const asked = await createItemRequest(shopper(o.customerId), 'RETURN', o.orderId, o.lineIds.map((id) => ({ orderItemLineId: id, reasonId: world.returnReason })));
    assert.equal(asked.success, true);
    const requests = await database.db.select().from(itemRequests).where(eq(itemRequests.orderId, o.orderId)).orderBy(itemRequests.orderItemId);
    return { o, requestIds: requests.map((r) => r.id) };
  }

  test('approve -> cargo code; receive at a store -> RECEIVEDBYTHESTORE; refund -> RETURNED and refunded', async () => {
    const { o, requestIds } = await returned();
    let view = (await orderDetails(shopper(o.customerId), o.orderNumber))!;
    assert.deepEqual(view.items[0]!.returnRequest, { returnCargoFirm: null, returnCargoCode: null, status: 'PENDING', rejectionReason: null });
    const approved = (await admin(orderStaff, `mutation($id: Int!) { approveRequest(requestId: $id) { ${REQ} } }`, { id: requestIds[0] })).data!.approveRequest;
    assert.equal(approved.success, true);
    assert.match(approved.request.cargoCode, /^YK\d{9}$/);
    assert.equal(approved.request.refundableAmount.value, 500);
    view = (await orderDetails(shopper(o.customerId), o.orderNumber))!;
    assert.equal(view.items[0]!.returnRequest!.returnCargoCode, approved.request.cargoCode);

    const elsewhere = await admin(storeStaff, `mutation($id: Int!, $s: Int) { receiveReturn(requestId: $id, storeId: $s) { ${REQ} } }`, { id: requestIds[0], s: world.storeIds[1] });
    assert.equal(elsewhere.errors?.[0]?.extensions?.code, 'FORBIDDEN', "a STORE account cannot receive at another store");
    const received = (await admin(storeStaff, `mutation($id: Int!, $s: Int) { receiveReturn(requestId: $id, storeId: $s) { ${REQ} } }`, { id: requestIds[0], s: world.storeIds[0] })).data!.receiveReturn;
    assert.equal(received.success, true, JSON.stringify(received.errors));
    assert.equal(received.request.status, 'RECEIVED');
    view = (await orderDetails(shopper(o.customerId), o.orderNumber))!;
    assert.equal(view.items[0]!.status, 'Mağazaya Ulaştı');
    assert.equal(view.orderStatusEnum, 'MIX');
    const storeList = (await admin(orderStaff, 'query($s: Int) { orders(filter: { storeId: $s }) { items { id } } }', { s: world.storeIds[0] })).data!.orders.items;
    assert.deepEqual(storeList.map((r: { id: number }) => r.id), [o.orderId]);

    const refund = (await admin(orderStaff, 'mutation($id: Int!, $items: [Int!]!) { refundItems(orderId: $id, itemIds: $items, refundKey: "ret-1") { success message refund { kind amount { value } } order { status items { status } } } }', { id: o.orderId, items: [o.lineIds[0]] })).data!.refundItems;
    assert.equal(refund.success, true);
    assert.deepEqual(refund.refund, { kind: 'REFUND', amount: { value: 500 } });
    assert.match(refund.message, /^₺?500,00 ?₺? iade edildi\.$/);
    view = (await orderDetails(shopper(o.customerId), o.orderNumber))!;
    assert.equal(view.items[0]!.status, 'İade Edildi');
    assert.equal(view.refundedAmountValue, 500);
    const list = await customerOrders(shopper(o.customerId), 0, 10);
    assert.equal(list.orders[0]!.refundedAmount, view.refundedAmount);
    assert.ok((await outboxKinds(o.customerId)).includes('order-refunded'));
    assert.ok((await outboxKinds(o.customerId)).includes('request-decided'));
  });

  test('reject -> the reason, on the request and as an order note in the shopper\'s language', async () => {
    const { o, requestIds } = await returned();
    const empty = (await admin(orderStaff, `mutation($id: Int!) { rejectRequest(requestId: $id, reason: "  ") { ${REQ} } }`, { id: requestIds[1] })).data!.rejectRequest;
    assert.equal(empty.errors[0].code, 'staff.request.reason_required');
    const rejected = (await admin(orderStaff, `mutation($id: Int!) { rejectRequest(requestId: $id, reason: "Ürün kullanılmış") { ${REQ} } }`, { id: requestIds[1] })).data!.rejectRequest;
    assert.equal(rejected.request.status, 'REJECTED');
    const view = (await orderDetails(shopper(o.customerId), o.orderNumber))!;
    assert.deepEqual(view.items[1]!.returnRequest, { returnCargoFirm: null, returnCargoCode: null, status: 'REJECTED', rejectionReason: 'Ürün kullanılmış' });
    assert.match(view.orderNotes.at(-1)!.note, /İade talebiniz reddedildi\. Gerekçe: Ürün kullanılmış/);
    const english = (await orderDetails(shopper(o.customerId, 'en'), o.orderNumber))!;
    assert.match(english.orderNotes.at(-1)!.note, /Your return request was declined\. Reason: Ürün kullanılmış/);
    const twice = (await admin(orderStaff, `mutation($id: Int!) { rejectRequest(requestId: $id, reason: "x") { ${REQ} } }`, { id: requestIds[1] }, 'en')).data!.rejectRequest;
    assert.deepEqual(twice.errors[0], { code: 'staff.request.not_pending', message: 'This request was answered already.' });
  });
});

describe('refunds', () => {
  async function approvedReturn(opts: { paidDaysAgo?: number } = {}) {
    const o = await paidOrder(database.db, world, { status: 'DELIVERED', deliveredDaysAgo: 1, paidDaysAgo: opts.paidDaysAgo ?? 3 });
    await createItemRequest(shopper(o.customerId), 'RETURN', o.orderId, o.lineIds.map((id) => ({ orderItemLineId: id, reasonId: world.returnReason })));
    for (const r of await database.db.select().from(itemRequests).where(eq(itemRequests.orderId, o.orderId))) {
      await admin(orderStaff, 'mutation($id: Int!) { approveRequest(requestId: $id) { success } }', { id: r.id });
    }
    return o;
  }
  const REFUND = 'mutation($id: Int!, $items: [Int!]!, $key: String!) { refundItems(orderId: $id, itemIds: $items, refundKey: $key) { success message errors { code } refund { id amount { value } } } }';
  const refund = (o: { orderId: number }, items: number[], key: string) => admin(orderStaff, REFUND, { id: o.orderId, items, key });

  test('two parallel refunds with one key make one refund, both answer it', async () => {
    const o = await approvedReturn();
    const [a, b] = await Promise.all([refund(o, [o.lineIds[0]!], `dbl-${o.orderId}`), refund(o, [o.lineIds[0]!], `dbl-${o.orderId}`)]);
    assert.equal(a.data!.refundItems.success, true, JSON.stringify(a));
    assert.equal(b.data!.refundItems.success, true, JSON.stringify(b));
    assert.equal(a.data!.refundItems.refund.id, b.data!.refundItems.refund.id);
    assert.equal((await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, o.orderId))).length, 1);
    assert.equal((await database.db.select().from(payments).where(eq(payments.id, o.paymentId!)))[0]!.refundedKurus, 50000);
    assert.equal((await database.db.select().from(outbox).where(like(outbox.dedupeKey, `order-refunded:dbl-${o.orderId}:%`))).length, 1);
  });

  test('two keys for the same line: one refund; the whole order refunded gives back shipping too', async () => {
    const o = await approvedReturn();
    const [a, b] = await Promise.all([refund(o, [o.lineIds[0]!], `k1-${o.orderId}`), refund(o, [o.lineIds[0]!], `k2-${o.orderId}`)]);
    const outcomes = [a.data!.refundItems, b.data!.refundItems];
    assert.equal(outcomes.filter((r) => r.success).length, 1);
    assert.equal(outcomes.find((r) => !r.success)!.errors[0].code, 'staff.refund.already_refunded');
    const rest = (await refund(o, [o.lineIds[1]!], `k3-${o.orderId}`)).data!.refundItems;
    assert.equal(rest.refund.amount.value, 729.9, 'the last line takes the rest of the total, shipping included');
    const [order] = await database.db.select().from(orders).where(eq(orders.id, o.orderId));
    assert.deepEqual({ status: order!.status, refunded: order!.refundedKurus }, { status: 'RETURNED', refunded: 122990 });
    const reused = (await refund(o, [o.lineIds[0]!], `k3-${o.orderId}`)).data!.refundItems;
    assert.equal(reused.errors[0].code, 'staff.refund.key_reused');
  });

  test('never above what was paid, never after a void', async () => {
    const o = await approvedReturn();
    await database.db.update(payments).set({ amountKurus: 40000 }).where(eq(payments.id, o.paymentId!));
    const above = (await refund(o, [o.lineIds[0]!], `above-${o.orderId}`)).data!.refundItems;
    assert.equal(above.errors[0].code, 'staff.refund.above_paid');
    await database.db.update(payments).set({ amountKurus: 122990, voidedAt: new Date() }).where(eq(payments.id, o.paymentId!));
    const voided = (await refund(o, [o.lineIds[0]!], `void-${o.orderId}`)).data!.refundItems;
    assert.equal(voided.errors[0].code, 'staff.refund.voided');
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.id, o.lineIds[0]!));
    assert.deepEqual({ status: line!.status, refunded: line!.refundedKurus }, { status: 'DELIVERED', refunded: 0 }, 'nothing changed');
    assert.equal((await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, o.orderId))).length, 0);
    const noReturn = await paidOrder(database.db, world, { status: 'DELIVERED', deliveredDaysAgo: 1 });
    assert.equal((await refund(noReturn, [noReturn.lineIds[0]!], `nr-${noReturn.orderId}`)).data!.refundItems.errors[0].code, 'staff.refund.no_return');
  });
});

describe('the staff order list', () => {
  test('status filter, Turkish search, Istanbul days, paging', async () => {
    const page = (await admin(orderStaff, 'query($f: OrderFilter) { orders(filter: $f, pageSize: 2) { items { orderNumber status customer { name } } pageInfo { totalCount pageSize totalPages } } }', { f: { statuses: ['RETURNED'] } })).data!.orders;
    assert.ok(page.items.length >= 1);
    assert.ok(page.items.every((r: { status: string }) => r.status === 'RETURNED'));
    const search = async (text: string) => (await admin(orderStaff, 'query($f: OrderFilter) { orders(filter: $f, pageSize: 100) { pageInfo { totalCount } } }', { f: { search: text } })).data!.orders.pageInfo.totalCount;
    const all = (await admin(orderStaff, '{ orders { pageInfo { totalCount } } }')).data!.orders.pageInfo.totalCount;
    assert.equal(await search('AYŞE YILMAZ'), all, 'every fixture customer is Ayşe Yılmaz');
    assert.equal(await search('ayşe yilmaz'), all, 'Turkish case folding: I/ı');
    assert.equal(await search('Fatma'), 0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const todays = (await admin(orderStaff, 'query($f: OrderFilter) { orders(filter: $f) { pageInfo { totalCount } } }', { f: { createdFrom: today, createdTo: today } })).data!.orders.pageInfo.totalCount;
    assert.ok(todays > 0 && todays < all, `${todays} of ${all}`);
    const bank = (await admin(orderStaff, 'query($f: OrderFilter) { orders(filter: $f) { pageInfo { totalCount } } }', { f: { payment: 'axess' } })).data!.orders.pageInfo.totalCount;
    assert.equal(bank, all);
    const badDay = await admin(orderStaff, 'query($f: OrderFilter) { orders(filter: $f) { pageInfo { totalCount } } }', { f: { createdFrom: '31.12.2025' } });
    assert.equal(badDay.data, null);
    assert.equal(badDay.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.equal(badDay.errors?.[0]?.message, 'Tarih YYYY-AA-GG biçiminde olmalı.');
  });
});
