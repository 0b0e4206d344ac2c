// Cities (id = plate code), districts and neighbourhoods.
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema.js';
import { insertBatches, type IdAllocator } from '../batch-insert.js';
import { neighbourhoodsOf } from './neighbourhoods.js';
import { PROVINCES } from './provinces.js';

/** Look-up of seeded location ids by names, for the demo addresses. */
export interface Place {
  cityId: number;
  city: string;
  districtId: number;
  district: string;
  neighborhoodId: number;
  neighborhood: string;
  zipPostalCode: string;
}

export interface LocationIndex {
  place(city: string, district: string, neighbourhood: string): Place;
  /** Every seeded neighbourhood, in seeding order (generated buyers' addresses pick from these). */
  all: Place[];
}

export async function seedLocations(tx: Tx, ids: IdAllocator): Promise<LocationIndex> {
  const districtRows: (typeof t.districts.$inferInsert)[] = [];
  const neighbourhoodRows: (typeof t.neighborhoods.$inferInsert)[] = [];
  const byName = new Map<string, Place>();
  const all: Place[] = [];
  for (const province of PROVINCES) {
    province.districts.forEach((district, di) => {
      const districtId = ids.take(t.districts);
      districtRows.push({ id: districtId, cityId: province.id, name: district });
      for (const [name, zip] of neighbourhoodsOf(province, district, di)) {
        const neighborhoodId = ids.take(t.neighborhoods);
        neighbourhoodRows.push({ id: neighborhoodId, districtId, name, zipPostalCode: zip });
        const place = { cityId: province.id, city: province.name, districtId, district, neighborhoodId, neighborhood: name, zipPostalCode: zip };
        byName.set(`${province.name}|${district}|${name}`, place);
        all.push(place);
      }
    });
  }
  await tx.insert(t.cities).values(PROVINCES.map((p) => ({ id: p.id, name: p.name })));
  await insertBatches(tx, t.districts, districtRows);
  await insertBatches(tx, t.neighborhoods, neighbourhoodRows);
  return {
    all,
    place(city, district, neighbourhood) {
      const found = byName.get(`${city}|${district}|${neighbourhood}`);
      if (!found) throw new Error(`seed: unknown place ${city}/${district}/${neighbourhood}`);
      return found;
    },
  };
}
