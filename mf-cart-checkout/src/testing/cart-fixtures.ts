// Cart-shaped test data as the API returns it (with __typename, as the cache stores it).
import type { CheckoutCartFieldsFragment, CheckoutCartItemFieldsFragment } from 'shared-contracts/graphql';

type Item = CheckoutCartItemFieldsFragment;
type Cart = CheckoutCartFieldsFragment;

export function makeCartItem(overrides: Partial<Item> = {}): Item {
  const quantity = overrides.quantity ?? 1;
  const unitPriceValue = overrides.unitPriceValue ?? 1250;
  return {
    __typename: 'CartItem',
    id: 11,
    productId: 101,
    sku: 'KLY-101-14',
    optionCode: null,
    productName: 'Zirkon Taşlı Gümüş Kolye',
    productSeName: 'zirkon-tasli-gumus-kolye',
    quantity,
    maxQuantity: 3,
    selectedAttributeId: 5,
    selectedAttributes: [51],
    isGiftPackage: false,
    giftPackageEligible: true,
    unitPrice: '₺1.250,00',
    unitPriceValue,
    firstPriceValue: null,
    discount: null,
    attributeInfo: 'Uzunluk:45 cm',
    picture: { __typename: 'CartItemPicture', imageUrl: '/images/101.jpg', thumbImageUrl: '/images/101-thumb.jpg', alternateText: null },
    breadcrumb: {
      __typename: 'ProductBreadcrumb',
      categoryBreadcrumb: [{ __typename: 'CategoryBreadcrumbItem', id: 3, name: 'Kolye', seName: 'kolye' }],
    },
    subTotal: '₺1.250,00',
    subTotalValue: unitPriceValue * quantity,
    ...overrides,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.items ?? [makeCartItem()];
  return {
    __typename: 'Cart',
    cartCount: items.reduce((n, i) => n + i.quantity, 0),
    items,
    giftPackageBox: { __typename: 'GiftPackageBox', display: true, note: null },
    discountBox: { __typename: 'DiscountBox', isApplied: false, message: null, appliedDiscountsWithCodes: [] },
    orderTotal: {
      __typename: 'OrderTotals',
      subTotal: '₺1.250,00',
      subTotalValue: 1250,
      orderTotalDiscount: null,
      orderTotalDiscountValue: 0,
      shipping: '₺0,00',
      shippingValue: 0,
      isFreeShipping: true,
      orderTotal: '₺1.250,00',
      orderTotalValue: 1250,
    },
    showCheckoutAsGuestButton: false,
    guestData: null,
    shippingAddressId: null,
    billingAddressId: null,
    billingSameAsShipping: true,
    selectedShippingOption: null,
    canOrder: true,
    ...overrides,
  };
}

export function mutationResult(cart: Cart | null, overrides: { status?: boolean; message?: string[]; errors?: { code: string; message: string }[]; guestData?: string | null } = {}) {
  return {
    __typename: 'CartMutationResult' as const,
    status: overrides.status ?? true,
    message: overrides.message ?? [],
    errors: (overrides.errors ?? []).map((e) => ({ __typename: 'ApiError' as const, ...e })),
    guestData: overrides.guestData ?? null,
    cart,
  };
}
