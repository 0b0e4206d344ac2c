// mergeGuestBasket: after login, the guest session's cart lines and wishlist move into the
// customer's. adoptGuestCustomerCart: a guest customer (guest checkout) who logs in as a member
// brings that guest customer's cart along (spec section 4: the guest basket merges into the
// customer cart). Quantities add up, capped by stock, but a line is never dropped and a
// customer's own quantity never shrinks. The guest rows are deleted in the same transaction
// (DELETE ... RETURNING), so a repeated or concurrent merge finds nothing left to move: idempotent.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CartMutationResult } from 'shared-contracts/server';
import type { ApiContext, CustomerRef } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { cartItems, carts, productVariants, wishlistItems } from '../../db/schema.js';
import { cartFailure, cartSuccess } from './cart-result.js';
import { ensureCart } from './cart-store.js';
import { customerOwner, guestSessionFor } from './owner.js';

/** Quantity after merging a guest line into the customer's line for the same variant. */
export function mergedQuantity(existing: number, incoming: number, stock: number): number {
  const capped = Math.min(existing + incoming, Math.max(stock, 0));
  return Math.max(capped, existing, 1);
}

export async function mergeGuestBasket(ctx: ApiContext, guestData: string): Promise<CartMutationResult> {
  if (!ctx.customer) return cartFailure(ctx, null, [{ code: 'ui.auth.login_required' }]);
  const owner = customerOwner(ctx.customer);
  const sessionId = await guestSessionFor(ctx.db, guestData);
  if (sessionId === null) return cartSuccess(ctx, owner);

  await ctx.db.transaction(async (tx) => {
    const [guestCart] = await tx.select({ id: carts.id }).from(carts).where(and(eq(carts.guestSessionId, sessionId), isNull(carts.customerId)));
    if (guestCart) await moveCartLines(tx, guestCart.id, owner);
    const wished = await tx.delete(wishlistItems).where(eq(wishlistItems.guestSessionId, sessionId)).returning({ productId: wishlistItems.productId });
    if (wished.length) {
      await tx
        .insert(wishlistItems)
        .values(wished.map((w) => ({ customerId: owner.customerId, productId: w.productId })))
        .onConflictDoNothing({ target: [wishlistItems.customerId, wishlistItems.productId] });
    }
  });
  return cartSuccess(ctx, owner);
}

/** Moves every line of one cart into the owner's cart (made when missing), merging quantities. */
async function moveCartLines(tx: Tx, fromCartId: number, owner: ReturnType<typeof customerOwner>): Promise<void> {
  const moved = await tx.delete(cartItems).where(eq(cartItems.cartId, fromCartId)).returning();
  if (!moved.length) return;
  const target = await ensureCart(tx, owner);
  const variantIds = moved.map((m) => m.variantId);
  const stocks = new Map(
    (await tx.select({ id: productVariants.id, stock: productVariants.stockQuantity }).from(productVariants).where(inArray(productVariants.id, variantIds))).map((v) => [v.id, v.stock]),
  );
  const existing = new Map(
    (await tx.select().from(cartItems).where(and(eq(cartItems.cartId, target.id), inArray(cartItems.variantId, variantIds)))).map((l) => [l.variantId, l]),
  );
  for (const line of moved) {
    const own = existing.get(line.variantId);
    const quantity = mergedQuantity(own?.quantity ?? 0, line.quantity, stocks.get(line.variantId) ?? 0);
    if (own) await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, own.id));
    else await tx.insert(cartItems).values({ cartId: target.id, productId: line.productId, variantId: line.variantId, quantity });
  }
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, target.id));
}

/**
 * A guest customer who has just logged in (or registered) as a member: the guest customer's
 * cart moves into the member's. Nothing happens for a caller who was no guest customer.
 */
export async function adoptGuestCustomerCart(db: Db, caller: CustomerRef | null, memberId: number): Promise<void> {
  if (!caller?.isGuest || caller.id === memberId) return;
  await db.transaction(async (tx) => {
    const [guestCart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.customerId, caller.id));
    if (guestCart) await moveCartLines(tx, guestCart.id, customerOwner({ id: memberId, isGuest: false }));
  });
}
