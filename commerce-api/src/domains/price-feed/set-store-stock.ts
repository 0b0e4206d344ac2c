// setStoreStock(sku, storeId, quantity) (permission stock.write; a STORE account for its own store
// only): one store's stock of one variant (a variant sku, or the sku of a product with one
// variant), written with its audit entry in one transaction. The shop reads store stock live
// (catalog/store-stock.ts), so nothing is cached to clear.
import { and, eq } from 'drizzle-orm';
import type { StockResult } from 'shared-contracts/admin';
import { products, productVariants, stores, storeStock } from '../../db/schema.js';
import { recordAudit } from '../staff/audit.js';
import { requirePermission, requireStore } from '../staff/permissions.js';
import type { StaffContext } from '../staff/staff-context.js';
import { MAX_STOCK } from './feed-csv.js';
import { refused, staffError } from '../staff/staff-results.js';

async function variantSku(ctx: StaffContext, sku: string): Promise<string | null> {
  const wanted = sku.trim();
  if (!wanted || wanted.length > 100) return null;
  const [variant] = await ctx.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.sku, wanted)).limit(1);
  if (variant) return variant.sku;
  const rows = await ctx.db
    .select({ sku: productVariants.sku })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.sku, wanted))
    .limit(2);
  return rows.length === 1 ? rows[0]!.sku : null;
}

export async function setStoreStock(ctx: StaffContext, sku: string, storeId: number, quantity: number): Promise<StockResult> {
  const actor = requirePermission(ctx, 'stock.write');
  requireStore(ctx, actor, storeId);
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_STOCK) return refused([staffError(ctx, 'staff.stock.invalid_quantity', 'quantity')], { level: null });
  const [store] = Number.isInteger(storeId) && storeId > 0 && storeId <= 2_147_483_647
    ? await ctx.db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.id, storeId)).limit(1)
    : [];
  if (!store) return refused([staffError(ctx, 'staff.stock.unknown_store', 'storeId')], { level: null });
  const target = await variantSku(ctx, sku);
  if (!target) return refused([staffError(ctx, 'staff.stock.unknown_sku', 'sku')], { level: null });
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ quantity: storeStock.quantity }).from(storeStock).where(and(eq(storeStock.storeId, store.id), eq(storeStock.sku, target))).for('update');
    await tx
      .insert(storeStock)
      .values({ storeId: store.id, sku: target, quantity })
      .onConflictDoUpdate({ target: [storeStock.sku, storeStock.storeId], set: { quantity } });
    await recordAudit(tx, ctx, {
      action: 'stock.set_store',
      targetType: 'store_stock',
      targetId: `${store.id}:${target}`,
      before: before ? { quantity: before.quantity } : null,
      after: { quantity },
    });
  });
  return { success: true, message: staffError(ctx, 'staff.stock.saved').message, errors: [], level: { storeId: store.id, storeName: store.name, sku: target, quantity } };
}
