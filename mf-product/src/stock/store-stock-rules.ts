// Store stock (getStoreStocks): stores holding the product, sorted by store name in Turkish order
// (section 7), only those with a quantity.
import type { ProductStoreStockQuery } from 'shared-contracts/graphql';

export type StoreStockRow = ProductStoreStockQuery['productStoreStock'][number];

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base' });

export function storesWithStock(rows: readonly StoreStockRow[]): StoreStockRow[] {
  return rows.filter((r) => r.inventoryQty > 0).sort((a, b) => collator.compare(a.store.name, b.store.name));
}
