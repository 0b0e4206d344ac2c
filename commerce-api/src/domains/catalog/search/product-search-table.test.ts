// product_search (migration 0010), the narrow table search matches on, follows products through
// every kind of write: insert, update (search text, publish flag, sku), delete and truncate.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { foldTurkish } from 'shared-contracts/server';
import type { Database } from '../../../db/client.js';
import { categories, products } from '../../../db/schema.js';
import { sqlRows } from '../../../db/sql-rows.js';
import { createTestDatabase } from '../../../testing/test-db.js';

let database: Database;

before(async () => {
  database = await createTestDatabase();
});
after(() => database.close());

async function rows(query: ReturnType<typeof sql>) {
  return sqlRows<Record<string, unknown>>(database.db, query);
}

/** The table must equal products' projection, row for row. */
async function assertMirrors(label: string) {
  const mirror = await rows(sql`SELECT id, published, sku, search_vector::text AS v, search_ascii FROM product_search ORDER BY id`);
  const source = await rows(sql`SELECT id, published, sku, search_vector::text AS v, search_ascii FROM products ORDER BY id`);
  assert.deepEqual(mirror, source, label);
}

let categoryId = 0;
const product = (k: number, name: string) => ({
  sku: `PS-${k}`, name, nameEn: name, seName: `ps-${k}`, priceKurus: 1000, primaryCategoryId: categoryId, searchText: foldTurkish(name),
});

describe('product_search follows products', () => {
  test('insert, update, delete and truncate', async () => {
    // products.primary_category_id is a foreign key (migration 0012): the category comes first.
    [{ id: categoryId }] = await database.db.insert(categories).values({ name: 'Arama', nameEn: 'Search', seName: 'ps-arama' }).returning({ id: categories.id });
    const inserted = await database.db.insert(products).values([product(1, 'Altın Yüzük'), product(2, 'Gümüş Kolye'), product(3, 'İnci Küpe')]).returning({ id: products.id });
    await assertMirrors('after insert');
    assert.equal((await rows(sql`SELECT count(*)::int AS n FROM product_search WHERE search_ascii LIKE '%yuzuk%'`))[0].n, 1);

    const [a, b, c] = inserted.map((r) => r.id);
    await database.db.update(products).set({ searchText: foldTurkish('Pırlanta Yüzük') }).where(eq(products.id, a));
    await database.db.update(products).set({ published: false, sku: 'PS-2X' }).where(eq(products.id, b));
    await database.db.update(products).set({ priceKurus: 2000 }).where(eq(products.id, c));
    await assertMirrors('after updates');
    assert.deepEqual(await rows(sql`SELECT published, sku FROM product_search WHERE id = ${b}`), [{ published: false, sku: 'PS-2X' }]);

    await database.db.delete(products).where(eq(products.id, c));
    await assertMirrors('after delete');
    // CASCADE: the tables referencing products (migration 0012) are emptied with it.
    await database.db.execute(sql`TRUNCATE products CASCADE`);
    await assertMirrors('after truncate');
    assert.equal((await rows(sql`SELECT count(*)::int AS n FROM product_search`))[0].n, 0);
  });
});
