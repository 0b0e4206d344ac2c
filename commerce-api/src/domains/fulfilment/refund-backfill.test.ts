// Migration 0021's refund backfill gives the seed's cancelled and returned demo orders the
// refunded amounts the seed itself records (and the shopper saw before refunds were recorded):
// seeded, zeroed, backfilled with the migration's own statements, compared.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema.js';
import { seedDatabase } from '../../seed/index.js';
import { createTestDatabase } from '../../testing/test-db.js';

let database: Database;
before(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 120, now: new Date('2026-03-01T09:00:00Z') });
});
after(() => database.close());

test('the 0021 backfill matches what the seed records', async () => {
  const snapshot = async () => ({
    orders: (await database.db.select({ id: orders.id, r: orders.refundedKurus }).from(orders).orderBy(asc(orders.id))).map((o) => `${o.id}:${o.r}`),
    lines: (await database.db.select({ id: orderItems.id, r: orderItems.refundedKurus }).from(orderItems).orderBy(asc(orderItems.id))).map((l) => `${l.id}:${l.r}`),
  });
  const seeded = await snapshot();
  assert.ok(seeded.orders.some((o) => !o.endsWith(':0')), 'the seed has refunded demo orders');
  await database.db.execute(sql`update order_items set refunded_kurus = 0`);
  await database.db.execute(sql`update orders set refunded_kurus = 0`);
  const migration = readFileSync(new URL('../../../drizzle/0021_staff_side.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
  for (const statement of migration.slice(-2)) await database.db.execute(sql.raw(statement));
  const backfilled = await snapshot();
  assert.deepEqual(backfilled.orders, seeded.orders);
  // a multi-line order refunded whole may split its shipping among the lines differently (the
  // order's figure is the same); every other line matches exactly, and none is left at zero
  const rows = await database.db.select().from(orderItems).orderBy(asc(orderItems.id));
  const byOrder = new Map<number, (typeof rows)[number][]>();
  for (const line of rows) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  const wholeMulti = new Set([...byOrder].filter(([, ls]) => ls.length > 1 && ls.every((l) => l.status === 'CANCELLED' || l.status === 'RETURNED')).map(([id]) => id));
  rows.forEach((line, i) => {
    if (wholeMulti.has(line.orderId)) assert.ok(line.refundedKurus > 0, `line ${line.id}`);
    else assert.equal(backfilled.lines[i], seeded.lines[i]);
  });
});
