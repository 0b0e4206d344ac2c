// Demo customers' saved addresses and the address snapshot orders keep (the GraphQL Address shape).
import type { addresses } from '../db/schema.js';
import type { DemoKey } from './customers.js';
import type { LocationIndex, Place } from './locations/index.js';

type AddressRow = typeof addresses.$inferInsert;

export interface AddressSnapshot extends Record<string, unknown> {
  id: number;
  title: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string | null;
  cityId: number;
  city: string;
  regionId: number;
  region: string;
  neighborhoodId: number;
  neighborhood: string;
  address1: string;
  address2: string | null;
  zipPostalCode: string;
  country: string;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
}

interface DemoAddressSeed {
  owner: DemoKey;
  title: string;
  place: [string, string, string];
  address1: string;
  address2?: string;
  defaults: boolean;
}

const DEMO_ADDRESSES: DemoAddressSeed[] = [
  { owner: 'demo', title: 'Ev', place: ['İstanbul', 'Kadıköy', 'Caferağa'], address1: 'Moda Caddesi Güneşli Apartmanı No:12 Daire:5', defaults: true },
  { owner: 'demo', title: 'İş', place: ['Ankara', 'Çankaya', 'Kızılay'], address1: 'Atatürk Bulvarı No:105 Kat:4 Ofis:12', address2: 'Güvenpark karşısı', defaults: false },
  { owner: 'second', title: 'Ev', place: ['İzmir', 'Konak', 'Alsancak'], address1: 'Kıbrıs Şehitleri Caddesi No:45 Daire:3', defaults: true },
];

export interface Contact {
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
}

export function snapshot(id: number, title: string, contact: Contact, place: Place, address1: string, address2: string | null, defaults: boolean): AddressSnapshot {
  return {
    id,
    title,
    firstName: contact.firstName,
    lastName: contact.lastName,
    phoneNumber: contact.phone,
    email: contact.email,
    cityId: place.cityId,
    city: place.city,
    regionId: place.districtId,
    region: place.district,
    neighborhoodId: place.neighborhoodId,
    neighborhood: place.neighborhood,
    address1,
    address2,
    zipPostalCode: place.zipPostalCode,
    country: 'Türkiye',
    isDefaultBilling: defaults,
    isDefaultShipping: defaults,
  };
}

/** Rows to insert and, per demo customer, the snapshot of each saved address (default first). */
export function demoAddresses(
  locations: LocationIndex,
  customers: Record<DemoKey, { id: number } & Contact>,
  nextId: () => number,
  now: Date,
): { rows: AddressRow[]; byOwner: Record<DemoKey, AddressSnapshot[]> } {
  const rows: AddressRow[] = [];
  const byOwner: Record<DemoKey, AddressSnapshot[]> = { demo: [], second: [] };
  DEMO_ADDRESSES.forEach((a, i) => {
    const owner = customers[a.owner];
    const place = locations.place(...a.place);
    const id = nextId();
    rows.push({
      id,
      customerId: owner.id,
      title: a.title,
      firstName: owner.firstName,
      lastName: owner.lastName,
      phoneNumber: owner.phone,
      email: owner.email,
      cityId: place.cityId,
      districtId: place.districtId,
      neighborhoodId: place.neighborhoodId,
      address1: a.address1,
      address2: a.address2 ?? null,
      zipPostalCode: place.zipPostalCode,
      isDefaultBilling: a.defaults,
      isDefaultShipping: a.defaults,
      createdAt: new Date(now.getTime() - (300 - i) * 86_400_000),
    });
    byOwner[a.owner].push(snapshot(id, a.title, owner, place, a.address1, a.address2 ?? null, a.defaults));
  });
  return { rows, byOwner };
}
