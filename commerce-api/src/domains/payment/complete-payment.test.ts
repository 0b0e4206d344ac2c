import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, carts, orderItems, orders, payments, productVariants } from '../../db/schema.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { addToCart } from '../cart/add-to-cart.js';
import { addGiftPackageNote } from '../cart/gift-note.js';
import { applyDiscountCoupon } from '../cart/coupons.js';
import { insertCarriers, insertCategory, insertCoupon, insertProduct, type ProductFixture } from '../cart/test-fixtures.js';
import { orderDetails } from '../orders/order-queries.js';
import { cardPayment } from './card-payment.js';
import { completePayment } from './complete-payment.js';
import { paymentNote } from './place-order.js';
import { cardInput, DECLINED_CARD, lastCode, readyToPay, SECOND_APPROVING_CARD, wrongCode } from './payment-fixtures.js';

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

  const result = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) });
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
  const first = await completePayment(database.db, started.paymentId!, { kind: 'verify', code });
  const burst = await Promise.all(Array.from({ length: 6 }, () => completePayment(database.db, started.paymentId!, { kind: 'verify', code })));
  const late = await completePayment(database.db, started.paymentId!, { kind: 'cancel' });
  const wrong = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: wrongCode(code) });
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
  const results = await Promise.all(Array.from({ length: 5 }, () => completePayment(database.db, started.paymentId!, { kind: 'verify', code })));
  assert.ok(results.every((r) => r.status === 'success'));
  assert.equal(new Set(results.map((r) => (r.status === 'success' ? r.orderId : 0))).size, 1);
  assert.equal((await ordersOfPayment(started.paymentId!)).length, 1);
  assert.equal(await stockOf(charm), before - 2);
});

test('a card the bank declines takes nothing and keeps the cart', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const before = await stockOf(pendant);
  const started = await cardPayment(ctx, cardInput({ creditCardNumber: DECLINED_CARD }));
  const result = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) });
  assert.deepEqual(result, { status: 'error', message: 'Kartınız bankanız tarafından onaylanmadı.', language: 'tr' });
  const repeat = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) });
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
  const one = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: wrongCode(code) });
  assert.deepEqual(one, { status: 'retry', message: 'Doğrulama kodu hatalı.', attemptsLeft: 2, language: 'tr' });
  const two = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: 'abc' });
  assert.equal(two.status === 'retry' && two.attemptsLeft, 1);
  const three = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: wrongCode(code) });
  assert.deepEqual(three, { status: 'error', message: '3D Secure doğrulaması başarısız.', language: 'tr' });
  const late = await completePayment(database.db, started.paymentId!, { kind: 'verify', code });
  assert.equal(late.status, 'error');
  assert.equal(await stockOf(pendant), before);
  assert.equal((await ordersOfPayment(started.paymentId!)).length, 0);
});

test('cancel on the bank page abandons the payment; unknown payments are reported', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 1);
  const before = await stockOf(pendant);
  const started = await cardPayment(ctx, cardInput());
  const cancelled = await completePayment(database.db, started.paymentId!, { kind: 'cancel' });
  assert.equal(cancelled.status, 'error');
  const after = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) });
  assert.equal(after.status, 'error');
  assert.equal(await stockOf(pendant), before);
  const unknown = await completePayment(database.db, 'no-such-payment', { kind: 'verify', code: '123456' });
  assert.deepEqual(unknown, { status: 'error', message: 'Ödeme bulunamadı.', language: 'tr' });
});

test('a shortage at completion fails the whole order and takes nothing', async () => {
  const ctx = await readyToPay(database.db, pendant.productId, 2);
  await addToCart(ctx, { productId: charm.productId, quantity: 1 });
  const started = await cardPayment(ctx, cardInput());
  // Someone else bought the charm's last units meanwhile.
  await database.db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, charm.variantIds[0]));
  const pendantBefore = await stockOf(pendant);
  const result = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) });
  assert.deepEqual(result, { status: 'error', message: 'Sepetiniz ödeme sırasında değişti. Lütfen tekrar deneyiniz.', language: 'tr' });
  assert.equal(await stockOf(pendant), pendantBefore, 'the pendant units were not taken either');
  assert.equal(await stockOf(charm), 0, 'never negative');
  assert.equal((await ordersOfPayment(started.paymentId!)).length, 0);
  await database.db.update(productVariants).set({ stockQuantity: 100 }).where(eq(productVariants.id, charm.variantIds[0]));
});
