// Gift package note (logged-in customers only; giftNoteSchema: required, at most 200 characters).
import { eq } from 'drizzle-orm';
import { giftNoteSchema, toApiErrors, type CartMutationResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { carts } from '../../db/schema.js';
import { cartFailure, cartSuccess } from './cart-result.js';
import { currentCartView } from './cart-view.js';
import { ensureCart } from './cart-store.js';
import { findOwner } from './owner.js';

export async function addGiftPackageNote(ctx: ApiContext, note: string, guestData?: string | null): Promise<CartMutationResult> {
  const owner = await findOwner(ctx, guestData);
  if (!owner?.isRegistered) return cartFailure(ctx, owner, [{ code: 'ui.auth.login_required' }]);
  const parsed = giftNoteSchema.safeParse({ note });
  if (!parsed.success) {
    const errors = toApiErrors(parsed.error, ctx.language);
    return { status: false, message: errors.map((e) => e.message), errors, guestData: null, cart: await currentCartView(ctx.db, owner, ctx.language) };
  }
  const cart = await ensureCart(ctx.db, owner);
  await ctx.db.update(carts).set({ giftNote: parsed.data.note, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  return cartSuccess(ctx, owner, 'ui.cart.gift_note_saved');
}

export async function removeGiftPackageNote(ctx: ApiContext, guestData?: string | null): Promise<CartMutationResult> {
  const owner = await findOwner(ctx, guestData);
  if (!owner?.isRegistered) return cartFailure(ctx, owner, [{ code: 'ui.auth.login_required' }]);
  const cart = await ensureCart(ctx.db, owner);
  await ctx.db.update(carts).set({ giftNote: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  return cartSuccess(ctx, owner);
}
