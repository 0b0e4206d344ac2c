// Location lists of the address form: the 81 provinces, districts per province, neighbourhoods
// (with postcode) per district, in Turkish alphabetical order.
import { eq } from 'drizzle-orm';
import type { City, District, Neighborhood } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { cities, districts, neighborhoods } from '../../db/schema.js';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr');

export async function listCities(db: Db): Promise<City[]> {
  return (await db.select({ id: cities.id, name: cities.name }).from(cities)).sort(byName);
}

export async function listDistricts(db: Db, cityId: number): Promise<District[]> {
  return (await db.select({ id: districts.id, cityId: districts.cityId, name: districts.name }).from(districts).where(eq(districts.cityId, cityId))).sort(byName);
}

export async function listNeighborhoods(db: Db, districtId: number): Promise<Neighborhood[]> {
  const rows = await db
    .select({ id: neighborhoods.id, districtId: neighborhoods.districtId, name: neighborhoods.name, zipPostalCode: neighborhoods.zipPostalCode })
    .from(neighborhoods)
    .where(eq(neighborhoods.districtId, districtId));
  return rows.sort(byName);
}
