// Migration 0016 gives a database seeded before the English columns (0013) the English the seed
// writes today: the demo texts are turned back into their old, English-less form and the
// migration's statements are run again; they must restore them (and touch nothing else).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/sql-rows.js';
import { createTestDatabase } from '../testing/test-db.js';
import { englishGaps } from './english-coverage.js';
import { seedDatabase } from './index.js';

const MIGRATION = join(import.meta.dirname, '..', '..', 'drizzle', '0016_english_texts_for_existing_data.sql');
// 0016 writes the English of its day; 0018 (honest promises) then brings it to today's seed.
const LATER = join(import.meta.dirname, '..', '..', 'drizzle', '0018_honest_promises.sql');

const ENGLISH = sql`SELECT
  (SELECT json_agg(json_build_array(id, meta_title_en, seo_description_en, full_description_en) ORDER BY id) FROM products) AS products,
  (SELECT json_agg(json_build_array(id, value_en) ORDER BY id) FROM product_specs) AS specs,
  (SELECT json_agg(json_build_array(id, name_en) ORDER BY id) FROM attribute_definitions) AS attributes,
  (SELECT json_agg(json_build_array(id, meta_title_en, meta_description_en) ORDER BY id) FROM categories) AS categories,
  (SELECT json_agg(json_build_array(id, working_hours_en) ORDER BY id) FROM stores) AS stores,
  (SELECT json_agg(json_build_array(id, service_types) ORDER BY id) FROM carriers) AS carriers`;

describe('migration 0016 (English for data seeded before 0013)', () => {
  let database: Database;
  before(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { products: 40, now: new Date('2025-06-01T09:00:00Z') });
  });
  after(async () => database?.close());

  const runMigration = async () => {
    for (const file of [MIGRATION, LATER]) for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
  };

  test('changes nothing on a freshly seeded database', async () => {
    const before = rowsOf(await database.db.execute(ENGLISH));
    await runMigration();
    assert.deepEqual(rowsOf(await database.db.execute(ENGLISH)), before);
  });

  test('fills what the old seed left without English, as the seed writes it now', async () => {
    const seeded = rowsOf<Record<string, unknown>>(await database.db.execute(ENGLISH))[0]!;
    const descriptions = rowsOf<{ id: number; name_en: string; meta_description_en: string }>(await database.db.execute(sql`SELECT id, name_en, meta_description_en FROM products ORDER BY id`));
    const db = database.db;
    // The database as the seed before issue 11 left it.
    await db.execute(sql`UPDATE products SET short_description_en = NULL, seo_description_en = NULL, meta_title_en = NULL, meta_description_en = NULL,
      full_description_en = replace(replace(full_description_en, ' g.</p>', ' gr.</p>'), 'pairs an ', 'pairs a ')`);
    await db.execute(sql`UPDATE product_specs SET value_en = replace(value_en, ' g', ' gr') WHERE group_key = 'agirlik'`);
    await db.execute(sql`UPDATE attribute_definitions SET name_en = CASE id WHEN 1 THEN 'Ring size' WHEN 2 THEN 'Chain length' ELSE 'Bracelet size' END`);
    // (whose Turkish category descriptions still promised free shipping without its threshold: 0018)
    await db.execute(sql`UPDATE categories SET meta_title_en = NULL, meta_description_en = NULL,
      meta_description = replace(meta_description, '1.500 TL ve üzeri siparişlerde ücretsiz kargo', 'Ücretsiz kargo')`);
    await db.execute(sql`UPDATE stores SET working_hours_en = NULL`);
    await db.execute(sql`UPDATE carriers SET service_types = (SELECT jsonb_agg(s - 'nameEn') FROM jsonb_array_elements(service_types) s)`);
    assert.ok((await englishGaps(db)).length > 40);

    await runMigration();
    const restored = rowsOf<Record<string, unknown>>(await db.execute(ENGLISH))[0]!;
    assert.deepEqual(restored, seeded);
    const after = rowsOf<{ id: number; meta_description_en: string }>(await db.execute(sql`SELECT id, meta_description_en FROM products ORDER BY id`));
    for (const [i, row] of after.entries()) {
      // The price part of the seed's text (the seed adds the English short description, which no old data has).
      assert.ok(descriptions[i]!.meta_description_en.startsWith(row.meta_description_en), `${row.meta_description_en} / ${descriptions[i]!.meta_description_en}`);
      assert.match(row.meta_description_en, new RegExp(`^${descriptions[i]!.name_en} TRY\u00a0[\\d,]+\\.\\d\\d\\.$`));
    }
    // What the migration cannot know stays missing, and is served in Turkish: the short descriptions.
    assert.deepEqual([...new Set((await englishGaps(db)).map((g) => `${g.table} ${g.field}`))], ['products shortDescription']);
  });
});
