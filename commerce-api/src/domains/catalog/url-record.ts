// urlRecord(seName): what a top-level path names (a category or a product), so the shell can
// route /<seName> to the listing or the product page. Unknown or unpublished -> null.
import { and, eq } from 'drizzle-orm';
import type { UrlRecord } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { categories, products } from '../../db/schema.js';

/** A path segment: leading/trailing slashes and a query string are ignored. */
export function normalizeSeName(raw: string): string {
  return raw.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '').trim().toLowerCase();
}

export async function findUrlRecord(db: Db, rawSeName: string): Promise<UrlRecord | null> {
  const seName = normalizeSeName(rawSeName);
  if (!seName || seName.length > 300) return null;
  const [category] = await db
    .select({ id: categories.id, seName: categories.seName })
    .from(categories)
    .where(and(eq(categories.seName, seName), eq(categories.published, true)))
    .limit(1);
  if (category) return { entityName: 'CATEGORY', entityId: category.id, seName: category.seName };
  const [product] = await db
    .select({ id: products.id, seName: products.seName })
    .from(products)
    .where(and(eq(products.seName, seName), eq(products.published, true)))
    .limit(1);
  if (product) return { entityName: 'PRODUCT', entityId: product.id, seName: product.seName };
  return null;
}
