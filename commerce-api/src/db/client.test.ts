import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing/test-db.js';
import { categories } from './schema.js';
import { sqlRows } from './sql-rows.js';

test('migrations create the schema and pg_trgm on the test database', async () => {
  const database = await createTestDatabase();
  try {
    await database.db.insert(categories).values({ name: 'Yüzük', nameEn: 'Rings', seName: 'yuzuk' });
    const rows = await database.db.select().from(categories);
    assert.equal(rows[0].seName, 'yuzuk');
    const [first] = await sqlRows<{ s: number }>(database.db, sql`select similarity('yüzük', 'yuzuk') as s`);
    assert.ok(Number(first.s) > 0);
  } finally {
    await database.close();
  }
});
