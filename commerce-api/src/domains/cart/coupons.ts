// applyDiscountCoupon / removeDiscountCoupon: logged-in customers only, at most one coupon per
// cart (enforced by a conditional update, so two racing applies cannot both win).
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { couponSchema, formatKurus, toApiErrors, translate, type DiscountResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { carts } from '../../db/schema.js';
import { apiError, type ApiErrorShape } from '../../errors.js';
import { cartView, loadCartState } from './cart-view.js';
import { ensureCart } from './cart-store.js';
import { couponProblem, findCoupon } from './coupon-rules.js';
import { findOwner, type CartOwner } from './owner.js';

async function discountResult(ctx: ApiContext, owner: CartOwner | null, errors: ApiErrorShape[], message?: string): Promise<DiscountResult> {
  const cart = await cartView(ctx.db, await loadCartState(ctx.db, owner), ctx.language);
  const discountBox = message !== undefined ? { ...cart.discountBox, message } : cart.discountBox;
  return { discountBox, errors, cart };
}

function sameCode(a: string | null, b: string): boolean {
  return a !== null && a.toUpperCase() === b.toUpperCase();
}

export async function applyDiscountCoupon(ctx: ApiContext, code: string, guestData?: string | null): Promise<DiscountResult> {
  const owner = await findOwner(ctx, guestData);
  if (!owner?.isRegistered) return discountResult(ctx, owner, [apiError('ui.auth.login_required', ctx.language)]);
  const parsed = couponSchema.safeParse({ code });
  if (!parsed.success) return discountResult(ctx, owner, toApiErrors(parsed.error, ctx.language));

  const state = await loadCartState(ctx.db, owner);
  if (state.cart?.couponCode) {
    if (sameCode(state.cart.couponCode, parsed.data.code)) return discountResult(ctx, owner, []);
    return discountResult(ctx, owner, [apiError('ui.coupon.only_one', ctx.language, 'code')]);
  }
  const coupon = await findCoupon(ctx.db, parsed.data.code);
  const problem = couponProblem(coupon, state.totals.subtotalKurus, new Date());
  if (!coupon || problem) {
    const values = problem?.minOrderKurus !== undefined ? { min: formatKurus(problem.minOrderKurus, ctx.language) } : undefined;
    return discountResult(ctx, owner, [apiError(problem?.code ?? 'ui.coupon.invalid', ctx.language, 'code', values)]);
  }
  const cart = await ensureCart(ctx.db, owner);
  const updated = await ctx.db
    .update(carts)
    .set({ couponCode: coupon.code, updatedAt: new Date() })
    .where(and(eq(carts.id, cart.id), or(isNull(carts.couponCode), sql`upper(${carts.couponCode}) = upper(${coupon.code})`)))
    .returning({ id: carts.id });
  if (!updated.length) return discountResult(ctx, owner, [apiError('ui.coupon.only_one', ctx.language, 'code')]);
  return discountResult(ctx, owner, [], translate(ctx.language, 'ui.coupon.applied'));
}

export async function removeDiscountCoupon(ctx: ApiContext, code: string, guestData?: string | null): Promise<DiscountResult> {
  const owner = await findOwner(ctx, guestData);
  if (!owner?.isRegistered) return discountResult(ctx, owner, [apiError('ui.auth.login_required', ctx.language)]);
  const parsed = couponSchema.safeParse({ code });
  if (!parsed.success) return discountResult(ctx, owner, toApiErrors(parsed.error, ctx.language));
  const state = await loadCartState(ctx.db, owner);
  if (!state.cart || !sameCode(state.cart.couponCode, parsed.data.code)) {
    return discountResult(ctx, owner, [apiError('ui.coupon.invalid', ctx.language, 'code')]);
  }
  await ctx.db.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.id, state.cart.id));
  return discountResult(ctx, owner, [], translate(ctx.language, 'ui.coupon.removed'));
}
