import type { AnalyticsItem } from 'shared-contracts';

interface ProductLike {
  sku: string;
  name: string;
  productPrice: { priceValue: number };
  breadcrumb?: { categoryBreadcrumb: { name: string }[] };
}

/** The GA4 item of a product (the shell's tracking middleware sends it on). */
export function toAnalyticsItem(product: ProductLike, extra: Partial<AnalyticsItem> = {}): AnalyticsItem {
  const category = product.breadcrumb?.categoryBreadcrumb.at(-1)?.name;
  return { item_id: product.sku, item_name: product.name, price: product.productPrice.priceValue, ...(category ? { item_category: category } : {}), ...extra };
}
