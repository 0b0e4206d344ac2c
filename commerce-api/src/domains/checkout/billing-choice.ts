// setBillingSameAsShipping: the checkout's "billing address same as delivery" box, kept on the
// cart (carts.billing_same_as_shipping, default true). Ticking it makes billing follow the
// shipping address (now and on every later shipping choice); unticking keeps the current billing
// address until another one is chosen (selectCustomerAddress with BILLING). The order is invoiced
// to exactly the billing address the cart then reports (checkoutAddresses).
import { eq, sql } from 'drizzle-orm';
import type { ActionResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { carts } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { ensureCart } from '../cart/cart-store.js';
import { customerOwner } from '../cart/owner.js';

export async function setBillingSameAsShipping(ctx: ApiContext, same: boolean): Promise<ActionResult> {
  if (!ctx.customer) {
    const error = apiError('ui.auth.login_required', ctx.language);
    return { success: false, message: error.message, errors: [error] };
  }
  const cart = await ensureCart(ctx.db, customerOwner(ctx.customer));
  await ctx.db
    .update(carts)
    .set(
      same
        ? { billingSameAsShipping: true, billingAddressId: sql`${carts.shippingAddressId}`, updatedAt: new Date() }
        : { billingSameAsShipping: false, billingAddressId: sql`coalesce(${carts.billingAddressId}, ${carts.shippingAddressId})`, updatedAt: new Date() },
    )
    .where(eq(carts.id, cart.id));
  return { success: true, message: null, errors: [] };
}
