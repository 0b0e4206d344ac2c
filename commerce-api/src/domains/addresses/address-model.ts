// A customer's live addresses with their city, district and neighbourhood names (Address of the
// SDL). Default addresses first, then newest.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { formatPhone, type Address } from 'shared-contracts/server';
import type { Db, Tx } from '../../db/client.js';
import { addresses, cities, districts, neighborhoods } from '../../db/schema.js';

export const COUNTRY_NAME = 'Türkiye';

export async function loadAddresses(db: Db | Tx, customerId: number, addressId?: number): Promise<Address[]> {
  const rows = await db
    .select({ a: addresses, city: cities.name, region: districts.name, neighborhood: neighborhoods.name })
    .from(addresses)
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(districts, eq(districts.id, addresses.districtId))
    .leftJoin(neighborhoods, eq(neighborhoods.id, addresses.neighborhoodId))
    .where(and(eq(addresses.customerId, customerId), isNull(addresses.deletedAt), addressId === undefined ? undefined : eq(addresses.id, addressId)))
    .orderBy(desc(addresses.isDefaultShipping), desc(addresses.isDefaultBilling), desc(addresses.id));
  return rows.map(({ a, city, region, neighborhood }) => ({
    id: a.id,
    title: a.title,
    firstName: a.firstName,
    lastName: a.lastName,
    phoneNumber: formatPhone(a.phoneNumber),
    email: a.email,
    cityId: a.cityId,
    city: city ?? '',
    regionId: a.districtId,
    region: region ?? '',
    neighborhoodId: a.neighborhoodId,
    neighborhood: neighborhood ?? '',
    address1: a.address1,
    address2: a.address2,
    zipPostalCode: a.zipPostalCode,
    country: COUNTRY_NAME,
    isDefaultBilling: a.isDefaultBilling,
    isDefaultShipping: a.isDefaultShipping,
  }));
}
