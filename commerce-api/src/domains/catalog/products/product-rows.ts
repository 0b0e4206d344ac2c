// One round trip for everything a Product needs, for any number of products: the product row
// plus its variants, specifications and approved-review totals as JSON sub-selects (no N+1).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sqlRows } from '../../../db/sql-rows.js';

export interface VariantJson {
  id: number;
  attributeId: number | null;
  attributeName: string | null;
  attributeNameEn: string | null;
  valueName: string | null;
  sku: string;
  gtin: string | null;
  stock: number;
}

/** A badge as stored on the product: Turkish name, English nameEn (may be missing), colour. */
export interface ProductBadgeJson {
  name: string;
  nameEn?: string;
  color?: string;
}

export interface SpecJson {
  groupKey: string;
  groupTitle: string;
  groupTitleEn: string;
  value: string;
  valueEn: string;
  valueSlug: string;
  showOnDescription: boolean;
}

export interface ProductRow {
  id: number;
  sku: string;
  option_code: string | null;
  name: string;
  name_en: string;
  se_name: string;
  short_description: string | null;
  short_description_en: string | null;
  full_description: string | null;
  full_description_en: string | null;
  seo_description: string | null;
  seo_description_en: string | null;
  meta_title: string | null;
  meta_title_en: string | null;
  meta_description: string | null;
  meta_description_en: string | null;
  price_kurus: number;
  old_price_kurus: number | null;
  festival_price_kurus: number | null;
  primary_category_id: number;
  collection: string | null;
  badges: ProductBadgeJson[];
  picture_count: number;
  variants: VariantJson[];
  specs: SpecJson[];
  review_count: number;
  rating_sum: number;
}

/** Selects ProductRow for the products matched by `where` (a condition on alias p). */
/** A product's approved review count and rating sum as `r.review_count` and `r.rating_sum` (for `FROM products p`). */
export const REVIEW_TOTALS_JOIN = sql`CROSS JOIN LATERAL (
      SELECT count(*)::int AS review_count, COALESCE(sum(rv.rating), 0)::int AS rating_sum
      FROM reviews rv WHERE rv.product_id = p.id AND rv.approved
    ) r`;

export function productRowsQuery(where: SQL): SQL {
  return sql`
    SELECT p.id, p.sku, p.option_code, p.name, p.name_en, p.se_name, p.short_description, p.short_description_en,
      p.full_description, p.full_description_en, p.seo_description, p.seo_description_en,
      p.meta_title, p.meta_title_en, p.meta_description, p.meta_description_en,
      p.price_kurus, p.old_price_kurus, p.festival_price_kurus, p.primary_category_id, p.collection,
      p.badges, p.picture_count,
      COALESCE((
        SELECT json_agg(json_build_object('id', v.id, 'attributeId', v.attribute_id, 'attributeName', a.name,
          'attributeNameEn', a.name_en, 'valueName', v.value_name, 'sku', v.sku, 'gtin', v.gtin, 'stock', v.stock_quantity)
          ORDER BY v.sort_order, v.id)
        FROM product_variants v LEFT JOIN attribute_definitions a ON a.id = v.attribute_id
        WHERE v.product_id = p.id), '[]'::json) AS variants,
      COALESCE((
        SELECT json_agg(json_build_object('groupKey', s.group_key, 'groupTitle', s.group_title, 'groupTitleEn', s.group_title_en,
          'value', s.value, 'valueEn', s.value_en, 'valueSlug', s.value_slug, 'showOnDescription', s.show_on_description)
          ORDER BY s.id)
        FROM product_specs s WHERE s.product_id = p.id), '[]'::json) AS specs,
      r.review_count, r.rating_sum
    FROM products p
    ${REVIEW_TOTALS_JOIN}
    WHERE ${where}`;
}

export async function selectProductRows(db: Db, where: SQL): Promise<ProductRow[]> {
  return (await sqlRows<ProductRow>(db, productRowsQuery(where))).map(normalizeRow);
}

// node-postgres and PGlite both parse json, but be strict about numbers coming back as strings.
function normalizeRow(row: ProductRow): ProductRow {
  return {
    ...row,
    id: Number(row.id),
    price_kurus: Number(row.price_kurus),
    old_price_kurus: row.old_price_kurus === null ? null : Number(row.old_price_kurus),
    festival_price_kurus: row.festival_price_kurus === null ? null : Number(row.festival_price_kurus),
    primary_category_id: Number(row.primary_category_id),
    picture_count: Number(row.picture_count),
    review_count: Number(row.review_count),
    rating_sum: Number(row.rating_sum),
    badges: Array.isArray(row.badges) ? row.badges : [],
    variants: row.variants ?? [],
    specs: row.specs ?? [],
  };
}
