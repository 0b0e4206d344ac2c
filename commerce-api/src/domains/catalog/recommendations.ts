// recommendations(kind): our stand-in for the third-party recommendation service.
//  SIMILAR: same primary category, same metal first, closest price.
//  BOUGHT_TOGETHER: products most often in the same (not cancelled) orders as the product.
//  POPULAR: by popularity, optionally within a category.
//  BY_IDS: the given ids in the given order (recently viewed), at most 20.
// inStockOnly leaves out products without online stock (no variant with a quantity): the cart's
// strip offers only what the shopper can add now.
import { sql, type SQL } from 'drizzle-orm';
import type { Language, Product, RecommendationKind } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { sqlRows } from '../../db/sql-rows.js';
import { loadProductsByIds } from './products/load-products.js';

export const RECOMMENDATION_DEFAULT_LIMIT = 10;
export const RECOMMENDATION_MAX_LIMIT = 20;
/** The specification group naming a product's metal (gold, silver ...). */
export const METAL_GROUP_KEY = 'metal';

export interface RecommendationArgs {
  kind: RecommendationKind;
  productId?: number | null;
  categoryId?: number | null;
  ids?: number[] | null;
  limit?: number | null;
  inStockOnly?: boolean | null;
}

const validId = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/** `AND` the product (alias `p`) has online stock, when asked. */
function stockCondition(inStockOnly: boolean, alias: string): SQL {
  return inStockOnly ? sql`AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = ${sql.raw(alias)}.id AND v.stock_quantity > 0)` : sql``;
}

function similarSql(productId: number, limit: number, inStockOnly: boolean): SQL {
  return sql`
    WITH me AS (
      SELECT p.id, p.primary_category_id, p.price_kurus,
        (SELECT s.value_slug FROM product_specs s WHERE s.product_id = p.id AND s.group_key = ${METAL_GROUP_KEY} LIMIT 1) AS metal
      FROM products p WHERE p.id = ${productId}
    )
    SELECT o.id FROM me JOIN products o ON o.primary_category_id = me.primary_category_id AND o.id <> me.id AND o.published ${stockCondition(inStockOnly, 'o')}
    ORDER BY (me.metal IS NOT NULL AND EXISTS (
        SELECT 1 FROM product_specs s WHERE s.product_id = o.id AND s.group_key = ${METAL_GROUP_KEY} AND s.value_slug = me.metal)) DESC,
      abs(o.price_kurus - me.price_kurus), o.id
    LIMIT ${limit}`;
}

function boughtTogetherSql(productId: number, limit: number, inStockOnly: boolean): SQL {
  return sql`
    SELECT other.product_id AS id
    FROM order_items mine
    JOIN orders o ON o.id = mine.order_id AND o.status <> 'CANCELLED'
    JOIN order_items other ON other.order_id = mine.order_id AND other.product_id <> mine.product_id
    JOIN products p ON p.id = other.product_id AND p.published ${stockCondition(inStockOnly, 'p')}
    WHERE mine.product_id = ${productId}
    GROUP BY other.product_id
    ORDER BY count(DISTINCT other.order_id) DESC, max(p.popularity) DESC, other.product_id
    LIMIT ${limit}`;
}

function popularSql(categoryId: number | null, limit: number, inStockOnly: boolean): SQL {
  const inCategory = categoryId === null ? sql`` : sql`AND p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ${categoryId})`;
  return sql`SELECT p.id FROM products p WHERE p.published ${inCategory} ${stockCondition(inStockOnly, 'p')} ORDER BY p.popularity DESC, p.id LIMIT ${limit}`;
}

async function ids(db: Db, query: SQL): Promise<number[]> {
  return (await sqlRows<{ id: number }>(db, query)).map((r) => Number(r.id));
}

export async function recommendations(db: Db, args: RecommendationArgs, language: Language): Promise<Product[]> {
  const limit = Math.min(Math.max(1, Math.trunc(args.limit ?? RECOMMENDATION_DEFAULT_LIMIT)), RECOMMENDATION_MAX_LIMIT);
  const inStockOnly = args.inStockOnly === true;
  switch (args.kind) {
    case 'SIMILAR':
      return validId(args.productId) ? loadProductsByIds(db, await ids(db, similarSql(args.productId, limit, inStockOnly)), language) : [];
    case 'BOUGHT_TOGETHER':
      return validId(args.productId) ? loadProductsByIds(db, await ids(db, boughtTogetherSql(args.productId, limit, inStockOnly)), language) : [];
    case 'POPULAR':
      return loadProductsByIds(db, await ids(db, popularSql(validId(args.categoryId) ? args.categoryId : null, limit, inStockOnly)), language);
    case 'BY_IDS': {
      // Unknown or unpublished ids (and, when asked, those out of stock) are skipped before the
      // cap, so the cap counts real products.
      const cap = args.limit === null || args.limit === undefined ? RECOMMENDATION_MAX_LIMIT : limit;
      let wanted = [...new Set((args.ids ?? []).filter(validId))].slice(0, 100);
      if (inStockOnly && wanted.length) {
        const stocked = new Set(await ids(db, sql`SELECT p.id FROM products p WHERE p.id IN (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)}) ${stockCondition(true, 'p')}`));
        wanted = wanted.filter((id) => stocked.has(id));
      }
      return (await loadProductsByIds(db, wanted, language)).slice(0, cap);
    }
    default:
      return [];
  }
}
