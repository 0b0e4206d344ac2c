// GA4 item of a cart line for the cart:item-added / cart:item-removed events.
import type { AnalyticsItem } from 'shared-contracts';
import type { CheckoutCartItemFieldsFragment } from 'shared-contracts/graphql';

export function cartItemToAnalytics(item: CheckoutCartItemFieldsFragment, quantity = item.quantity): AnalyticsItem {
  const categories = item.breadcrumb.categoryBreadcrumb;
  return {
    item_id: item.sku,
    item_name: item.productName,
    price: item.unitPriceValue,
    quantity,
    ...(categories.length ? { item_category: categories[categories.length - 1].name } : {}),
    ...(item.attributeInfo ? { item_variant: item.attributeInfo } : {}),
  };
}
