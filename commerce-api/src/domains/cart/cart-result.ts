// CartMutationResult payloads: a refused change carries translated errors and the unchanged
// cart; a done change carries its success text and the new cart.
import { translate, type CartMutationResult, type Language } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { currentCartView } from './cart-view.js';
import type { CartOwner } from './owner.js';

export interface CartFailure {
  code: string;
  field?: string | null;
  values?: Record<string, string | number>;
}

export async function cartFailure(ctx: ApiContext, owner: CartOwner | null, failures: CartFailure[]): Promise<CartMutationResult> {
  const errors = failures.map((f) => apiError(f.code, ctx.language, f.field ?? null, f.values));
  return {
    status: false,
    message: errors.map((e) => e.message),
    errors,
    guestData: owner?.guestData ?? null,
    cart: await currentCartView(ctx.db, owner, ctx.language),
  };
}

export async function cartSuccess(ctx: ApiContext, owner: CartOwner, successKey?: string): Promise<CartMutationResult> {
  return {
    status: true,
    message: successKey ? [translate(ctx.language as Language, successKey)] : [],
    errors: [],
    guestData: owner.guestData,
    cart: await currentCartView(ctx.db, owner, ctx.language),
  };
}
