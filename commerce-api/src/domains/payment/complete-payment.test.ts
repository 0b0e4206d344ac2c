import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, carts, orderItems, orders, payments, productVariants } from '../../db/schema.js';
import { insertCarriers, insertCategory, insertCoupon, insertProduct, type ProductFixture } from '../../testing/cart-fixtures.js';
import {
  ALREADY_ORDERED_TR,
  cardInput,
  cartOf,
  DECLINED_CARD,
  lastCode,
  ordersOfCart,
  readyToPay,
  SECOND_APPROVING_CARD,
  startCardPayment,
  SUPERSEDED_EN,
  SUPERSEDED_TR,
  wrongCode,
  TEST_MESSAGING,
} from '../../testing/payment-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { addToCart } from '../cart/add-to-cart.js';
import { addGiftPackageNote } from '../cart/gift-note.js';
import { applyDiscountCoupon } from '../cart/coupons.js';
import { orderDetails } from '../orders/order-queries.js';
import { cardPayment } from './card-payment.js';
import { completePayment } from './complete-payment.js';
import { paymentNote } from './place-order.js';

let database: Database;
let pendant: ProductFixture; // 600,00 TL, stock 100
let charm: ProductFixture; // 250,00 TL, stock 100

before(async () => {
  database = await createTestDatabase();
  const categoryId = await insertCategory(database.db);
  pendant = await insertProduct(database.db, { categoryId, priceKurus: 60000, stocks: [100] });
  charm = await insertProduct(database.db, { categoryId, priceKurus: 25000, stocks: [100] });
  await insertCarriers(database.db);
  await insertCoupon(database.db, { code: 'INDIRIM50', discountType: 'AMOUNT', value: 5000 });
});
after(() => database.close());

async function stockOf(fixture: ProductFixture): Promise<number> {
  const [row] = await database.db.select({ s: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, fixture.variantIds[0]));
  return row.s;
}

async function ordersOfPayment(paymentId: string) {
  return database.db.select().from(orders).where(eq(orders.paymentId, paymentId));
}

test('approval: one transaction takes stock, writes the order from the snapshot, clears the cart', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 2);
  await addToCart(ctx, { productId: charm.productId, quantity: 1 });
  await addGiftPackageNote(ctx, 'Nice yıllara!');
  await applyDiscountCoupon(ctx, 'INDIRIM50');
  const before = { pendant: await stockOf(pendant), charm: await stockOf(charm) };
  const started = await cardPayment(ctx, cardInput({ creditCardNumber: SECOND_APPROVING_CARD, installmentCount: 3 }));
  assert.deepEqual(started.errors, []);

  // The cart changing during 3-D Secure does not change what was paid for.
  await addToCart(ctx, { productId: charm.productId, quantity: 5 });

  const result = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) }, TEST_MESSAGING);
  assert.equal(result.status, 'success');
  assert.equal(result.message, 'Ödemeniz alındı, siparişiniz oluşturuldu.');
  assert.equal(await stockOf(pendant), before.pendant - 2);
  assert.equal(await stockOf(charm), before.charm - 1);

  const [order] = await ordersOfPayment(started.paymentId!);
  assert.equal(order.status, 'PROCESSING');
  assert.equal(order.subtotalKurus, 145000);
  assert.equal(order.discountKurus, 5000);
  assert.equal(order.shippingKurus, 0);
  assert.equal(order.totalKurus, 140000);
  assert.match(order.orderNumber, /^SF\d{12}$/);
  const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  assert.deepEqual(lines.map((l) => l.quantity).sort(), [1, 2]);

  const [payment] = await database.db.select().from(payments).where(eq(payments.id, started.paymentId!));
  assert.equal(payment.status, 'APPROVED');
  const [cart] = await database.db.select().from(carts).where(eq(carts.customerId, ctx.customer!.id));
  assert.equal(cart.couponCode, null);
  assert.equal(cart.giftNote, null);
  const left = await database.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
  assert.deepEqual(
    left.map((l) => [l.productId, l.quantity]),
    [[charm.productId, 5]],
    'the paid lines left the cart; the 5 charms added during 3-D Secure stayed',
  );

  const detail = (await orderDetails(ctx, order.orderNumber))!;
  assert.equal(detail.bankName, 'İş Bankası');
  assert.equal(detail.customValues.InstallmentCount, 3);
  assert.deepEqual(detail.genericAttributes, { GiftPackageNote: 'Nice yıllara!', BankName: 'İş Bankası', CardFamily: 'Maximum' });
  assert.deepEqual(detail.giftCards, [{ couponCode: 'INDIRIM50' }]);
  assert.equal(detail.shippingMethod, 'Yurtiçi Kargo');
  assert.equal(detail.shippingAddress!.city, 'İstanbul');
  assert.equal(detail.orderTotal, '₺1.400,00');
  assert.equal(detail.orderNotes.length, 1);
  assert.equal(detail.orderNotes[0]!.note, 'Ödemeniz alındı (İş Bankası, 3 taksit). Siparişiniz hazırlanıyor.');
  assert.equal(paymentNote('en', null, 1), 'Payment received (credit card, single payment). Your order is being prepared.', 'shoppers paying in English get the note in English');
  assert.ok(detail.items.every((i) => i.userCanPartialCancel && !i.userCanPartialReturn));
});

test('a repeated callback, in sequence or all at once, yields one order and the same answer', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const before = await stockOf(pendant);
  const started = await cardPayment(ctx, cardInput());
  const code = lastCode(ctx);
  const first = await completePayment(database.db, started.paymentId!, { kind: 'verify', code }, TEST_MESSAGING);
  const burst = await Promise.all(Array.from({ length: 6 }, () => completePayment(database.db, started.paymentId!, { kind: 'verify', code }, TEST_MESSAGING)));
  const late = await completePayment(database.db, started.paymentId!, { kind: 'cancel' }, TEST_MESSAGING);
  const wrong = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: wrongCode(code) }, TEST_MESSAGING);
  for (const r of [first, ...burst, late, wrong]) {
    assert.equal(r.status, 'success');
    assert.equal(r.status === 'success' && r.orderId, first.status === 'success' && first.orderId);
  }
  assert.equal((await ordersOfPayment(started.paymentId!)).length, 1);
  assert.equal(await stockOf(pendant), before - 1, 'stock taken once');
});

test('concurrent first callbacks for one payment also make one order', async () => {
  const ctx = await readyToPay(database.db, charm.productId, 2);
  const before = await stockOf(charm);
  const started = await cardPayment(ctx, cardInput());
  const code = lastCode(ctx);
  const results = await Promise.all(Array.from({ length: 5 }, () => completePayment(database.db, started.paymentId!, { kind: 'verify', code }, TEST_MESSAGING)));
  assert.ok(results.every((r) => r.status === 'success'));
  assert.equal(new Set(results.map((r) => (r.status === 'success' ? r.orderId : 0))).size, 1);
  assert.equal((await ordersOfPayment(started.paymentId!)).length, 1);
  assert.equal(await stockOf(charm), before - 2);
});

test('a card the bank declines takes nothing and keeps the cart', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const before = await stockOf(pendant);
  const started = await cardPayment(ctx, cardInput({ creditCardNumber: DECLINED_CARD }));
  const result = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) }, TEST_MESSAGING);
  assert.deepEqual(result, { status: 'error', message: 'Kartınız bankanız tarafından onaylanmadı.', language: 'tr' });
  const repeat = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) }, TEST_MESSAGING);
  assert.equal(repeat.status, 'error');
  assert.equal(await stockOf(pendant), before);
  assert.equal((await ordersOfPayment(started.paymentId!)).length, 0);
  const [cart] = await database.db.select().from(carts).where(eq(carts.customerId, ctx.customer!.id));
  assert.equal((await database.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).length, 1);
});

test('three wrong codes fail the payment; the right code afterwards changes nothing', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const before = await stockOf(pendant);
  const started = await cardPayment(ctx, cardInput());
  const code = lastCode(ctx);
  const one = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: wrongCode(code) }, TEST_MESSAGING);
  assert.deepEqual(one, { status: 'retry', message: 'Doğrulama kodu hatalı.', attemptsLeft: 2, language: 'tr' });
  const two = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: 'abc' }, TEST_MESSAGING);
  assert.equal(two.status === 'retry' && two.attemptsLeft, 1);
  const three = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: wrongCode(code) }, TEST_MESSAGING);
  assert.deepEqual(three, { status: 'error', message: '3D Secure doğrulaması başarısız.', language: 'tr' });
  const late = await completePayment(database.db, started.paymentId!, { kind: 'verify', code }, TEST_MESSAGING);
  assert.equal(late.status, 'error');
  assert.equal(await stockOf(pendant), before);
  assert.equal((await ordersOfPayment(started.paymentId!)).length, 0);
});

test('cancel on the bank page abandons the payment; unknown payments are reported', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const before = await stockOf(pendant);
  const started = await cardPayment(ctx, cardInput());
  const cancelled = await completePayment(database.db, started.paymentId!, { kind: 'cancel' }, TEST_MESSAGING);
  assert.equal(cancelled.status, 'error');
  const after = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) }, TEST_MESSAGING);
  assert.equal(after.status, 'error');
  assert.equal(await stockOf(pendant), before);
  const unknown = await completePayment(database.db, 'no-such-payment', { kind: 'verify', code: '123456' }, TEST_MESSAGING);
  assert.deepEqual(unknown, { status: 'error', message: 'Ödeme bulunamadı.', language: 'tr' });
});

test('a shortage at completion fails the whole order and takes nothing', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 2);
  await addToCart(ctx, { productId: charm.productId, quantity: 1 });
  const started = await cardPayment(ctx, cardInput());
  // Someone else bought the charm's last units meanwhile.
  await database.db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, charm.variantIds[0]));
  const pendantBefore = await stockOf(pendant);
  const result = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) }, TEST_MESSAGING);
  assert.deepEqual(result, { status: 'error', message: 'Sepetiniz ödeme sırasında değişti. Lütfen tekrar deneyiniz.', language: 'tr' });
  assert.equal(await stockOf(pendant), pendantBefore, 'the pendant units were not taken either');
  assert.equal(await stockOf(charm), 0, 'never negative');
  assert.equal((await ordersOfPayment(started.paymentId!)).length, 0);
  await database.db.update(productVariants).set({ stockQuantity: 100 }).where(eq(productVariants.id, charm.variantIds[0]));
});

async function statusOf(paymentId: string): Promise<string> {
  const [row] = await database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  return row.status;
}

/** A database error's own code and constraint, wherever the driver put them. */
function pgError(error: unknown): { code?: string; constraint?: string; message: string } {
  let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
  const messages: string[] = [];
  while (e) {
    messages.push(e.message ?? '');
    if (e.code) return { code: e.code, constraint: e.constraint, message: messages.join(' / ') };
    e = e.cause as typeof e;
  }
  return { message: messages.join(' / ') };
}

test('payment started twice for one cart: the first is superseded, its confirmation places no order and releases it', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const before = await stockOf(pendant);
  const first = await startCardPayment(ctx);
  assert.equal(await statusOf(first.paymentId), 'PENDING');
  const second = await startCardPayment(ctx); // a double click, or a retry after closing the bank window
  assert.equal(await statusOf(first.paymentId), 'SUPERSEDED', 'starting the second supersedes the first');
  assert.equal(await statusOf(second.paymentId), 'PENDING');

  // The shopper enters the first code too: no order, a clear message, the amount released.
  const stale = await completePayment(database.db, first.paymentId, { kind: 'verify', code: first.code }, TEST_MESSAGING);
  assert.deepEqual(stale, { status: 'error', message: SUPERSEDED_TR, language: 'tr' });
  assert.equal(await statusOf(first.paymentId), 'RELEASED');
  assert.equal((await ordersOfPayment(first.paymentId)).length, 0);
  assert.equal(await stockOf(pendant), before, 'nothing taken for the superseded payment');

  const done = await completePayment(database.db, second.paymentId, { kind: 'verify', code: second.code }, TEST_MESSAGING);
  assert.equal(done.status, 'success');
  const cart = await cartOf(database.db, ctx);
  assert.equal((await ordersOfCart(database.db, cart.id)).length, 1);
  assert.equal(await stockOf(pendant), before - 1, 'stock taken once');

  // Repeats answer the same, in any order.
  assert.deepEqual(await completePayment(database.db, first.paymentId, { kind: 'verify', code: first.code }, TEST_MESSAGING), stale);
  assert.deepEqual(await completePayment(database.db, first.paymentId, { kind: 'cancel' }, TEST_MESSAGING), stale);
  const again = await completePayment(database.db, second.paymentId, { kind: 'verify', code: second.code }, TEST_MESSAGING);
  assert.equal(again.status === 'success' && again.orderId, done.status === 'success' && done.orderId);
  assert.equal((await ordersOfCart(database.db, cart.id)).length, 1);
});

test('the newer payment confirmed first, then the superseded one: still one order, the same message (in English too)', async () => {
  const ctx = await readyToPay(database.db, charm.productId, 2, 'Yurtiçi Kargo', 'en');
  const before = await stockOf(charm);
  const first = await startCardPayment(ctx);
  const second = await startCardPayment(ctx);
  assert.equal((await completePayment(database.db, second.paymentId, { kind: 'verify', code: second.code }, TEST_MESSAGING)).status, 'success');
  const stale = await completePayment(database.db, first.paymentId, { kind: 'verify', code: first.code }, TEST_MESSAGING);
  assert.deepEqual(stale, { status: 'error', message: SUPERSEDED_EN, language: 'en' });
  // The paid line left the cart: nothing is left to pay for a third time.
  const third = await startCardPayment(ctx, {}).catch((e: Error) => e);
  assert.ok(third instanceof Error && /Your cart is empty/.test(third.message), 'the paid cart is empty now');
  assert.equal((await ordersOfCart(database.db, (await cartOf(database.db, ctx)).id)).length, 1);
  assert.equal(await stockOf(charm), before - 2);
});

test('a superseded payment whose page is still open: wrong code or cancel answer the same and change nothing', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const first = await startCardPayment(ctx);
  const second = await startCardPayment(ctx);
  const wrong = await completePayment(database.db, first.paymentId, { kind: 'verify', code: wrongCode(first.code) }, TEST_MESSAGING);
  assert.deepEqual(wrong, { status: 'error', message: SUPERSEDED_TR, language: 'tr' });
  assert.equal(await statusOf(first.paymentId), 'SUPERSEDED', 'nothing was authorised, nothing to release');
  assert.deepEqual(await completePayment(database.db, first.paymentId, { kind: 'cancel' }, TEST_MESSAGING), wrong);
  assert.equal(await statusOf(second.paymentId), 'PENDING', 'the newer payment is untouched');
  assert.equal((await completePayment(database.db, second.paymentId, { kind: 'verify', code: second.code }, TEST_MESSAGING)).status, 'success');
});

test('after an order the cart starts a new checkout generation: its next purchase is a second, separate order', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const first = await startCardPayment(ctx);
  assert.equal((await completePayment(database.db, first.paymentId, { kind: 'verify', code: first.code }, TEST_MESSAGING)).status, 'success');
  const cart = await cartOf(database.db, ctx);
  assert.equal(cart.checkoutGeneration, 1);
  await addToCart(ctx, { productId: charm.productId, quantity: 1 });
  const next = await startCardPayment(ctx);
  assert.equal((await completePayment(database.db, next.paymentId, { kind: 'verify', code: next.code }, TEST_MESSAGING)).status, 'success');
  const placed = await ordersOfCart(database.db, cart.id);
  assert.deepEqual(placed.map((o) => o.cartGeneration).sort(), [0, 1]);
});

test('the database refuses a second order for one cart generation and a second pending payment for one cart', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const paid = await startCardPayment(ctx);
  assert.equal((await completePayment(database.db, paid.paymentId, { kind: 'verify', code: paid.code }, TEST_MESSAGING)).status, 'success');
  const [order] = await ordersOfPayment(paid.paymentId);
  assert.equal(order.cartGeneration, 0);

  // A direct insert of another order from the same cart and generation fails on the unique index.
  const copy: Partial<typeof order> = { ...order, orderNumber: `${order.orderNumber}X`, paymentId: null };
  delete copy.id;
  await assert.rejects(
    database.db.insert(orders).values(copy as typeof orders.$inferInsert),
    (error) => {
      const e = pgError(error);
      assert.equal(e.code, '23505', e.message);
      assert.match(`${e.constraint ?? ''} ${e.message}`, /orders_cart_generation_uq/);
      return true;
    },
  );
  // The next generation of the same cart is allowed.
  const [next] = await database.db.insert(orders).values({ ...(copy as typeof orders.$inferInsert), orderNumber: `${order.orderNumber}Y`, cartGeneration: 1 }).returning({ id: orders.id });
  assert.ok(next.id);
  await database.db.delete(orders).where(eq(orders.id, next.id));

  // Two payments of one cart cannot both wait for their code.
  await addToCart(ctx, { productId: charm.productId, quantity: 1 });
  const pending = await startCardPayment(ctx);
  const [row] = await database.db.select().from(payments).where(eq(payments.id, pending.paymentId));
  await assert.rejects(
    database.db.insert(payments).values({ ...row, id: `${row.id}2`, createdAt: new Date() }),
    (error) => {
      const e = pgError(error);
      assert.equal(e.code, '23505', e.message);
      assert.match(`${e.constraint ?? ''} ${e.message}`, /payments_cart_pending_uq/);
      return true;
    },
  );
  await database.db.insert(payments).values({ ...row, id: `${row.id}3`, status: 'SUPERSEDED', createdAt: new Date() });
});

test('if the code-level checks were bypassed, the unique index still stops a second order: clean message, nothing taken', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const first = await startCardPayment(ctx);
  const second = await startCardPayment(ctx);
  assert.equal((await completePayment(database.db, second.paymentId, { kind: 'verify', code: second.code }, TEST_MESSAGING)).status, 'success');
  const cart = await cartOf(database.db, ctx);
  const before = await stockOf(pendant);
  // Simulate a broken guard: the cart generation rewound and the superseded payment pending again.
  await database.db.update(carts).set({ checkoutGeneration: 0 }).where(eq(carts.id, cart.id));
  await database.db.update(payments).set({ status: 'PENDING', failureMessage: null }).where(and(eq(payments.id, first.paymentId), eq(payments.status, 'SUPERSEDED')));
  const result = await completePayment(database.db, first.paymentId, { kind: 'verify', code: first.code }, TEST_MESSAGING);
  assert.deepEqual(result, { status: 'error', message: ALREADY_ORDERED_TR, language: 'tr' });
  assert.equal(await statusOf(first.paymentId), 'RELEASED');
  assert.equal((await ordersOfCart(database.db, cart.id)).length, 1);
  assert.equal(await stockOf(pendant), before, 'the stock the insert would have taken was rolled back');
  const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.paymentId, first.paymentId));
  assert.equal(Number(n), 0);
});
