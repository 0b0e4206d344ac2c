// Country -> city -> township (district) filtering of the store list; a changed parent resets
// its children. Options come from the stores themselves, in Turkish alphabetical order.
import type { StoresContentOurStoresQuery } from 'shared-contracts/graphql';

export type StoreItem = StoresContentOurStoresQuery['ourStores'][number];

export interface StoreFilterState {
  country: string;
  city: string;
  township: string;
}

export const NO_FILTER: StoreFilterState = { country: '', city: '', township: '' };

const collator = new Intl.Collator('tr', { sensitivity: 'base' });

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))].sort(collator.compare);
}

export function filterOptions(stores: StoreItem[], filters: StoreFilterState) {
  const inCountry = stores.filter((s) => !filters.country || s.country === filters.country);
  const inCity = inCountry.filter((s) => !filters.city || s.city === filters.city);
  return {
    countries: unique(stores.map((s) => s.country)),
    cities: unique(inCountry.map((s) => s.city)),
    townships: filters.city ? unique(inCity.map((s) => s.district)) : [],
  };
}

export function filterStores(stores: StoreItem[], filters: StoreFilterState): StoreItem[] {
  return stores
    .filter((s) => (!filters.country || s.country === filters.country) && (!filters.city || s.city === filters.city) && (!filters.township || s.district === filters.township))
    .sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.district, b.district) || collator.compare(a.name, b.name));
}

/** Applies one dropdown's change; the levels below it start again from "all". */
export function changeFilter(filters: StoreFilterState, level: keyof StoreFilterState, value: string): StoreFilterState {
  if (level === 'country') return { country: value, city: '', township: '' };
  if (level === 'city') return { ...filters, city: value, township: '' };
  return { ...filters, township: value };
}

export function directionsUrl(store: Pick<StoreItem, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
}
