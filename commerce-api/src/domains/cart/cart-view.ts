// The Cart of the API contract, built from the owner's cart row, its lines and the totals.
import { formatKurus, kurusToLira, translate, type Cart, type CartItem, type Language } from 'shared-contracts/server';
import type { Db, Tx } from '../../db/client.js';
import { effectiveBillingAddressId } from '../checkout/checkout-address.js';
import { findCart, lineOrderable, loadCartLines, type CartLine, type CartRow } from './cart-store.js';
import { findCoupon, type CouponRow } from './coupon-rules.js';
import type { CartOwner } from './owner.js';
import { attributeInfo, categoryPaths, linePicture, localized, productSpecifications } from './product-presentation.js';
import { computeTotals, listCarriers, type CarrierRow, type CartTotals } from './totals.js';

export interface CartState {
  owner: CartOwner | null;
  cart: CartRow | null;
  lines: CartLine[];
  coupon: CouponRow | null;
  carriers: CarrierRow[];
  totals: CartTotals;
}

export async function loadCartState(db: Db | Tx, owner: CartOwner | null, now = new Date()): Promise<CartState> {
  const cart = await findCart(db, owner);
  const [lines, coupon, carrierRows] = await Promise.all([
    cart ? loadCartLines(db, cart.id) : Promise.resolve([]),
    findCoupon(db, cart?.couponCode),
    listCarriers(db),
  ]);
  const totals = computeTotals({ lines, coupon, carriers: carrierRows, selectedCarrier: cart?.shippingOption ?? null, now });
  return { owner, cart, lines, coupon, carriers: carrierRows, totals };
}

export function cartCanOrder(state: CartState): boolean {
  return state.lines.length > 0 && state.lines.every(lineOrderable);
}

function discountMessage(state: CartState, language: Language): string | null {
  if (!state.cart?.couponCode) return null;
  const problem = state.totals.couponProblem;
  if (!problem) return translate(language, 'ui.coupon.applied');
  return translate(language, problem.code, problem.minOrderKurus !== undefined ? { min: formatKurus(problem.minOrderKurus, language) } : undefined);
}

export async function cartView(db: Db | Tx, state: CartState, language: Language): Promise<Cart> {
  const { lines, totals, cart, owner } = state;
  const [paths, specs] = await Promise.all([
    categoryPaths(db, lines.map((l) => l.primaryCategoryId), language),
    productSpecifications(db, lines.map((l) => l.productId), language),
  ]);
  const items: CartItem[] = lines.map((line) => {
    const name = localized(language, line.name, line.nameEn);
    const lineTotal = line.priceKurus * line.quantity;
    const saving = line.oldPriceKurus && line.oldPriceKurus > line.priceKurus ? (line.oldPriceKurus - line.priceKurus) * line.quantity : 0;
    return {
      id: line.itemId,
      productId: line.productId,
      // The variant's sku (equal to the product's for a product without options), as order lines
      // carry it; productsBySkus resolves both.
      sku: line.variantSku,
      optionCode: line.optionCode,
      productName: name,
      productSeName: line.seName,
      quantity: line.quantity,
      maxQuantity: Math.max(line.stock, 0),
      selectedAttributeId: line.attributeId,
      selectedAttributes: line.attributeId !== null ? [line.variantId] : [],
      isGiftPackage: line.isGiftPackage,
      giftPackageEligible: line.giftPackageEligible,
      unitPrice: formatKurus(line.priceKurus, language),
      unitPriceValue: kurusToLira(line.priceKurus),
      firstPriceValue: kurusToLira(line.oldPriceKurus ?? line.priceKurus),
      discount: saving ? formatKurus(saving, language) : null,
      attributeInfo: attributeInfo(localized(language, line.attributeName ?? '', line.attributeNameEn) || null, line.valueName),
      picture: linePicture(line.productId, name),
      breadcrumb: { categoryBreadcrumb: paths.get(line.primaryCategoryId) ?? [] },
      specificationAttributeModels: specs.get(line.productId) ?? [],
      genericAttributes: [
        { key: 'ProductSku', value: line.sku },
        ...(line.collection ? [{ key: 'Collection', value: line.collection }] : []),
      ],
      subTotal: formatKurus(lineTotal, language),
      subTotalValue: kurusToLira(lineTotal),
    };
  });
  const loggedIn = owner?.isRegistered ?? false;
  return {
    cartCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    items,
    giftPackageBox: { display: loggedIn && lines.some((l) => l.giftPackageEligible), note: cart?.giftNote ?? null },
    discountBox: {
      isApplied: Boolean(cart?.couponCode),
      message: discountMessage(state, language),
      appliedDiscountsWithCodes: cart?.couponCode ? [{ couponCode: cart.couponCode }] : [],
    },
    orderTotal: {
      subTotal: formatKurus(totals.subtotalKurus, language),
      subTotalValue: kurusToLira(totals.subtotalKurus),
      orderTotalDiscount: totals.discountKurus ? formatKurus(totals.discountKurus, language) : null,
      orderTotalDiscountValue: kurusToLira(totals.discountKurus),
      shipping: formatKurus(totals.shippingKurus, language),
      shippingValue: kurusToLira(totals.shippingKurus),
      isFreeShipping: lines.length > 0 && totals.shippingKurus === 0,
      orderTotal: formatKurus(totals.totalKurus, language),
      orderTotalValue: kurusToLira(totals.totalKurus),
    },
    showCheckoutAsGuestButton: owner?.customerId == null && lines.length > 0,
    guestData: owner?.guestData ?? null,
    shippingAddressId: cart?.shippingAddressId ?? null,
    billingAddressId: effectiveBillingAddressId(cart),
    billingSameAsShipping: cart?.billingSameAsShipping ?? true,
    selectedShippingOption: cart?.shippingOption ?? null,
    canOrder: cartCanOrder(state),
  };
}

/** The cart as the owner sees it now (an empty cart for an owner who has none). */
export async function currentCartView(db: Db | Tx, owner: CartOwner | null, language: Language): Promise<Cart> {
  return cartView(db, await loadCartState(db, owner), language);
}
