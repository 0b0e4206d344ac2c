// Validation of the address form on the server: the shared addressSchema (address line 2 and
// postcode not required here), then the location chain — the neighbourhood must lie in the
// district and the district in the city. The postcode always comes from the neighbourhood.
import { eq } from 'drizzle-orm';
import { addressSchema, toApiErrors, type AddressInput } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { districts, neighborhoods } from '../../db/schema.js';
import { apiError, type ApiErrorShape } from '../../errors.js';
import type { Language } from 'shared-contracts/server';
import { normalizeMobile } from '../auth/identifiers.js';

export interface CleanAddress {
  title: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string | null;
  cityId: number;
  districtId: number;
  neighborhoodId: number;
  address1: string;
  address2: string | null;
  zipPostalCode: string;
}

export type AddressCheck = { ok: true; value: CleanAddress } | { ok: false; errors: ApiErrorShape[] };

const MAX_SHORT_TEXT = 100;

export async function checkAddress(db: Db, input: AddressInput, language: Language): Promise<AddressCheck> {
  const form = addressSchema({ streetAddress2Required: false, zipPostalCodeRequired: false }).safeParse(input);
  if (!form.success) return { ok: false, errors: toApiErrors(form.error, language) };
  const v = form.data;
  const tooLong = (['title', 'firstName', 'lastName', 'email'] as const).find((k) => (v[k] ?? '').length > MAX_SHORT_TEXT);
  if (tooLong) return { ok: false, errors: [apiError('ui.pattern.maxLength', language, tooLong, { max: MAX_SHORT_TEXT })] };
  if ((v.address2 ?? '').length > 300) return { ok: false, errors: [apiError('ui.pattern.maxLength', language, 'address2', { max: 300 })] };
  const phone = normalizeMobile(v.phoneNumber);
  if (!phone) return { ok: false, errors: [apiError('ui.pattern.phone', language, 'phoneNumber')] };

  const [hood] = await db
    .select({ districtId: neighborhoods.districtId, zip: neighborhoods.zipPostalCode, cityId: districts.cityId })
    .from(neighborhoods)
    .innerJoin(districts, eq(districts.id, neighborhoods.districtId))
    .where(eq(neighborhoods.id, v.neighborhoodId))
    .limit(1);
  if (!hood || hood.districtId !== v.regionId || hood.cityId !== v.cityId) {
    return { ok: false, errors: [apiError('ui.address.location_mismatch', language, 'neighborhoodId')] };
  }
  return {
    ok: true,
    value: {
      title: v.title,
      firstName: v.firstName,
      lastName: v.lastName,
      phoneNumber: phone,
      email: v.email ? v.email.trim().toLowerCase() : null,
      cityId: v.cityId,
      districtId: v.regionId,
      neighborhoodId: v.neighborhoodId,
      address1: v.address1,
      address2: v.address2?.trim() || null,
      zipPostalCode: hood.zip,
    },
  };
}
