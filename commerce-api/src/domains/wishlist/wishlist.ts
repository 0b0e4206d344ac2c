// Wishlist of a customer or of an anonymous guest session (same owner rules as the cart).
// Adding is idempotent (unique per owner and product); removing only touches the caller's rows.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { formatKurus, kurusToLira, type Language, type WishList, type WishlistMutationResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { products, wishlistItems } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { ensureOwner, findOwner, type CartOwner } from '../cart/owner.js';
import { localized, productPicture } from '../cart/product-presentation.js';

function ownerCondition(owner: CartOwner) {
  return owner.customerId !== null
    ? eq(wishlistItems.customerId, owner.customerId)
    : and(eq(wishlistItems.guestSessionId, owner.guestSessionId ?? -1), isNull(wishlistItems.customerId));
}

export async function wishListView(db: Db, owner: CartOwner | null, language: Language): Promise<WishList> {
  if (!owner) return { items: [], guestData: null };
  const rows = await db
    .select({
      id: wishlistItems.id,
      productId: products.id,
      name: products.name,
      nameEn: products.nameEn,
      seName: products.seName,
      sku: products.sku,
      priceKurus: products.priceKurus,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(ownerCondition(owner), eq(products.published, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return {
    guestData: owner.guestData,
    items: rows.map((r) => {
      const name = localized(language, r.name, r.nameEn);
      return {
        id: r.id,
        productId: r.productId,
        productName: name,
        productSeName: r.seName,
        picture: productPicture(r.productId, name),
        firstPrice: formatKurus(r.priceKurus, language),
        firstPriceValue: kurusToLira(r.priceKurus),
        sku: r.sku,
      };
    }),
  };
}

export async function addToWishlist(ctx: ApiContext, productId: number, guestData?: string | null): Promise<WishlistMutationResult> {
  const known = await findOwner(ctx, guestData);
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.published, true))).limit(1);
  if (!product) {
    return { status: false, errors: [apiError('ui.cart.product_not_found', ctx.language, 'productId')], guestData: known?.guestData ?? null, wishList: await wishListView(ctx.db, known, ctx.language) };
  }
  const owner = await ensureOwner(ctx, guestData);
  await ctx.db
    .insert(wishlistItems)
    .values(owner.customerId !== null ? { customerId: owner.customerId, productId } : { guestSessionId: owner.guestSessionId, productId })
    .onConflictDoNothing({ target: owner.customerId !== null ? [wishlistItems.customerId, wishlistItems.productId] : [wishlistItems.guestSessionId, wishlistItems.productId] });
  return { status: true, errors: [], guestData: owner.guestData, wishList: await wishListView(ctx.db, owner, ctx.language) };
}

export async function removeWishlistItem(ctx: ApiContext, productId: number, guestData?: string | null): Promise<WishlistMutationResult> {
  const owner = await findOwner(ctx, guestData);
  if (owner) await ctx.db.delete(wishlistItems).where(and(ownerCondition(owner), eq(wishlistItems.productId, productId)));
  return { status: true, errors: [], guestData: owner?.guestData ?? null, wishList: await wishListView(ctx.db, owner, ctx.language) };
}
