// Store stock (getStoreStocks): stores holding the product, sorted by store name in Turkish order
// (section 7), only those with a quantity; and the shopper's search among them by store name,
// city or district, in Turkish case and with or without Turkish letters ("izmir", "karsiyaka").
import { slugify } from 'shared-contracts/format';
import type { ProductStoreStockQuery } from 'shared-contracts/graphql';

export type StoreStockRow = ProductStoreStockQuery['productStoreStock'][number];

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base' });

export function storesWithStock(rows: readonly StoreStockRow[]): StoreStockRow[] {
  return rows.filter((r) => r.inventoryQty > 0).sort((a, b) => collator.compare(a.store.name, b.store.name));
}

/** Stores shown before the shopper asks for all (a search shows every match). */
export const COMPACT_STORE_COUNT = 5;

/** The stores whose name, city or district hold every word of `query` (all when it is blank). */
export function matchingStores(rows: readonly StoreStockRow[], query: string): StoreStockRow[] {
  const words = slugify(query).split('-').filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter(({ store }) => {
    const text = slugify(`${store.name} ${store.city} ${store.district}`);
    return words.every((word) => text.includes(word));
  });
}
