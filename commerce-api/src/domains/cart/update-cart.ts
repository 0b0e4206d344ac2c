// updateCart (quantity, variant, gift package), removeCartItem and clearShoppingCart. A line is
// looked up inside the caller's own cart only, so another owner's line id is simply not found.
import { and, eq } from 'drizzle-orm';
import type { CartMutationResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { cartItems, carts, productVariants, products } from '../../db/schema.js';
import { pickVariant } from './add-to-cart.js';
import { cartFailure, cartSuccess, type CartFailure } from './cart-result.js';
import { findCart, touchCart, type CartRow } from './cart-store.js';
import { findOwner, type CartOwner } from './owner.js';

export interface UpdateCartArgs {
  cartItemId: number;
  updatecartitemid?: number | null;
  productId?: number | null;
  attributeId?: number | null;
  attributeValueId?: number | null;
  quantity?: number | null;
  giftPackage?: boolean | null;
  guestData?: string | null;
}

async function ownLine(db: Db, cart: CartRow | null, itemId: number) {
  if (!cart) return null;
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      isGiftPackage: cartItems.isGiftPackage,
      stock: productVariants.stockQuantity,
      giftPackageEligible: products.giftPackageEligible,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateCart(ctx: ApiContext, args: UpdateCartArgs): Promise<CartMutationResult> {
  const owner = await findOwner(ctx, args.guestData);
  const cart = await findCart(ctx.db, owner);
  const line = await ownLine(ctx.db, cart, args.updatecartitemid ?? args.cartItemId);
  if (!owner || !cart || !line) return cartFailure(ctx, owner, [{ code: 'ui.cart.item_not_found', field: 'cartItemId' }]);
  if (args.productId != null && args.productId !== line.productId) return cartFailure(ctx, owner, [{ code: 'ui.cart.item_not_found', field: 'productId' }]);
  if (args.quantity != null && (!Number.isInteger(args.quantity) || args.quantity < 0)) {
    return cartFailure(ctx, owner, [{ code: 'ui.pattern.invalid', field: 'quantity' }]);
  }
  if (args.quantity === 0) {
    await ctx.db.delete(cartItems).where(and(eq(cartItems.id, line.id), eq(cartItems.cartId, cart.id)));
    await touchCart(ctx.db, cart.id);
    return cartSuccess(ctx, owner);
  }

  let variantId = line.variantId;
  let stock = line.stock;
  if (args.attributeValueId != null && args.attributeValueId !== line.variantId) {
    const picked = await pickVariant(ctx.db, line.productId, args.attributeId, args.attributeValueId);
    if ('failure' in picked) return cartFailure(ctx, owner, [picked.failure]);
    variantId = picked.variant.id;
    stock = picked.variant.stockQuantity;
  }
  const quantity = args.quantity ?? line.quantity;
  const failures: CartFailure[] = [];
  if (stock <= 0) failures.push({ code: 'ui.cart.out_of_stock' });
  else if (quantity > stock) failures.push({ code: 'ui.cart.quantity_exceeds_stock', field: 'quantity', values: { max: stock } });
  if (args.giftPackage === true && !owner.isRegistered) failures.push({ code: 'ui.auth.login_required', field: 'giftPackage' });
  else if (args.giftPackage === true && !line.giftPackageEligible) failures.push({ code: 'ui.cart.gift_not_eligible', field: 'giftPackage' });
  if (failures.length) return cartFailure(ctx, owner, failures);

  const isGiftPackage = args.giftPackage ?? line.isGiftPackage;
  await ctx.db.transaction(async (tx) => {
    if (variantId !== line.variantId) {
      // Switching to a variant already in the cart folds this line into that one.
      const [other] = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.variantId, variantId)));
      if (other) {
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        await tx.update(cartItems).set({ quantity: Math.min(other.quantity + quantity, stock), isGiftPackage }).where(eq(cartItems.id, other.id));
        return;
      }
    }
    await tx.update(cartItems).set({ variantId, quantity, isGiftPackage }).where(and(eq(cartItems.id, line.id), eq(cartItems.cartId, cart.id)));
  });
  await touchCart(ctx.db, cart.id);
  return cartSuccess(ctx, owner);
}

export async function removeCartItem(ctx: ApiContext, cartItemId: number, guestData?: string | null): Promise<CartMutationResult> {
  const owner = await findOwner(ctx, guestData);
  const cart = await findCart(ctx.db, owner);
  const line = await ownLine(ctx.db, cart, cartItemId);
  if (!owner || !cart || !line) return cartFailure(ctx, owner, [{ code: 'ui.cart.item_not_found', field: 'cartItemId' }]);
  await ctx.db.delete(cartItems).where(and(eq(cartItems.id, line.id), eq(cartItems.cartId, cart.id)));
  await touchCart(ctx.db, cart.id);
  return cartSuccess(ctx, owner);
}

/** Empties the cart: lines, coupon and gift note (addresses and carrier stay chosen). */
export async function clearShoppingCart(ctx: ApiContext, guestData?: string | null): Promise<CartMutationResult> {
  const owner = await findOwner(ctx, guestData);
  const cart = await findCart(ctx.db, owner);
  if (owner && cart) await emptyCart(ctx.db, cart.id);
  return cartSuccess(ctx, owner ?? anonymousOwner());
}

export async function emptyCart(db: Db, cartId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    await tx.update(carts).set({ couponCode: null, giftNote: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
  });
}

function anonymousOwner(): CartOwner {
  return { customerId: null, guestSessionId: null, guestData: null, isRegistered: false };
}
