// rowsOf on the result shapes the drivers answer, and sqlRows on the test database (PGlite, or
// PostgreSQL through node-postgres when DATABASE_URL is set), on the database and in a transaction.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing/test-db.js';
import { rowsOf, sqlRows } from './sql-rows.js';

test('rowsOf takes the rows of a { rows } result, and a bare row array as it is', () => {
  const rows = [{ n: 1 }, { n: 2 }];
  assert.equal(rowsOf<{ n: number }>({ rows, rowCount: 2, fields: [] }), rows);
  assert.equal(rowsOf<{ n: number }>(rows), rows);
  assert.deepEqual(rowsOf({ rows: [] }), []);
});

test('sqlRows returns the rows of a raw query, on the database and in a transaction', async () => {
  const database = await createTestDatabase();
  try {
    const rows = await sqlRows<{ n: number; word: string }>(database.db, sql`SELECT n, 'w' || n AS word FROM generate_series(1, 3) AS n ORDER BY n`);
    assert.deepEqual(rows, [
      { n: 1, word: 'w1' },
      { n: 2, word: 'w2' },
      { n: 3, word: 'w3' },
    ]);
    assert.deepEqual(await sqlRows(database.db, sql`SELECT 1 AS one WHERE false`), []);
    const inTx = await database.db.transaction((tx) => sqlRows<{ id: number }>(tx, sql`SELECT 7 AS id`));
    assert.deepEqual(inTx, [{ id: 7 }]);
  } finally {
    await database.close();
  }
});
