// Products by id (kept in the given order), by seName or by sku, as full SDL Products.
import { sql } from 'drizzle-orm';
import type { Language, Product } from 'shared-contracts/server';
import type { Db } from '../../../db/client.js';
import { loadCategoryIndex, type CategoryIndex } from '../categories/category-index.js';
import { toProduct } from './product-model.js';
import { selectProductRows } from './product-rows.js';

function idList(ids: number[]) {
  return sql.join(ids.map((id) => sql`${id}`), sql`, `);
}

/** Published products with these ids, in the order given (unknown ids are skipped). */
export async function loadProductsByIds(
  db: Db,
  ids: number[],
  language: Language,
  opts: { categories?: CategoryIndex; inviewPage?: number | null } = {},
): Promise<Product[]> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (!unique.length) return [];
  const [rows, categories] = await Promise.all([
    selectProductRows(db, sql`p.published AND p.id IN (${idList(unique)})`),
    opts.categories ?? loadCategoryIndex(db),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row, categories, language, opts.inviewPage ?? null)] : [];
  });
}

export async function loadProductBySeName(db: Db, seName: string, language: Language): Promise<Product | null> {
  const [rows, categories] = await Promise.all([
    selectProductRows(db, sql`p.published AND p.se_name = ${seName}`),
    loadCategoryIndex(db),
  ]);
  return rows[0] ? toProduct(rows[0], categories, language) : null;
}

/** productsBySkus: a product sku or any of its variants' skus finds the product; order of the skus given. */
export async function loadProductsBySkus(db: Db, rawSkus: string[], language: Language): Promise<Product[]> {
  const skus = [...new Set(rawSkus.map((s) => s.trim()).filter((s) => s && s.length <= 100))].slice(0, 100);
  if (!skus.length) return [];
  const skuList = sql.join(skus.map((s) => sql`${s}`), sql`, `);
  const [rows, categories] = await Promise.all([
    selectProductRows(
      db,
      sql`p.published AND (p.sku IN (${skuList}) OR EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.sku IN (${skuList})))`,
    ),
    loadCategoryIndex(db),
  ]);
  const position = (row: (typeof rows)[number]) => {
    const own = [row.sku, ...row.variants.map((v) => v.sku)];
    const i = skus.findIndex((s) => own.includes(s));
    return i < 0 ? skus.length : i;
  };
  return rows.sort((a, b) => position(a) - position(b) || a.id - b.id).map((row) => toProduct(row, categories, language));
}
