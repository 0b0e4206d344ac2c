// Which localized texts of a seeded database have no English (issue 11: every localized field of
// the demo data carries English), and which English texts still read Turkish. Each gap names the
// table, the row and the field, so a failing seed test says what to translate.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sqlRows } from '../db/sql-rows.js';

/** Letters only Turkish uses; an English text holding one is Turkish unless it is a proper noun. */
const TURKISH_LETTERS = /[ğĞşŞıİçÇöÖüÜ]/;
/** Proper nouns kept in English texts (longest first): the brand and its company, places, a carrier, a watch model. */
const PROPER_NOUNS = ['Işıltı Takı Mücevherat A.Ş.', 'Işıltı Takı', 'Işıltı', 'Yurtiçi', 'İstanbul', 'İzmir', 'Boğaziçi', 'ETBİS', 'Teşvikiye Mah.', 'Abdi İpekçi Cad.', 'Şişli'];

export function readsTurkish(english: string): boolean {
  let text = english.replace(/<[^>]*>/g, ' ');
  for (const noun of PROPER_NOUNS) text = text.split(noun).join(' ');
  return TURKISH_LETTERS.test(text);
}

export interface EnglishGap {
  table: string;
  row: string;
  field: string;
  problem: 'missing' | 'reads Turkish';
}

/** Rows as (row label, field, English text or null); every row of a query is checked. */
type Check = { table: string; query: ReturnType<typeof sql> };

const CHECKS: Check[] = [
  {
    table: 'products',
    query: sql`SELECT p.sku AS row, f.field, f.en FROM products p CROSS JOIN LATERAL (VALUES
      ('name', p.name_en), ('shortDescription', p.short_description_en), ('fullDescription', p.full_description_en),
      ('seoDescription', p.seo_description_en), ('metaTitle', p.meta_title_en), ('metaDescription', p.meta_description_en)) f(field, en)`,
  },
  {
    table: 'products',
    query: sql`SELECT p.sku AS row, 'badge ' || (b->>'name') AS field, b->>'nameEn' AS en FROM products p CROSS JOIN LATERAL jsonb_array_elements(p.badges) b`,
  },
  {
    table: 'product_specs',
    query: sql`SELECT DISTINCT s.group_key || '=' || s.value_slug AS row, f.field, f.en FROM product_specs s CROSS JOIN LATERAL (VALUES
      ('groupTitle', s.group_title_en), ('value', s.value_en)) f(field, en)`,
  },
  { table: 'attribute_definitions', query: sql`SELECT name AS row, 'name' AS field, name_en AS en FROM attribute_definitions` },
  {
    table: 'categories',
    query: sql`SELECT c.se_name AS row, f.field, f.en FROM categories c CROSS JOIN LATERAL (VALUES
      ('name', c.name_en), ('description', c.description_en), ('metaTitle', c.meta_title_en), ('metaDescription', c.meta_description_en)) f(field, en)`,
  },
  {
    table: 'categories',
    query: sql`SELECT c.se_name AS row, 'faq ' || f.ord || ' ' || x.field AS field, x.en FROM categories c
      CROSS JOIN LATERAL jsonb_array_elements(c.faq) WITH ORDINALITY f(item, ord)
      CROSS JOIN LATERAL (VALUES ('question', f.item->>'questionEn'), ('answer', f.item->>'answerEn')) x(field, en)`,
  },
  { table: 'menu_items', query: sql`SELECT name AS row, 'name' AS field, name_en AS en FROM menu_items` },
  {
    table: 'topics',
    query: sql`SELECT t.system_name AS row, f.field, f.en FROM topics t CROSS JOIN LATERAL (VALUES ('title', t.title_en), ('body', t.body_en)) f(field, en)`,
  },
  {
    // A generic attribute KEY is labelled in the request language through its KEY.en twin; URLs are not text.
    table: 'topics',
    query: sql`SELECT t.system_name AS row, 'genericAttribute ' || (a->>'key') AS field,
        (SELECT e->>'value' FROM jsonb_array_elements(t.generic_attributes) e WHERE e->>'key' = (a->>'key') || '.en') AS en
      FROM topics t CROSS JOIN LATERAL jsonb_array_elements(t.generic_attributes) a
      WHERE a->>'key' NOT LIKE '%.en' AND a->>'key' <> 'URL'`,
  },
  {
    table: 'content_pages',
    query: sql`SELECT tr.slug AS row, f.field, f.en FROM content_pages tr LEFT JOIN content_pages en ON en.slug = tr.slug AND en.language = 'en'
      CROSS JOIN LATERAL (VALUES ('title', en.title), ('metaTitle', en.meta_title), ('metaDescription', en.meta_description)) f(field, en)
      WHERE tr.language = 'tr'`,
  },
  {
    // Blocks are written per language: each schema and page has as many English blocks as Turkish.
    table: 'content_blocks',
    query: sql`SELECT COALESCE(b.schema, 'page ' || p.slug) || ' #' || b.sort_order AS row, b.type AS field,
        (SELECT e.data::text FROM content_blocks e LEFT JOIN content_pages ep ON ep.id = e.page_id
          WHERE e.language = 'en' AND e.sort_order = b.sort_order AND e.type = b.type
            AND (e.schema = b.schema OR ep.slug = p.slug) LIMIT 1) AS en
      FROM content_blocks b LEFT JOIN content_pages p ON p.id = b.page_id WHERE b.language = 'tr'`,
  },
  {
    table: 'carriers',
    query: sql`SELECT c.name AS row, f.field, f.en FROM carriers c CROSS JOIN LATERAL (VALUES ('description', c.description_en),
      ('tooltip', CASE WHEN c.tooltip IS NULL THEN 'n/a' ELSE c.tooltip_en END)) f(field, en)`,
  },
  {
    table: 'carriers',
    query: sql`SELECT c.name AS row, 'serviceType ' || (s->>'name') AS field, s->>'nameEn' AS en FROM carriers c CROSS JOIN LATERAL jsonb_array_elements(c.service_types) s`,
  },
  { table: 'stores', query: sql`SELECT name AS row, 'workingHours' AS field, working_hours_en AS en FROM stores` },
  { table: 'request_reasons', query: sql`SELECT name AS row, 'name' AS field, name_en AS en FROM request_reasons` },
  {
    table: 'organization_info',
    query: sql`SELECT 'en' AS row, 'description' AS field, (SELECT description FROM organization_info WHERE language = 'en') AS en`,
  },
  {
    table: 'contract_templates',
    query: sql`SELECT tr.widget_zone AS row, 'html' AS field, en.html AS en FROM contract_templates tr
      LEFT JOIN contract_templates en ON en.widget_zone = tr.widget_zone AND en.language = 'en' WHERE tr.language = 'tr'`,
  },
];

/** The gaps in `db` (a database or an open transaction), in check order. */
export async function englishGaps(db: Pick<Db, 'execute'>): Promise<EnglishGap[]> {
  const gaps: EnglishGap[] = [];
  for (const check of CHECKS) {
    for (const r of await sqlRows<{ row: string; field: string; en: string | null }>(db, check.query)) {
      if (r.en === null || r.en.trim() === '') gaps.push({ table: check.table, row: String(r.row), field: r.field, problem: 'missing' });
      else if (readsTurkish(r.en)) gaps.push({ table: check.table, row: String(r.row), field: r.field, problem: 'reads Turkish' });
    }
  }
  return gaps;
}
