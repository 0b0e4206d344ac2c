// The last units of a sku, bought by more shoppers at once than there are units: exactly as many
// orders as units, stock ends at 0 and is never negative. On PostgreSQL (DATABASE_URL) the
// completions really run in parallel on the connection pool.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderItems, orders, payments, productVariants } from '../../db/schema.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { insertCarriers, insertCategory, insertProduct, type ProductFixture } from '../cart/test-fixtures.js';
import { cardPayment } from './card-payment.js';
import { completePayment } from './complete-payment.js';
import { cardInput, lastCode, readyToPay } from './payment-fixtures.js';

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
  const results = await Promise.all(started.map((p) => completePayment(database.db, p.paymentId, { kind: 'verify', code: p.code })));

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
  const calls = started.flatMap((p) => [p, p]).map((p) => completePayment(database.db, p.paymentId, { kind: 'verify', code: p.code }));
  await Promise.all(calls);
  const placed = await database.db.select().from(orders).where(inArray(orders.paymentId, started.map((p) => p.paymentId)));
  assert.equal(placed.length, 2);
  assert.equal(await stock(product), 1);
  const [{ min }] = await database.db.select({ min: sql<number>`min(${productVariants.stockQuantity})::int` }).from(productVariants);
  assert.ok(Number(min) >= 0, 'no variant anywhere went negative');
});
