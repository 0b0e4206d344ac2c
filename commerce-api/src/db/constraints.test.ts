// Referential integrity and value checks of migration 0012: foreign keys with their delete rules,
// non-negative money and stock, and the migration's refusal to alter a database holding orphans
// or negative values. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Database } from './client.js';
import { addresses, cartItems, carts, categories, customers, giftCards, orderItems, orders, productVariants, products } from './schema.js';
import { rowsOf, sqlRows } from './sql-rows.js';
import { createTestDatabase } from '../testing/test-db.js';

const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
/** ON DELETE RESTRICT raises restrict_violation (23001) on PostgreSQL 16+ (PGlite), foreign_key_violation before. */
const RESTRICTED = ['23001', FOREIGN_KEY_VIOLATION];

async function assertRestricted(run: () => Promise<unknown>): Promise<void> {
  const code = await sqlState(run);
  assert.ok(code && RESTRICTED.includes(code), `expected a restricted delete, got SQLSTATE ${code}`);
}

/** The PostgreSQL error code of a failed statement (drizzle wraps the driver's error in `cause`). */
async function sqlState(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  assert.fail('the statement was expected to fail');
}

let database: Database;
const ids = { category: 0, product: 0, variant: 0, customer: 0, cart: 0, order: 0 };

before(async () => {
  database = await createTestDatabase();
  const db = database.db;
  [{ id: ids.category }] = await db.insert(categories).values({ name: 'Yüzük', nameEn: 'Rings', seName: 'fk-yuzuk' }).returning({ id: categories.id });
  [{ id: ids.product }] = await db
    .insert(products)
    .values({ sku: 'FK-1', name: 'Altın Yüzük', nameEn: 'Gold Ring', seName: 'fk-altin-yuzuk', priceKurus: 150000, primaryCategoryId: ids.category })
    .returning({ id: products.id });
  [{ id: ids.variant }] = await db.insert(productVariants).values({ productId: ids.product, sku: 'FK-1', stockQuantity: 5 }).returning({ id: productVariants.id });
  [{ id: ids.customer }] = await db.insert(customers).values({ email: 'fk@storefront.test' }).returning({ id: customers.id });
  [{ id: ids.cart }] = await db.insert(carts).values({ customerId: ids.customer }).returning({ id: carts.id });
  await db.insert(cartItems).values({ cartId: ids.cart, productId: ids.product, variantId: ids.variant, quantity: 2 });
  [{ id: ids.order }] = await db
    .insert(orders)
    .values({ orderNumber: 'FK-0001', customerId: ids.customer, status: 'PROCESSING', subtotalKurus: 150000, totalKurus: 150000 })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: ids.order, productId: ids.product, variantId: ids.variant, sku: 'FK-1', productName: 'Altın Yüzük',
    productSeName: 'fk-altin-yuzuk', quantity: 1, unitPriceKurus: 150000, status: 'PROCESSING',
  });
});
after(() => database.close());

describe('foreign keys', () => {
  test('a reference to a missing row is refused', async () => {
    const missing = 987654321;
    assert.equal(
      await sqlState(() => database.db.insert(cartItems).values({ cartId: missing, productId: ids.product, variantId: ids.variant, quantity: 1 })),
      FOREIGN_KEY_VIOLATION,
    );
    assert.equal(
      await sqlState(() => database.db.insert(orders).values({ orderNumber: 'FK-X', customerId: missing, status: 'PROCESSING', subtotalKurus: 1, totalKurus: 1 })),
      FOREIGN_KEY_VIOLATION,
    );
    assert.equal(
      await sqlState(() => database.db.update(products).set({ primaryCategoryId: missing }).where(eq(products.id, ids.product))),
      FOREIGN_KEY_VIOLATION,
    );
  });

  test('RESTRICT: a product on an order cannot be deleted, and stays', async () => {
    await assertRestricted(() => database.db.delete(products).where(eq(products.id, ids.product)));
    assert.equal((await database.db.select().from(products).where(eq(products.id, ids.product))).length, 1);
    await assertRestricted(() => database.db.delete(customers).where(eq(customers.id, ids.customer)));
  });

  test('CASCADE: deleting a cart deletes its items; deleting an order deletes its lines', async () => {
    const db = database.db;
    await db.delete(carts).where(eq(carts.id, ids.cart));
    assert.equal((await db.select().from(cartItems).where(eq(cartItems.cartId, ids.cart))).length, 0);
    const [{ id: order }] = await db
      .insert(orders)
      .values({ orderNumber: 'FK-0002', customerId: ids.customer, status: 'PROCESSING', subtotalKurus: 100, totalKurus: 100 })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({
      orderId: order, productId: ids.product, variantId: ids.variant, sku: 'FK-1', productName: 'x', productSeName: 'x', quantity: 1, unitPriceKurus: 100, status: 'PROCESSING',
    });
    await db.delete(orders).where(eq(orders.id, order));
    assert.equal((await db.select().from(orderItems).where(eq(orderItems.orderId, order))).length, 0);
  });

  test("CASCADE and SET NULL: a deleted customer's addresses and gift cards go, a cart's chosen address is cleared", async () => {
    const db = database.db;
    const [{ id: customer }] = await db.insert(customers).values({ email: 'fk2@storefront.test' }).returning({ id: customers.id });
    await db.execute(sql`INSERT INTO cities (id, name) VALUES (34, 'İstanbul') ON CONFLICT DO NOTHING`);
    const [{ id: district }] = await sqlRows<{ id: number }>(db, sql`INSERT INTO districts (city_id, name) VALUES (34, 'Kadıköy') RETURNING id`);
    const [{ id: hood }] = await sqlRows<{ id: number }>(db, sql`INSERT INTO neighborhoods (district_id, name, zip_postal_code) VALUES (${district}, 'Moda', '34710') RETURNING id`);
    const [{ id: address }] = await db
      .insert(addresses)
      .values({ customerId: customer, title: 'Ev', firstName: 'A', lastName: 'B', phoneNumber: '5320000000', cityId: 34, districtId: district, neighborhoodId: hood, address1: 'Sokak 1', zipPostalCode: '34710' })
      .returning({ id: addresses.id });
    // A cart of another customer pointing at that address (SET NULL), and a gift card (CASCADE).
    const [{ id: otherCart }] = await db.insert(carts).values({ customerId: ids.customer, shippingAddressId: address }).returning({ id: carts.id });
    await db.insert(giftCards).values({ customerId: customer, couponCode: 'FK-GIFT', amountKurus: 1000, remainingKurus: 1000 });
    // Reference data is protected: a used city cannot be deleted.
    await assertRestricted(() => db.execute(sql`DELETE FROM cities WHERE id = 34`));

    await db.delete(customers).where(eq(customers.id, customer));
    assert.equal((await db.select().from(addresses).where(eq(addresses.customerId, customer))).length, 0);
    assert.equal((await db.select().from(giftCards).where(eq(giftCards.customerId, customer))).length, 0);
    const [cart] = await db.select().from(carts).where(eq(carts.id, otherCart));
    assert.equal(cart.shippingAddressId, null);
  });
});

describe('check constraints', () => {
  test('stock never goes below zero', async () => {
    assert.equal(
      await sqlState(() => database.db.update(productVariants).set({ stockQuantity: sql`${productVariants.stockQuantity} - 1000` }).where(eq(productVariants.id, ids.variant))),
      CHECK_VIOLATION,
    );
    const [v] = await database.db.select().from(productVariants).where(eq(productVariants.id, ids.variant));
    assert.equal(v.stockQuantity, 5);
    // Down to zero is fine.
    await database.db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, ids.variant));
  });

  test('money is never negative', async () => {
    assert.equal(await sqlState(() => database.db.update(products).set({ priceKurus: -1 }).where(eq(products.id, ids.product))), CHECK_VIOLATION);
    assert.equal(await sqlState(() => database.db.update(orders).set({ totalKurus: -100 }).where(eq(orders.id, ids.order))), CHECK_VIOLATION);
    assert.equal(
      await sqlState(() => database.db.insert(giftCards).values({ customerId: ids.customer, couponCode: 'NEG', amountKurus: 100, remainingKurus: -1 })),
      CHECK_VIOLATION,
    );
  });
});

// ------------------------------------------------------------------ the migration's verification

interface Scratch {
  exec(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

/** An empty database of the engine under test, without drizzle's migrator. */
async function scratchDatabase(): Promise<Scratch> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    return {
      exec: async (text) => void (await client.exec(text)),
      rows: async <T>(text: string) => (await client.query<T>(text)).rows,
      close: () => client.close(),
    };
  }
  const { default: pg } = await import('pg');
  const name = `storefront_fk_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <T>(text: string) => rowsOf<T>(await client.query(text)),
    async close() {
      await client.end();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt > 100) throw error;
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      } finally {
        await admin.end();
      }
    },
  };
}

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const migrationSql = (tag: string) => readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
const constraintsTag = journal.entries.find((e) => e.tag.startsWith('0012_'))!.tag;

describe('migration 0012 verifies the data first', () => {
  test('refuses a database with an orphan or a negative amount, naming table and column, and alters nothing', async () => {
    const scratch = await scratchDatabase();
    try {
      // Every migration before 0012, as drizzle would run them (one query per file is one transaction).
      for (const { tag } of journal.entries) {
        if (tag === constraintsTag) break;
        const text = migrationSql(tag);
        if (text.trim()) await scratch.exec(text);
      }
      await scratch.exec(`
        INSERT INTO categories (id, name, name_en, se_name) VALUES (1, 'Yüzük', 'Rings', 'yuzuk');
        INSERT INTO products (id, sku, name, name_en, se_name, price_kurus, primary_category_id) VALUES (1, 'P1', 'Yüzük', 'Ring', 'p1', 1000, 1);
        INSERT INTO product_variants (id, product_id, sku, stock_quantity) VALUES (1, 1, 'P1', 3);
        INSERT INTO cart_items (cart_id, product_id, variant_id, quantity) VALUES (4242, 1, 1, 1);`);
      const constraints = () => scratch.rows<{ n: number }>(`SELECT count(*)::int AS n FROM pg_constraint WHERE contype IN ('f', 'c') AND conrelid = 'cart_items'::regclass`);

      const wrap = (text: string) => `BEGIN;\n${text}\nCOMMIT;`;
      await assert.rejects(scratch.exec(wrap(migrationSql(constraintsTag))), (error: Error) => {
        assert.match(error.message, /cart_items\.cart_id has 1 row\(s\) referencing a missing carts\.id \(e\.g\. 4242\)/);
        return true;
      });
      await scratch.exec('ROLLBACK').catch(() => undefined);
      assert.equal((await constraints())[0].n, 0, 'nothing was added');

      // The orphan fixed, a negative stock is the next refusal.
      await scratch.exec(`DELETE FROM cart_items; UPDATE product_variants SET stock_quantity = -2 WHERE id = 1;`);
      await assert.rejects(scratch.exec(wrap(migrationSql(constraintsTag))), /product_variants\.stock_quantity has 1 negative value\(s\) \(lowest -2\)/);
      await scratch.exec('ROLLBACK').catch(() => undefined);

      // Clean data: the migration applies and the constraints exist.
      await scratch.exec(`UPDATE product_variants SET stock_quantity = 0;`);
      await scratch.exec(wrap(migrationSql(constraintsTag)));
      assert.equal((await constraints())[0].n, 3);
    } finally {
      await scratch.close();
    }
  });
});
