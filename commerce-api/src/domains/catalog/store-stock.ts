// productStoreStock(sku): stores holding the sku, sorted by store name (Turkish collation), only
// with inventoryQty > 0. A product sku sums its variants' stock per store; a variant sku is
// looked up as is.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Language, StoreStock } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { products, productVariants, stores, storeStock } from '../../db/schema.js';
import { toStore } from '../stores/store-model.js';

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base' });

/** Every sku whose store stock counts for the requested sku. */
async function skusFor(db: Db, sku: string): Promise<string[]> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku)).limit(1);
  if (!product) return [sku];
  const variants = await db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.productId, product.id));
  return [...new Set([sku, ...variants.map((v) => v.sku)])];
}

export async function productStoreStock(db: Db, rawSku: string, language: Language): Promise<StoreStock[]> {
  const sku = rawSku.trim();
  if (!sku || sku.length > 100) return [];
  const skus = await skusFor(db, sku);
  const rows = await db
    .select({
      store: {
        id: stores.id,
        name: stores.name,
        country: stores.country,
        city: stores.city,
        district: stores.district,
        address: stores.address,
        phone: stores.phone,
        email: stores.email,
        workingHours: stores.workingHours,
        workingHoursEn: stores.workingHoursEn,
        latitude: stores.latitude,
        longitude: stores.longitude,
      },
      inventoryQty: sql<number>`sum(${storeStock.quantity})::int`,
    })
    .from(storeStock)
    .innerJoin(stores, eq(stores.id, storeStock.storeId))
    .where(and(inArray(storeStock.sku, skus), gt(storeStock.quantity, 0)))
    .groupBy(stores.id);
  return rows
    .filter((r) => Number(r.inventoryQty) > 0)
    .map((r) => ({ store: toStore(r.store, language), inventoryQty: Number(r.inventoryQty) }))
    .sort((a, b) => collator.compare(a.store.name, b.store.name) || a.store.id - b.store.id);
}
