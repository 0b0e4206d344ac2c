// Cache identity of the API's types for the shell's one InMemoryCache (and the standalone
// harness). Entities with a stable key are normalised so a mutation result updates every screen
// showing them; value objects without identity are embedded and merged in place.
import type { TypePolicies, TypePolicy } from '@apollo/client';

const byId: TypePolicy = { keyFields: ['id'] };
/** Value objects: no identity; merging keeps fields another query selected. */
const embedded: TypePolicy = { merge: true };
/** One per session (the customer's cart, wishlist, the organisation). */
const singleton: TypePolicy = { keyFields: [] };

export const typePolicies: TypePolicies = {
  Product: byId,
  Review: byId,
  Store: byId,
  Topic: byId,
  Menu: byId,
  MenuItem: byId,
  ContentBlock: byId,
  City: byId,
  District: byId,
  Neighborhood: byId,
  Address: byId,
  GiftCard: byId,
  CustomerInfo: byId,
  CartItem: byId,
  WishlistItem: byId,
  OrderItem: byId,
  OrderSummary: { keyFields: ['orderNumber'] },
  OrderDetail: { keyFields: ['orderNumber'] },
  UrlRecord: { keyFields: ['seName'] },
  LandingPage: { keyFields: ['slug'] },
  Contract: { keyFields: ['widgetZone'] },
  ShippingOption: { keyFields: ['name'] },
  Cart: singleton,
  WishList: singleton,
  OrganizationInfo: singleton,
  // A listing page shares its category id with the other pages of the same category: keep each
  // (id, page, filter, sort) result under its own field arguments instead of one entity.
  CategoryListing: { keyFields: false },
  ProductsResult: { keyFields: false },
  ProductPrice: embedded,
  ProductBreadcrumb: embedded,
  ProductReviewOverview: embedded,
  ProductSlicers: embedded,
  Picture: embedded,
  CartItemPicture: embedded,
  GiftPackageBox: embedded,
  DiscountBox: embedded,
  OrderTotals: embedded,
  NewsletterPermissions: embedded,
  OrganizationAddress: embedded,
};
