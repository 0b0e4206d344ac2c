// Adding, editing and deleting a customer's addresses. The first address becomes the default
// billing and shipping address; deleting a default hands the role to the newest remaining
// address and clears it from the cart. Someone else's address id behaves exactly like an
// unknown one (ui.address.not_found).
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { translate, type ActionResult, type AddressInput, type AddressMutationResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { addresses, carts } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { requireCustomer } from '../account/require-customer.js';
import { checkAddress } from './address-input.js';
import { loadAddresses } from './address-model.js';

export const MAX_ADDRESSES = 50;

function notFound(ctx: ApiContext): AddressMutationResult {
  return { success: false, errors: [apiError('ui.address.not_found', ctx.language, 'id')], address: null };
}

async function ownedLive(tx: Tx | ApiContext['db'], customerId: number, id: number) {
  const [row] = await tx
    .select({ id: addresses.id, isDefaultBilling: addresses.isDefaultBilling, isDefaultShipping: addresses.isDefaultShipping })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId), isNull(addresses.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function addCustomerAddress(ctx: ApiContext, input: AddressInput): Promise<AddressMutationResult> {
  const customer = requireCustomer(ctx);
  const check = await checkAddress(ctx.db, input, ctx.language);
  if (!check.ok) return { success: false, errors: check.errors, address: null };
  const id = await ctx.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(and(eq(addresses.customerId, customer.id), isNull(addresses.deletedAt)));
    if (n >= MAX_ADDRESSES) return null;
    const first = n === 0;
    const [row] = await tx
      .insert(addresses)
      .values({ ...check.value, customerId: customer.id, isDefaultBilling: first, isDefaultShipping: first })
      .returning({ id: addresses.id });
    return row!.id;
  });
  if (id == null) return { success: false, errors: [apiError('ui.pattern.invalid', ctx.language, 'id')], address: null };
  const [address] = await loadAddresses(ctx.db, customer.id, id);
  return { success: true, errors: [], address: address ?? null };
}

export async function updateCustomerAddress(ctx: ApiContext, id: number, input: AddressInput): Promise<AddressMutationResult> {
  const customer = requireCustomer(ctx);
  if (!(await ownedLive(ctx.db, customer.id, id))) return notFound(ctx);
  const check = await checkAddress(ctx.db, input, ctx.language);
  if (!check.ok) return { success: false, errors: check.errors, address: null };
  await ctx.db
    .update(addresses)
    .set(check.value)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customer.id), isNull(addresses.deletedAt)));
  const [address] = await loadAddresses(ctx.db, customer.id, id);
  return address ? { success: true, errors: [], address } : notFound(ctx);
}

export async function deleteCustomerAddress(ctx: ApiContext, id: number): Promise<ActionResult> {
  const customer = requireCustomer(ctx);
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await ownedLive(tx, customer.id, id);
    if (!row) return false;
    await tx.update(addresses).set({ deletedAt: new Date(), isDefaultBilling: false, isDefaultShipping: false }).where(eq(addresses.id, id));
    if (row.isDefaultBilling || row.isDefaultShipping) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.customerId, customer.id), isNull(addresses.deletedAt)))
        .orderBy(desc(addresses.id))
        .limit(1);
      if (next) {
        await tx
          .update(addresses)
          .set({ ...(row.isDefaultBilling ? { isDefaultBilling: true } : {}), ...(row.isDefaultShipping ? { isDefaultShipping: true } : {}) })
          .where(eq(addresses.id, next.id));
      }
    }
    await clearFromCart(tx, customer.id, id);
    return true;
  });
  if (!deleted) return { success: false, message: null, errors: [apiError('ui.address.not_found', ctx.language, 'id')] };
  return { success: true, message: translate(ctx.language, 'ui.address.delete_success'), errors: [] };
}

async function clearFromCart(tx: Tx, customerId: number, addressId: number): Promise<void> {
  const [cart] = await tx
    .select({ id: carts.id, shipping: carts.shippingAddressId, billing: carts.billingAddressId })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), or(eq(carts.shippingAddressId, addressId), eq(carts.billingAddressId, addressId))))
    .limit(1);
  if (!cart) return;
  await tx
    .update(carts)
    .set({
      ...(cart.shipping === addressId ? { shippingAddressId: null } : {}),
      ...(cart.billing === addressId ? { billingAddressId: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cart.id));
}
