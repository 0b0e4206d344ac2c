// The listing's SQL. A base set (the category's products, or the search matches) carries the
// sort keys; the selection keeps base rows matching every selected filter group (OR within a
// group, AND across groups). The order query returns every matching id in listing order in one
// row; the facet query counts every option of the base set in one grouped pass: each group's
// counts honour the other groups' selections but not its own.
import { sql, type SQL } from 'drizzle-orm';
import { searchCondition, searchScore } from '../search/search-sql.js';
import type { ResolvedSearch } from '../search/typo-corrections.js';
import type { FilterSelection } from './filter-selection.js';

/** What a listing lists: a category's products, or the matches of a resolved search. */
export type BaseSet = { kind: 'category'; categoryId: number } | { kind: 'search'; search: ResolvedSearch };
import {
  SORT_BEST_RATED,
  SORT_MOST_POPULAR,
  SORT_NEWEST,
  SORT_PRICE_ASC,
  SORT_PRICE_DESC,
  type SortValue,
} from './sort-options.js';

/** Rows: id, pos (position, or negated relevance for a search), price_kurus, created_at, popularity. */
export function baseSetSql(source: BaseSet): SQL {
  if (source.kind === 'category') {
    return sql`
      SELECT p.id, pc.display_order::float8 AS pos, p.price_kurus, p.created_at, p.popularity
      FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE pc.category_id = ${source.categoryId} AND p.published`;
  }
  // p: the narrow search row (product_search); pr: the product with its sort keys.
  return sql`
    SELECT p.id, -(${searchScore(source.search)})::float8 AS pos, pr.price_kurus, pr.created_at, pr.popularity
    FROM product_search p JOIN products pr ON pr.id = p.id
    WHERE p.published AND ${searchCondition(source.search)}`;
}

// No is_filter test here: the (group_key, value_slug, product_id) index answers alone, and only
// filter groups are ever offered for selection.
function groupMatch(alias: string, group: string, values: Set<string>): SQL {
  const list = sql.join([...values].map((v) => sql`${v}`), sql`, `);
  return sql`EXISTS (SELECT 1 FROM product_specs fs WHERE fs.product_id = ${sql.raw(alias)}.id
    AND fs.group_key = ${group} AND fs.value_slug IN (${list}))`;
}

function selectionCondition(alias: string, selection: FilterSelection): SQL {
  if (!selection.size) return sql`true`;
  return sql.join([...selection].map(([group, values]) => groupMatch(alias, group, values)), sql` AND `);
}

function orderBySql(sort: SortValue): SQL {
  switch (sort) {
    case SORT_PRICE_ASC:
      return sql`s.price_kurus ASC, s.id ASC`;
    case SORT_PRICE_DESC:
      return sql`s.price_kurus DESC, s.id ASC`;
    case SORT_NEWEST:
      return sql`s.created_at DESC, s.id DESC`;
    case SORT_BEST_RATED:
      // rating_avg / rating_count come from the ratings join of orderedIdsSql.
      return sql`r.rating_avg DESC NULLS LAST, r.rating_count DESC, s.popularity DESC, s.id ASC`;
    case SORT_MOST_POPULAR:
      return sql`s.popularity DESC, s.id ASC`;
    default:
      return sql`s.pos ASC, s.popularity DESC, s.id ASC`;
  }
}

// One probe of the approved-ratings index per product (the "best rated" order).
const ratingsJoin = sql`
    CROSS JOIN LATERAL (SELECT avg(rv.rating) AS rating_avg, count(*) AS rating_count FROM reviews rv
      WHERE rv.product_id = s.id AND rv.approved) r`;

export interface OrderQuery {
  base: BaseSet;
  selection: FilterSelection;
  sort: SortValue;
}

/**
 * One row: `ids`, every matching product id in listing order, comma-joined ('' when none). The
 * whole order is fetched once and cached (listing-cache.ts); pages are slices of it.
 */
export function orderedIdsSql(q: OrderQuery): SQL {
  return sql`
    WITH base AS MATERIALIZED (${baseSetSql(q.base)}),
    sel AS (SELECT b.* FROM base b WHERE ${selectionCondition('b', q.selection)})
    SELECT COALESCE(string_agg(s.id::text, ',' ORDER BY ${orderBySql(q.sort)}), '') AS ids FROM sel s${q.sort === SORT_BEST_RATED ? ratingsJoin : sql``}`;
}

/**
 * Rows: group_key, value_slug, n (products of the base set with this option that match the
 * selections of the other groups), and the option's labels and first_id (group order) read from
 * one specification row per option. The count reads only the unique (product_id, group_key,
 * value_slug) filter index, so count(*) is exact and no table rows are touched.
 */
export function facetSql(source: BaseSet, selection: FilterSelection): SQL {
  const groups = [...selection];
  const flagColumns = groups.map(([group, values], i) => sql`${groupMatch('b', group, values)} AS ${sql.raw(`f${i}`)}`);
  const others = (skip: number) => {
    const flags = groups.map((_, i) => i).filter((i) => i !== skip).map((i) => sql.raw(`f.f${i}`));
    return flags.length ? sql.join(flags, sql` AND `) : sql`true`;
  };
  const count = groups.length
    ? sql`count(*) FILTER (WHERE CASE s.group_key ${sql.join(groups.map(([group], i) => sql`WHEN ${group} THEN ${others(i)}`), sql` `)} ELSE ${others(-1)} END)`
    : sql`count(*)`;
  return sql`
    WITH base AS MATERIALIZED (${baseSetSql(source)}),
    flags AS MATERIALIZED (SELECT b.id${groups.length ? sql`, ${sql.join(flagColumns, sql`, `)}` : sql``} FROM base b),
    counts AS (
      SELECT s.group_key, s.value_slug, ${count}::int AS n
      FROM flags f JOIN product_specs s ON s.product_id = f.id AND s.is_filter
      GROUP BY s.group_key, s.value_slug)
    SELECT c.group_key, c.value_slug, c.n, l.id AS first_id, l.group_title, l.group_title_en, l.value, l.value_en
    FROM counts c CROSS JOIN LATERAL (
      SELECT x.id, x.group_title, x.group_title_en, x.value, x.value_en FROM product_specs x
      WHERE x.group_key = c.group_key AND x.value_slug = c.value_slug AND x.is_filter
      ORDER BY x.product_id LIMIT 1) l`;
}
