// product(id | sku) for staff (permission catalogue.read): price, the shown old price, the lowest
// price of the last 30 days (what a struck-through price may show at most), the price history
// (newest first) and every variant with its online stock and its stock per store. `sku` may be a
// product's or a variant's.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Money, StaffProduct } from 'shared-contracts/admin';
import { formatKurus, kurusToLira, type Language } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { priceHistory, products, productVariants, stores, storeStock } from '../../db/schema.js';
import { lowestPriceLast30Days } from './old-price-rule.js';

export const PRICE_HISTORY_SHOWN = 100;

export function money(kurus: number, language: Language): Money {
  return { value: kurusToLira(kurus), text: formatKurus(kurus, language) };
}

async function productIdOf(db: Db, id: number | null | undefined, sku: string | null | undefined): Promise<number | null> {
  if (id !== null && id !== undefined) return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
  const wanted = sku?.trim();
  if (!wanted || wanted.length > 100) return null;
  const [byProduct] = await db.select({ id: products.id }).from(products).where(eq(products.sku, wanted)).limit(1);
  if (byProduct) return byProduct.id;
  const [byVariant] = await db.select({ id: productVariants.productId }).from(productVariants).where(eq(productVariants.sku, wanted)).limit(1);
  return byVariant?.id ?? null;
}

export async function staffProduct(db: Db, language: Language, id?: number | null, sku?: string | null): Promise<StaffProduct | null> {
  const productId = await productIdOf(db, id, sku);
  if (productId === null) return null;
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return null;
  const [history, variants, lowest] = await Promise.all([
    db.select().from(priceHistory).where(eq(priceHistory.productId, productId)).orderBy(desc(priceHistory.effectiveFrom), desc(priceHistory.id)).limit(PRICE_HISTORY_SHOWN),
    db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
    lowestPriceLast30Days(db, productId),
  ]);
  const levels = variants.length
    ? await db
        .select({ storeId: storeStock.storeId, storeName: stores.name, sku: storeStock.sku, quantity: storeStock.quantity })
        .from(storeStock)
        .innerJoin(stores, eq(stores.id, storeStock.storeId))
        .where(inArray(storeStock.sku, variants.map((v) => v.sku)))
        .orderBy(asc(storeStock.storeId))
    : [];
  return {
    id: product.id,
    sku: product.sku,
    name: language === 'en' ? product.nameEn : product.name,
    seName: product.seName,
    published: product.published,
    price: money(product.priceKurus, language),
    oldPrice: product.oldPriceKurus === null ? null : money(product.oldPriceKurus, language),
    lowestPriceLast30Days: money(lowest ?? product.priceKurus, language),
    priceHistory: history.map((h) => ({
      price: money(h.priceKurus, language),
      oldPrice: h.oldPriceKurus === null ? null : money(h.oldPriceKurus, language),
      source: h.source,
      feedRunId: h.feedRunId,
      effectiveFrom: new Date(h.effectiveFrom).toISOString(),
    })),
    variants: variants.map((v) => ({
      sku: v.sku,
      name: v.valueName,
      onlineStock: v.stockQuantity,
      stores: levels.filter((l) => l.sku === v.sku),
    })),
  };
}
