// Carriers for checkout (rate for the current cart, TEM's tooltip, which one is selected) and the
// two selection calls: selectShippingOption and selectShippingAddressWithShippingOption.
import { eq, sql } from 'drizzle-orm';
import { formatKurus, kurusToLira, translate, type ActionResult, type ShippingOption } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { carts } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { loadCartState } from '../cart/cart-view.js';
import { ensureCart } from '../cart/cart-store.js';
import { customerOwner, findOwner } from '../cart/owner.js';
import { localized } from '../cart/product-presentation.js';
import { carrierRate, listCarriers, type CarrierRow } from '../cart/totals.js';
import { customerAddress } from './checkout-address.js';

export async function shippingOptions(ctx: ApiContext): Promise<ShippingOption[]> {
  const state = await loadCartState(ctx.db, await findOwner(ctx, null));
  const goods = state.totals.subtotalKurus - state.totals.discountKurus;
  return state.carriers.map((c) => {
    const rate = carrierRate(c, goods);
    return {
      name: c.name,
      description: localized(ctx.language, c.description, c.descriptionEn),
      tooltip: c.tooltip ? localized(ctx.language, c.tooltip, c.tooltipEn) : null,
      rate: kurusToLira(rate),
      rateText: formatKurus(rate, ctx.language),
      serviceTypes: c.serviceTypes.map((s) => ({ name: localized(ctx.language, s.name, s.nameEn), icon: s.icon ?? null })),
      selected: state.cart?.shippingOption === c.name,
    };
  });
}

function findCarrier(all: CarrierRow[], name: string | null | undefined): CarrierRow | undefined {
  const wanted = (name ?? '').trim().toLocaleLowerCase('tr-TR');
  return wanted ? all.find((c) => c.name.toLocaleLowerCase('tr-TR') === wanted) : undefined;
}

function failed(ctx: ApiContext, code: string, field: string | null = null): ActionResult {
  const error = apiError(code, ctx.language, field);
  return { success: false, message: error.message, errors: [error] };
}

export async function selectShippingOption(ctx: ApiContext, optionName: string): Promise<ActionResult> {
  if (!ctx.customer) return failed(ctx, 'ui.auth.login_required');
  const carrier = findCarrier(await listCarriers(ctx.db), optionName);
  if (!carrier) return failed(ctx, 'ui.checkout.carrier_not_found', 'optionName');
  const cart = await ensureCart(ctx.db, customerOwner(ctx.customer));
  await ctx.db.update(carts).set({ shippingOption: carrier.name, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  return { success: true, message: null, errors: [] };
}

/**
 * Sets the shipping address and, optionally, the carrier. The billing address becomes the same
 * address while the cart's "billing same as shipping" box is ticked (or while none is chosen).
 */
export async function selectShippingAddressWithShippingOption(ctx: ApiContext, addressId: number, option?: string | null): Promise<ActionResult> {
  if (!ctx.customer) return failed(ctx, 'ui.auth.login_required');
  const address = await customerAddress(ctx.db, ctx.customer.id, addressId);
  if (!address) return failed(ctx, 'ui.address.not_found', 'addressId');
  let carrierName: string | undefined;
  if (option != null && option.trim() !== '') {
    const carrier = findCarrier(await listCarriers(ctx.db), option);
    if (!carrier) return failed(ctx, 'ui.checkout.carrier_not_found', 'option');
    carrierName = carrier.name;
  }
  const cart = await ensureCart(ctx.db, customerOwner(ctx.customer));
  await ctx.db
    .update(carts)
    .set({
      shippingAddressId: address.id,
      // Billing follows while "same as delivery" is ticked; otherwise a chosen billing address stays.
      billingAddressId: sql`CASE WHEN ${carts.billingSameAsShipping} THEN ${address.id}::int ELSE coalesce(${carts.billingAddressId}, ${address.id}::int) END`,
      ...(carrierName ? { shippingOption: carrierName } : {}),
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cart.id));
  return { success: true, message: translate(ctx.language, 'ui.address.select_success'), errors: [] };
}
