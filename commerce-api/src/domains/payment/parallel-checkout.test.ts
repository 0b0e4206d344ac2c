// The last units of a sku, bought by more shoppers at once than there are units: exactly as many
// orders as units, stock ends at 0 and is never negative. And one shopper's cart paid for twice
// (double click, retry after closing the bank window), with both 3-D Secure codes confirmed at
// once: exactly one order, stock taken once, the other payment answered cleanly. On PostgreSQL
// (DATABASE_URL) the starts and completions really run in parallel on the connection pool.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderItems, orders, payments, productVariants } from '../../db/schema.js';
import { insertCarriers, insertCategory, insertProduct, recordingNotifier, type ProductFixture } from '../../testing/cart-fixtures.js';
import { cardInput, cartOf, lastCode, ordersOfCart, readyToPay, startCardPayment, SUPERSEDED_TR, type PayingContext, TEST_MESSAGING } from '../../testing/payment-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { cardPayment } from './card-payment.js';
import { completePayment } from './complete-payment.js';

let database: Database;

before(async () => {
  database = await createTestDatabase();
  await insertCarriers(database.db);
});
after(() => database.close());

async function startPayments(product: ProductFixture, buyers: number, quantity: number) {
  const started: { paymentId: string; code: string }[] = [];
  for (let i = 0; i < buyers; i++) {
    const ctx = await readyToPay(database.db, product.productId, quantity);
    const result = await cardPayment(ctx, cardInput());
    assert.deepEqual(result.errors, []);
    started.push({ paymentId: result.paymentId!, code: lastCode(ctx) });
  }
  return started;
}

async function stock(product: ProductFixture): Promise<number> {
  const [row] = await database.db.select({ s: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, product.variantIds[0]));
  return row.s;
}

test('stock 3, 8 shoppers paying at once: exactly 3 orders, stock 0', async () => {
  const product = await insertProduct(database.db, { categoryId: await insertCategory(database.db), priceKurus: 250000, stocks: [3] });
  const started = await startPayments(product, 8, 1);
  const results = await Promise.all(started.map((p) => completePayment(database.db, p.paymentId, { kind: 'verify', code: p.code }, TEST_MESSAGING)));

  const won = results.filter((r) => r.status === 'success');
  const lost = results.filter((r) => r.status === 'error');
  assert.equal(won.length, 3);
  assert.equal(lost.length, 5);
  assert.ok(lost.every((r) => r.message === 'Sepetiniz ödeme sırasında değişti. Lütfen tekrar deneyiniz.'));
  assert.equal(await stock(product), 0);

  const ids = started.map((p) => p.paymentId);
  const placed = await database.db.select().from(orders).where(inArray(orders.paymentId, ids));
  assert.equal(placed.length, 3);
  const [{ sold }] = await database.db
    .select({ sold: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.variantId, product.variantIds[0]));
  assert.equal(Number(sold), 3);
  const statuses = (await database.db.select({ s: payments.status }).from(payments).where(inArray(payments.id, ids))).map((r) => r.s).sort();
  assert.deepEqual(statuses, ['APPROVED', 'APPROVED', 'APPROVED', 'FAILED', 'FAILED', 'FAILED', 'FAILED', 'FAILED']);
});

test('stock 5, 4 shoppers wanting 2 each, with repeated callbacks: 2 orders, 1 unit left', async () => {
  const product = await insertProduct(database.db, { categoryId: await insertCategory(database.db), priceKurus: 90000, stocks: [5] });
  const started = await startPayments(product, 4, 2);
  // Every bank callback arrives twice, all at the same time.
  const calls = started.flatMap((p) => [p, p]).map((p) => completePayment(database.db, p.paymentId, { kind: 'verify', code: p.code }, TEST_MESSAGING));
  await Promise.all(calls);
  const placed = await database.db.select().from(orders).where(inArray(orders.paymentId, started.map((p) => p.paymentId)));
  assert.equal(placed.length, 2);
  assert.equal(await stock(product), 1);
  const [{ min }] = await database.db.select({ min: sql<number>`min(${productVariants.stockQuantity})::int` }).from(productVariants);
  assert.ok(Number(min) >= 0, 'no variant anywhere went negative');
});

async function paymentStatuses(cartId: number): Promise<string[]> {
  return (await database.db.select({ s: payments.status }).from(payments).where(eq(payments.cartId, cartId))).map((r) => r.s).sort();
}

test('one cart, two payments, both codes confirmed at once (repeatedly): one order, stock taken once', async () => {
  const product = await insertProduct(database.db, { categoryId: await insertCategory(database.db), priceKurus: 150000, stocks: [1] });
  const ctx = await readyToPay(database.db, product.productId, 1);
  const first = await startCardPayment(ctx);
  const second = await startCardPayment(ctx);
  const calls = [first, second, first, second, first, second].map((p) => completePayment(database.db, p.paymentId, { kind: 'verify', code: p.code }, TEST_MESSAGING));
  const results = await Promise.all(calls);
  const cart = await cartOf(database.db, ctx);
  assert.equal((await ordersOfCart(database.db, cart.id)).length, 1);
  assert.equal(await stock(product), 0, 'the single unit was taken once');
  for (const [i, r] of results.entries()) {
    if (i % 2 === 0) assert.deepEqual(r, { status: 'error', message: SUPERSEDED_TR, language: 'tr' });
    else assert.equal(r.status, 'success');
  }
  assert.deepEqual(await paymentStatuses(cart.id), ['APPROVED', 'RELEASED']);
});

test('payments started for one cart all at once: one stays pending; all confirmed at once: one order', async () => {
  const product = await insertProduct(database.db, { categoryId: await insertCategory(database.db), priceKurus: 80000, stocks: [5] });
  const ctx = await readyToPay(database.db, product.productId, 1);
  // Each start gets its own recording notifier so every code can be told apart.
  const starts = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const own: PayingContext = { ...ctx, notifier: recordingNotifier() };
      const result = await cardPayment(own, cardInput());
      assert.deepEqual(result.errors, []);
      return { paymentId: result.paymentId!, code: lastCode(own) };
    }),
  );
  const cart = await cartOf(database.db, ctx);
  assert.deepEqual(await paymentStatuses(cart.id), ['PENDING', 'SUPERSEDED', 'SUPERSEDED', 'SUPERSEDED'], 'at most one pending payment per cart');

  const results = await Promise.all(starts.map((p) => completePayment(database.db, p.paymentId, { kind: 'verify', code: p.code }, TEST_MESSAGING)));
  assert.equal(results.filter((r) => r.status === 'success').length, 1);
  assert.ok(results.filter((r) => r.status !== 'success').every((r) => r.message === SUPERSEDED_TR));
  assert.equal((await ordersOfCart(database.db, cart.id)).length, 1);
  assert.equal(await stock(product), 4);
});

test('the first payment confirmed while a second one starts: one order whichever wins', async () => {
  for (let round = 0; round < 5; round++) {
    const product = await insertProduct(database.db, { categoryId: await insertCategory(database.db), priceKurus: 60000, stocks: [3] });
    const ctx = await readyToPay(database.db, product.productId, 1);
    const first = await startCardPayment(ctx);
    const [confirmed, restarted] = await Promise.all([
      completePayment(database.db, first.paymentId, { kind: 'verify', code: first.code }, TEST_MESSAGING),
      cardPayment(ctx, cardInput()),
    ]);
    const cart = await cartOf(database.db, ctx);
    if (confirmed.status === 'success') {
      // The order came first: the second start found the cart ordered (or already emptied).
      assert.equal(restarted.form, null);
      assert.ok(['Sepetiniz ödeme sırasında değişti. Lütfen tekrar deneyiniz.', 'Sepetiniz boş.'].includes(restarted.errors[0]!), restarted.errors.join());
    } else {
      // The second start came first and superseded the payment being confirmed.
      assert.deepEqual(confirmed, { status: 'error', message: SUPERSEDED_TR, language: 'tr' });
      assert.deepEqual(restarted.errors, []);
      const done = await completePayment(database.db, restarted.paymentId!, { kind: 'verify', code: lastCode(ctx) }, TEST_MESSAGING);
      assert.equal(done.status, 'success');
    }
    assert.equal((await ordersOfCart(database.db, cart.id)).length, 1);
    assert.equal(await stock(product), 2, 'stock taken once');
  }
});
