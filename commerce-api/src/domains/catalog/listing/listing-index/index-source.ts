// What the listing index is built from, read from the database in four statements: the published
// products' sort keys, the approved-review ratings, the category memberships and the
// specification options with their products. Each statement also reads the catalogue version
// (in its own snapshot, with its data). Every change that matters to a listing moves the version
// in the same transaction (migrations 0004-0005), so when the four agree they saw one catalogue
// state, and the statements may run at once on separate connections. When a change lands in
// between they are read again; in the end inside one REPEATABLE READ transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { sqlRows } from '../../../../db/sql-rows.js';
import { readRecords } from './byte-records.js';

/** The label of a filter option: from its specification row of the lowest product id. */
export interface FacetLabel {
  /** That row's id: filter groups are listed in the order of their options' first ids. */
  firstId: number;
  groupTitle: string;
  groupTitleEn: string;
  value: string;
  valueEn: string;
}

/** One option (group key, value slug) and the products whose specifications have it. */
export interface SpecOptionSource {
  groupKey: string;
  valueSlug: string;
  /** Products with a filter row (is_filter) of this option: counted in the filters. */
  filterIds: Int32Array;
  /** Products with only a non-filter row of it: they still match a selection of the option. */
  otherIds: Int32Array;
  /** null when no product (published or not) has a filter row of it. */
  label: FacetLabel | null;
}

export interface IndexSource {
  version: bigint;
  /** Published products, by id ascending. `created` is created_at in microseconds since 1970. */
  products: { ids: Int32Array; price: Int32Array; popularity: Int32Array; created: Float64Array };
  /**
   * Products with approved reviews (published or not): their count and the dense rank of their
   * average rating, 0 for the best (ranked by PostgreSQL, so ties are its numeric ties).
   */
  ratings: { ids: Int32Array; count: Int32Array; avgRank: Int32Array };
  /** product_categories rows (a product is a member of its category and every ancestor). */
  memberships: { categoryId: Int32Array; productId: Int32Array; displayOrder: Int32Array };
  specs: SpecOptionSource[];
}

const VERSION = sql`(SELECT version::text FROM catalog_version WHERE id = 1)`;

const PRODUCTS = sql`
  SELECT ${VERSION} AS v, string_agg(int4send(id) || int4send(price_kurus) || int4send(popularity)
    || int8send((extract(epoch FROM created_at) * 1000000)::bigint), ''::bytea ORDER BY id) AS b
  FROM products WHERE published`;

const RATINGS = sql`
  SELECT ${VERSION} AS v, string_agg(int4send(r.product_id) || int4send(r.n) || int4send(r.rank), ''::bytea) AS b
  FROM (
    SELECT product_id, count(*)::int AS n, (dense_rank() OVER (ORDER BY avg(rating) DESC))::int - 1 AS rank
    FROM reviews WHERE approved GROUP BY product_id) r`;

const MEMBERSHIPS = sql`
  SELECT ${VERSION} AS v, string_agg(int4send(category_id) || int4send(product_id) || int4send(display_order), ''::bytea) AS b
  FROM product_categories`;

// Grouped by option in one pass; the label row is then one probe of the unique filter index.
const SPECS = sql`
  SELECT cv.v, o.group_key, o.value_slug, o.filter_ids, o.other_ids,
    l.id AS first_id, l.group_title, l.group_title_en, l.value, l.value_en
  FROM (SELECT ${VERSION} AS v) cv
  LEFT JOIN (
    SELECT group_key, value_slug,
      string_agg(int4send(product_id), ''::bytea) FILTER (WHERE is_filter) AS filter_ids,
      string_agg(int4send(product_id), ''::bytea) FILTER (WHERE NOT is_filter) AS other_ids,
      min(product_id) FILTER (WHERE is_filter) AS first_product
    FROM product_specs GROUP BY group_key, value_slug) o ON true
  LEFT JOIN LATERAL (
    SELECT x.id, x.group_title, x.group_title_en, x.value, x.value_en FROM product_specs x
    WHERE x.product_id = o.first_product AND x.group_key = o.group_key AND x.value_slug = o.value_slug AND x.is_filter
    LIMIT 1) l ON true`;

type Row = Record<string, unknown>;

const versionOf = (rows: Row[]) => BigInt((rows[0]?.v as string | null | undefined) ?? '0');

function toSource(products: Row[], ratings: Row[], memberships: Row[], specs: Row[]): IndexSource {
  const p = readRecords(products[0]?.b, ['int4', 'int4', 'int4', 'int8'] as const).columns;
  const r = readRecords(ratings[0]?.b, ['int4', 'int4', 'int4'] as const).columns;
  const m = readRecords(memberships[0]?.b, ['int4', 'int4', 'int4'] as const).columns;
  return {
    version: versionOf(products),
    products: { ids: p[0], price: p[1], popularity: p[2], created: p[3] },
    ratings: { ids: r[0], count: r[1], avgRank: r[2] },
    memberships: { categoryId: m[0], productId: m[1], displayOrder: m[2] },
    specs: specs
      .filter((row) => row.group_key !== null && row.group_key !== undefined)
      .map((row) => ({
        groupKey: String(row.group_key),
        valueSlug: String(row.value_slug),
        filterIds: readRecords(row.filter_ids, ['int4'] as const).columns[0],
        otherIds: readRecords(row.other_ids, ['int4'] as const).columns[0],
        label:
          row.first_id === null || row.first_id === undefined
            ? null
            : {
                firstId: Number(row.first_id),
                groupTitle: String(row.group_title),
                groupTitleEn: String(row.group_title_en),
                value: String(row.value),
                valueEn: String(row.value_en),
              },
      })),
  };
}

const PARALLEL_ATTEMPTS = 3;

/** The catalogue as the listing index needs it, all of one catalogue version. */
export async function loadIndexSource(db: Db): Promise<IndexSource> {
  for (let attempt = 0; attempt < PARALLEL_ATTEMPTS; attempt++) {
    const parts = await Promise.all([PRODUCTS, RATINGS, MEMBERSHIPS, SPECS].map((q) => sqlRows<Row>(db, q)));
    const versions = new Set(parts.map(versionOf));
    if (versions.size === 1) return toSource(...(parts as [Row[], Row[], Row[], Row[]]));
  }
  // The catalogue keeps changing under us: one snapshot for all four.
  return db.transaction(
    async (tx) => {
      const parts: Row[][] = [];
      for (const q of [PRODUCTS, RATINGS, MEMBERSHIPS, SPECS]) parts.push(await sqlRows<Row>(tx, q));
      return toSource(...(parts as [Row[], Row[], Row[], Row[]]));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
