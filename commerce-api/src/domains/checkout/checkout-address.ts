// A customer's own address as the contract's Address (with city, district and neighbourhood
// names), for contracts and for the order's address snapshot. Someone else's id is not found.
import { and, eq, isNull } from 'drizzle-orm';
import type { Address } from 'shared-contracts/server';
import type { Db, Tx } from '../../db/client.js';
import { addresses, cities, districts, neighborhoods } from '../../db/schema.js';

export const COUNTRY_NAME = 'Türkiye';

export async function customerAddress(db: Db | Tx, customerId: number, addressId: number | null | undefined): Promise<Address | null> {
  if (addressId == null) return null;
  const rows = await db
    .select({ a: addresses, city: cities.name, region: districts.name, neighborhood: neighborhoods.name })
    .from(addresses)
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(districts, eq(districts.id, addresses.districtId))
    .leftJoin(neighborhoods, eq(neighborhoods.id, addresses.neighborhoodId))
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId), isNull(addresses.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const a = row.a;
  return {
    id: a.id,
    title: a.title,
    firstName: a.firstName,
    lastName: a.lastName,
    phoneNumber: a.phoneNumber,
    email: a.email,
    cityId: a.cityId,
    city: row.city ?? '',
    regionId: a.districtId,
    region: row.region ?? '',
    neighborhoodId: a.neighborhoodId,
    neighborhood: row.neighborhood ?? '',
    address1: a.address1,
    address2: a.address2,
    zipPostalCode: a.zipPostalCode,
    country: COUNTRY_NAME,
    isDefaultBilling: a.isDefaultBilling,
    isDefaultShipping: a.isDefaultShipping,
  };
}

/** The cart fields that decide the checkout's addresses. */
export interface CartAddressChoice {
  shippingAddressId: number | null;
  billingAddressId: number | null;
  billingSameAsShipping: boolean;
}

/** The billing address id the cart reports: the shipping address while "same as delivery" is ticked. */
export function effectiveBillingAddressId(cart: CartAddressChoice | null | undefined): number | null {
  if (!cart) return null;
  return cart.billingSameAsShipping ? cart.shippingAddressId : cart.billingAddressId;
}

/**
 * The delivery and billing addresses of a checkout, as the cart reports them; contracts and the
 * order use exactly these. Billing is null only when a separate billing address is wanted but
 * none (or a deleted one) is chosen.
 */
export async function checkoutAddresses(db: Db | Tx, customerId: number, cart: CartAddressChoice | null | undefined): Promise<{ shipping: Address | null; billing: Address | null }> {
  const shipping = await customerAddress(db, customerId, cart?.shippingAddressId);
  if (!cart || cart.billingSameAsShipping) return { shipping, billing: shipping };
  return { shipping, billing: await customerAddress(db, customerId, cart.billingAddressId) };
}
