// selectCustomerAddress: makes an address the default billing and/or shipping address and
// selects it on the customer's cart (checkout reads the cart's address ids). While the cart's
// "billing same as delivery" box is ticked, billing follows a shipping choice; choosing a billing
// address other than the shipping one unticks it (checkout/billing-choice.ts).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { translate, type ActionResult, type AddressType } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { addresses, carts } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { requireCustomer } from '../account/require-customer.js';

export async function selectCustomerAddress(ctx: ApiContext, id: number, type: AddressType): Promise<ActionResult> {
  const customer = requireCustomer(ctx);
  const billing = type === 'BILLING' || type === 'BOTH';
  const shipping = type === 'SHIPPING' || type === 'BOTH';
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customer.id), isNull(addresses.deletedAt)))
      .limit(1);
    if (!row) return false;
    const others = and(eq(addresses.customerId, customer.id), ne(addresses.id, id));
    if (billing) {
      await tx.update(addresses).set({ isDefaultBilling: false }).where(others);
      await tx.update(addresses).set({ isDefaultBilling: true }).where(eq(addresses.id, id));
    }
    if (shipping) {
      await tx.update(addresses).set({ isDefaultShipping: false }).where(others);
      await tx.update(addresses).set({ isDefaultShipping: true }).where(eq(addresses.id, id));
    }
    // The cart's "billing same as delivery" box: a shipping choice moves billing along while it is
    // ticked; a billing choice other than the shipping address unticks it.
    await tx
      .update(carts)
      .set({
        ...(shipping ? { shippingAddressId: id } : {}),
        ...(billing ? { billingAddressId: id } : { billingAddressId: sql`CASE WHEN ${carts.billingSameAsShipping} THEN ${id}::int ELSE ${carts.billingAddressId} END` }),
        ...(billing && !shipping ? { billingSameAsShipping: sql`${carts.billingSameAsShipping} AND ${carts.shippingAddressId} IS NOT DISTINCT FROM ${id}::int` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(carts.customerId, customer.id));
    return true;
  });
  if (!done) return { success: false, message: null, errors: [apiError('ui.address.not_found', ctx.language, 'id')] };
  return { success: true, message: translate(ctx.language, 'ui.address.select_success'), errors: [] };
}
