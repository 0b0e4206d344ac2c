// Migration 0018 gives a database seeded with the old promises ('3 taksit ve ücretsiz kargo' on
// every product, 'Tüm kartlara 3 taksit', free shipping in every category description, every piece
// hallmarked) the texts the seed writes now: the demo texts are turned back into their old form
// and the migration must restore them exactly, and change nothing on a fresh database.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/sql-rows.js';
import { createTestDatabase } from '../testing/test-db.js';
import { seedDatabase } from './index.js';

const MIGRATION = join(import.meta.dirname, '..', '..', 'drizzle', '0018_honest_promises.sql');

const TEXTS = sql`SELECT
  (SELECT json_agg(json_build_array(id, seo_description, seo_description_en) ORDER BY id) FROM products) AS products,
  (SELECT json_agg(json_build_array(id, meta_description, meta_description_en) ORDER BY id) FROM categories) AS categories,
  (SELECT json_agg(json_build_array(id, data) ORDER BY id) FROM content_blocks) AS blocks`;

async function runMigration(db: Database['db'], file = MIGRATION): Promise<void> {
  for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

describe('migration 0018 (promises the checkout keeps)', () => {
  let database: Database;
  before(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { products: 40, now: new Date('2025-06-01T09:00:00Z') });
  });
  after(async () => database?.close());

  test('changes nothing on a freshly seeded database', async () => {
    const before = rowsOf(await database.db.execute(TEXTS));
    await runMigration(database.db);
    assert.deepEqual(rowsOf(await database.db.execute(TEXTS)), before);
  });

  test('turns the old promises into the ones the seed writes now', async () => {
    const db = database.db;
    const seeded = rowsOf<Record<string, unknown>>(await db.execute(TEXTS))[0]!;
    // The texts as the seed before issue 22 wrote them.
    await db.execute(sql`UPDATE products SET
      seo_description = regexp_replace(seo_description, ' güvencesiyle, .* fırsatıyla satın alabilirsiniz\.( 1\.500 TL ve üzeri siparişlerde kargo ücretsizdir\.)?', ' güvencesiyle, 3 taksit ve ücretsiz kargo fırsatıyla satın alabilirsiniz.'),
      seo_description_en = regexp_replace(seo_description_en, ' guarantee, with 3 interest-free [^.]*\.', ' guarantee, in 3 instalments and with free shipping.')`);
    await db.execute(sql`UPDATE categories SET meta_description = replace(meta_description, '1.500 TL ve üzeri siparişlerde ücretsiz kargo', 'Ücretsiz kargo'),
      meta_description_en = replace(meta_description_en, 'Free shipping on orders of 1,500 TL or more and', 'Free shipping and')`);
    await db.execute(sql`UPDATE content_blocks SET data = replace(replace(replace(replace(data::text,
      'Bonus ve Maximum kartlara vade farksız 3 taksit; diğer kartlarda ve anlaşmalı bankalarla 12 aya varan taksitlerde vade farkı uygulanır. 3-D Secure ile güvenli ödeme.',
      'Tüm kartlara 3 taksit, anlaşmalı bankalarla 12 aya varan taksit ve 3-D Secure ile güvenli ödeme.'),
      '3 interest-free instalments with Bonus and Maximum cards; other cards and up to 12 instalments with partner banks with instalment interest. Secure 3-D Secure payment.',
      '3 instalments on every card, up to 12 with partner banks, and 3-D Secure payment.'),
      'Altın ve gümüş ürünler ayar damgalı, tüm ürünler garantili', 'Tüm ürünler ayar damgalı ve garantili'),
      'Gold and silver hallmarked, every piece guaranteed', 'Every piece hallmarked and guaranteed')::jsonb`);
    const old = rowsOf<{ products: [number, string, string][]; blocks: unknown }>(await db.execute(TEXTS))[0]!;
    assert.ok(old.products.every(([, tr, en]) => tr.includes(', 3 taksit ve ücretsiz kargo fırsatıyla') && en.includes('in 3 instalments and with free shipping')));
    assert.match(JSON.stringify(old.blocks), /Tüm kartlara 3 taksit/);

    await runMigration(db);
    assert.deepEqual(rowsOf(await db.execute(TEXTS))[0], seeded);
  });
});
