import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing/test-db.js';
import { categories } from './schema.js';

test('migrations create the schema and pg_trgm on the test database', async () => {
  const database = await createTestDatabase();
  try {
    await database.db.insert(categories).values({ name: 'Yüzük', nameEn: 'Rings', seName: 'yuzuk' });
    const rows = await database.db.select().from(categories);
    assert.equal(rows[0].seName, 'yuzuk');
    const sim = await database.db.execute(sql`select similarity('yüzük', 'yuzuk') as s`);
    const first = (sim as unknown as { rows: { s: number }[] }).rows[0];
    assert.ok(Number(first.s) > 0);
  } finally {
    await database.close();
  }
});
