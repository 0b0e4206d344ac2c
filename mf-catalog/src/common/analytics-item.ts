import type { AnalyticsItem } from 'shared-contracts';

interface ProductLike {
  id: number;
  sku: string;
  name: string;
  productPrice: { priceValue: number };
}

/** The GA4 item of a product card (the shell's tracking middleware sends it on). */
export function toAnalyticsItem(product: ProductLike, extra: Partial<AnalyticsItem> = {}): AnalyticsItem {
  return { item_id: product.sku, item_name: product.name, price: product.productPrice.priceValue, ...extra };
}
