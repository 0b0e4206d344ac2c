// How a product shows inside a cart line, a wishlist entry or an order line: picture URLs (served
// by the platform), the category breadcrumb and the specifications, in the request's language.
import { inArray, sql } from 'drizzle-orm';
import type { Language } from 'shared-contracts/server';
import type { Db, Tx } from '../../db/client.js';
import { productSpecs } from '../../db/schema.js';
import { sqlRows } from '../../db/sql-rows.js';

export interface LinePicture {
  imageUrl: string;
  thumbImageUrl: string;
  alternateText: string | null;
}

export interface FullPicture extends LinePicture {
  fullSizeImageUrl: string;
  title: string | null;
}

export interface BreadcrumbItem {
  id: number;
  name: string;
  seName: string;
}

/** First picture of a product (n = 1); every product has at least one. */
export function productPicture(productId: number, name: string): FullPicture {
  const base = `/images/products/${productId}/1`;
  return {
    imageUrl: `${base}/medium.svg`,
    fullSizeImageUrl: `${base}/full.svg`,
    thumbImageUrl: `${base}/thumb.svg`,
    alternateText: name,
    title: name,
  };
}

export function linePicture(productId: number, name: string): LinePicture {
  const { imageUrl, thumbImageUrl, alternateText } = productPicture(productId, name);
  return { imageUrl, thumbImageUrl, alternateText };
}

export function localized(language: Language, tr: string, en: string | null | undefined): string {
  return language === 'en' && en ? en : tr;
}

/** Root-first category path for each leaf category id. */
export async function categoryPaths(db: Db | Tx, categoryIds: number[], language: Language): Promise<Map<number, BreadcrumbItem[]>> {
  const paths = new Map<number, BreadcrumbItem[]>();
  const ids = [...new Set(categoryIds)];
  if (!ids.length) return paths;
  const rows = await sqlRows<{ leaf: number; id: number; name: string; name_en: string; se_name: string }>(db, sql`
    WITH RECURSIVE path AS (
      SELECT id AS leaf, id, parent_id, name, name_en, se_name, 0 AS depth FROM categories
      WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      UNION ALL
      SELECT p.leaf, c.id, c.parent_id, c.name, c.name_en, c.se_name, p.depth + 1
      FROM categories c JOIN path p ON c.id = p.parent_id
      WHERE p.depth < 12
    )
    SELECT leaf, id, name, name_en, se_name FROM path ORDER BY leaf, depth DESC`);
  for (const row of rows) {
    const leaf = Number(row.leaf);
    const list = paths.get(leaf) ?? [];
    list.push({ id: Number(row.id), name: localized(language, row.name, row.name_en), seName: row.se_name });
    paths.set(leaf, list);
  }
  return paths;
}

export interface SpecificationView {
  specificationAttributeName: string;
  valueRaw: string;
}

export async function productSpecifications(db: Db | Tx, productIds: number[], language: Language): Promise<Map<number, SpecificationView[]>> {
  const byProduct = new Map<number, SpecificationView[]>();
  const ids = [...new Set(productIds)];
  if (!ids.length) return byProduct;
  const rows = await db
    .select({
      productId: productSpecs.productId,
      groupTitle: productSpecs.groupTitle,
      groupTitleEn: productSpecs.groupTitleEn,
      value: productSpecs.value,
      valueEn: productSpecs.valueEn,
    })
    .from(productSpecs)
    .where(inArray(productSpecs.productId, ids))
    .orderBy(productSpecs.productId, productSpecs.id);
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({
      specificationAttributeName: localized(language, row.groupTitle, row.groupTitleEn),
      valueRaw: localized(language, row.value, row.valueEn),
    });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** The 'Name:Value' text of a variant (e.g. 'Yüzük Ölçüsü:14'); null for a product without options. */
export function attributeInfo(attributeName: string | null, valueName: string | null): string | null {
  if (!attributeName || !valueName) return null;
  return `${attributeName}:${valueName}`;
}
