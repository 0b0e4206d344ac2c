// A store row -> the SDL's Store in the request's language. Names and addresses are proper
// nouns and stay as they are; the opening hours are text (day names) and have an English twin.
import type { Language, Store } from 'shared-contracts/server';
import type { stores } from '../../db/schema.js';
import { pickText } from '../catalog/translated.js';

export type StoreRow = Pick<
  typeof stores.$inferSelect,
  'id' | 'name' | 'country' | 'city' | 'district' | 'address' | 'phone' | 'email' | 'workingHours' | 'workingHoursEn' | 'latitude' | 'longitude'
>;

export function toStore(row: StoreRow, language: Language): Store {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    city: row.city,
    district: row.district,
    address: row.address,
    phone: row.phone,
    email: row.email,
    workingHours: pickText(language, row.workingHours, row.workingHoursEn),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
