// The home page's short store list: the cities that have stores (Turkish alphabetical order),
// the city shown first (the one with the most stores), and a few stores of a chosen city.
import type { StoreItem } from './store-filters';

export const NEARBY_STORES_SHOWN = 3;

const collator = new Intl.Collator('tr', { sensitivity: 'base' });

/** Each city with stores and how many it has, in alphabetical order. */
export function storeCities(stores: StoreItem[]): { city: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const s of stores) if (s.city) counts.set(s.city, (counts.get(s.city) ?? 0) + 1);
  return [...counts].map(([city, count]) => ({ city, count })).sort((a, b) => collator.compare(a.city, b.city));
}

/** The city with the most stores (the first alphabetically on a tie), or '' without stores. */
export function busiestCity(stores: StoreItem[]): string {
  return storeCities(stores).reduce((best, c) => (c.count > best.count ? c : best), { city: '', count: 0 }).city;
}

/** The first few stores of a city, by district then name. */
export function storesInCity(stores: StoreItem[], city: string, limit = NEARBY_STORES_SHOWN): StoreItem[] {
  return stores
    .filter((s) => s.city === city)
    .sort((a, b) => collator.compare(a.district, b.district) || collator.compare(a.name, b.name))
    .slice(0, limit);
}
