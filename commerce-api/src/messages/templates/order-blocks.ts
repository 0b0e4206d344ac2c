// The parts of an order every order message shows, built from the order as the account page
// shows it (OrderDetail, in the reader's language): the lines with their pictures, the figures
// (subtotal, coupon, shipping, interest, total, instalments and bank), the carrier, the gift
// note and the two addresses.
import { formatKurus, formatPhone, type Address, type Language, type OrderDetail, type OrderItem } from 'shared-contracts/server';
import { shopAsset, type ShopIdentity } from '../shop-identity.js';
import type { Block, OrderLineBlock } from './layout.js';
import { textsFor } from './message-texts.js';

/** An order as the messages receive it: the account's OrderDetail and who placed it. */
export interface OrderFacts {
  detail: OrderDetail;
  /** the first name the greeting uses (the billing address's for a guest) */
  firstName: string | null;
}

/** "Yüzük Ölçüsü:14" reads "Yüzük Ölçüsü: 14". */
function variantText(attributeInfo: string | null): string | null {
  if (!attributeInfo) return null;
  const colon = attributeInfo.indexOf(':');
  return colon < 0 ? attributeInfo : `${attributeInfo.slice(0, colon).trim()}: ${attributeInfo.slice(colon + 1).trim()}`;
}

export function lineBlock(shop: ShopIdentity, language: Language, item: OrderItem, extra: string[] = []): OrderLineBlock {
  const t = textsFor(language).order;
  return {
    name: item.productName,
    variant: variantText(item.attributeInfo),
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    lineTotal: item.subTotal,
    imageUrl: shopAsset(shop, item.picture.thumbImageUrl),
    extra: [...(item.isGiftPackage ? [t.giftPackage] : []), ...extra],
  };
}

export function linesBlock(shop: ShopIdentity, language: Language, title: string, items: OrderItem[], extra: (item: OrderItem) => string[] = () => []): Block {
  return { kind: 'lines', title, quantityLabel: textsFor(language).order.quantity, lines: items.map((item) => lineBlock(shop, language, item, extra(item))) };
}

function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/** Order number and date. */
export function orderHeadBlock(language: Language, detail: OrderDetail): Block {
  const t = textsFor(language).order;
  return {
    kind: 'figures',
    rows: [
      { label: t.number, value: detail.orderNumber, strong: true },
      { label: t.date, value: formatDate(detail.createdOn, language) },
    ],
  };
}

/** The payment line: single payment, or the count and each instalment. */
export function paymentPlan(language: Language, detail: OrderDetail): string {
  const t = textsFor(language).order;
  const terms = detail.paymentTerms;
  return terms && terms.installmentCount > 1 ? t.instalments(terms.installmentCount, terms.installmentPrice) : t.singlePayment;
}

/** Subtotal, discount with the coupon, shipping, instalment interest, total, payment, bank, carrier. */
export function orderFiguresBlock(language: Language, detail: OrderDetail): Block {
  const t = textsFor(language).order;
  const terms = detail.paymentTerms;
  const coupon = detail.giftCards[0]?.couponCode ?? null;
  const free = detail.orderShipping === formatKurus(0, language);
  const bank = [detail.bankName, terms?.cardFamily].filter(Boolean).join(' ');
  const rows: { label: string; value: string; strong?: boolean }[] = [{ label: t.subtotal, value: detail.orderSubtotal }];
  if (detail.orderTotalDiscount) rows.push({ label: t.discount(coupon), value: `-${detail.orderTotalDiscount}` });
  rows.push({ label: t.shipping, value: free ? t.freeShipping : detail.orderShipping });
  if (terms && terms.interestValue > 0) rows.push({ label: t.interest, value: terms.interest });
  rows.push({ label: t.total, value: detail.orderTotal, strong: true });
  rows.push({ label: t.payment, value: paymentPlan(language, detail) });
  if (bank) rows.push({ label: t.bank, value: bank });
  if (detail.shippingMethod) rows.push({ label: t.carrier, value: detail.shippingMethod });
  return { kind: 'figures', rows };
}

function addressText(a: Address): string {
  const name = `${a.firstName} ${a.lastName}`.trim();
  const street = [a.address1, a.address2].filter(Boolean).join(' ');
  return [name, street, `${a.neighborhood}, ${a.region} / ${a.city} ${a.zipPostalCode}`, a.country, a.phoneNumber ? formatPhone(a.phoneNumber) : '', a.email ?? ''].filter((l) => l && l.trim()).join('\n');
}

/** The gift note (when there is one) and the delivery and billing addresses. */
export function orderAddressBlocks(language: Language, detail: OrderDetail): Block[] {
  const t = textsFor(language).order;
  const gift = detail.genericAttributes?.GiftPackageNote;
  const blocks: Block[] = [];
  if (gift) blocks.push({ kind: 'quote', title: t.giftNote, text: gift });
  if (detail.shippingAddress) blocks.push({ kind: 'quote', title: t.shippingAddress, text: addressText(detail.shippingAddress) });
  if (detail.billingAddress) blocks.push({ kind: 'quote', title: t.billingAddress, text: addressText(detail.billingAddress) });
  return blocks;
}
