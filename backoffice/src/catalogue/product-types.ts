// The product as BackofficeProduct reads it, and its parts, for the product screen's components.
import type { BackofficeProductQuery } from 'shared-contracts/admin';

export type ProductView = NonNullable<BackofficeProductQuery['product']>;
export type PricePointView = ProductView['priceHistory'][number];
export type VariantView = ProductView['variants'][number];

/** One store's stock of one variant as the table shows it (null: the store has no stock row). */
export interface StoreStockRow {
  storeId: number;
  storeName: string;
  quantity: number | null;
}
