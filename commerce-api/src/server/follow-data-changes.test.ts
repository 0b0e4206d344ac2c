// Change notifications (migration 0014) reach a listening instance: a stock change ('stock') and
// a catalogue change ('catalog'); what follows them drops the kept listing answers. On PGlite
// and, with DATABASE_URL, on PostgreSQL over a dedicated LISTEN connection.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { watchChanges, type ChangeFeed } from '../db/change-notifications.js';
import type { Database } from '../db/client.js';
import { listingCache } from '../domains/catalog/listing/listing-cache.js';
import { createTestDatabase } from '../testing/test-db.js';
import { followDataChanges } from './follow-data-changes.js';

let database: Database;
const feeds: ChangeFeed[] = [];

before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  for (const feed of feeds) await feed.close();
  await database.close();
});

async function until(check: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('not within time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('stock and catalogue changes are announced once their transaction commits', async () => {
  const heard: string[] = [];
  let resyncs = 0;
  feeds.push(await watchChanges(database, { onChange: (p) => heard.push(p), onResync: () => resyncs++ }));
  await until(() => resyncs === 1);
  await database.db.execute(sql`UPDATE product_variants SET stock_quantity = stock_quantity WHERE false`);
  await until(() => heard.includes('stock'));
  await database.db.execute(sql`UPDATE catalog_version SET version = version + 1 WHERE id = 1`);
  await until(() => heard.includes('catalog'));
  // A rolled-back change says nothing.
  heard.length = 0;
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`UPDATE product_variants SET stock_quantity = stock_quantity WHERE false`);
      throw new Error('rollback');
    })
    .catch(() => {});
  await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual(heard, []);
});

test('a stock change drops the kept listing answers', async () => {
  feeds.push(await followDataChanges(database));
  const answers = listingCache(database.db).responses;
  await new Promise((r) => setTimeout(r, 100)); // the (re)sync of a new feed clears too
  answers.set('k', { json: '{}', at: Date.now() });
  assert.ok(answers.get('k'));
  await database.db.execute(sql`UPDATE product_variants SET stock_quantity = stock_quantity WHERE false`);
  await until(() => answers.get('k') === undefined);
});
