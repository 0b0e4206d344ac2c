// Orders as the contract shows them: OrderSummary for the list, OrderDetail for one order, with
// per-line cancel/return flags, reasons and request info, the notes and the contract texts the
// shopper accepted. Texts answer in the request's language: product and attribute names, status
// texts, reasons and notes (English columns, Turkish when a row has no English). Refunded amounts
// are the recorded refunds (orders.refunded_kurus: the sum of the money given back).
import { asc, eq, inArray } from 'drizzle-orm';
import { formatKurus, kurusToLira, type Address, type Language, type OrderContract, type OrderDetail, type OrderItem, type OrderSummary } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { attributeDefinitions, itemRequests, orderItems, orderNotes, orders, productVariants, products, requestReasons } from '../../db/schema.js';
import { safeHtmlOnce } from '../../security/safe-html.js';
import { linePicture, localized } from '../cart/product-presentation.js';
import { COUNTRY_NAME } from '../checkout/checkout-address.js';
import { paymentTermsView, recordedTerms } from '../payment/payment-terms.js';
import { canCancelLine, canReturnLine, type LineFacts } from './order-rules.js';
import { orderStatusEnum, statusText } from './order-status.js';

export type OrderRow = typeof orders.$inferSelect;

interface Related {
  items: Map<number, (typeof orderItems.$inferSelect)[]>;
  requests: Map<number, typeof itemRequests.$inferSelect>;
  englishNames: Map<number, string>;
  /** English attribute names by variant id (language en only). */
  englishAttributes: Map<number, string>;
  cancelReasons: { id: number; name: string }[];
  returnReasons: { id: number; name: string }[];
}

async function loadRelated(db: Db, orderIds: number[], language: Language): Promise<Related> {
  const items = new Map<number, (typeof orderItems.$inferSelect)[]>();
  const requests = new Map<number, typeof itemRequests.$inferSelect>();
  const englishNames = new Map<number, string>();
  const englishAttributes = new Map<number, string>();
  const reasons = await db.select().from(requestReasons).orderBy(asc(requestReasons.id));
  const named = (kind: string) => reasons.filter((r) => r.kind === kind).map((r) => ({ id: r.id, name: localized(language, r.name, r.nameEn) }));
  if (orderIds.length) {
    const lines = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
    for (const line of lines) items.set(line.orderId, [...(items.get(line.orderId) ?? []), line]);
    for (const r of await db.select().from(itemRequests).where(inArray(itemRequests.orderId, orderIds))) requests.set(r.orderItemId, r);
    if (language === 'en' && lines.length) {
      const ids = [...new Set(lines.map((l) => l.productId))];
      for (const p of await db.select({ id: products.id, nameEn: products.nameEn }).from(products).where(inArray(products.id, ids))) englishNames.set(p.id, p.nameEn);
      const variantIds = [...new Set(lines.filter((l) => l.attributeInfo).map((l) => l.variantId))];
      if (variantIds.length) {
        const rows = await db
          .select({ variantId: productVariants.id, nameEn: attributeDefinitions.nameEn })
          .from(productVariants)
          .innerJoin(attributeDefinitions, eq(attributeDefinitions.id, productVariants.attributeId))
          .where(inArray(productVariants.id, variantIds));
        for (const r of rows) if (r.nameEn) englishAttributes.set(r.variantId, r.nameEn);
      }
    }
  }
  return { items, requests, englishNames, englishAttributes, cancelReasons: named('CANCEL'), returnReasons: named('RETURN') };
}

/**
 * A line's 'Name:Value' text in the reader's language. Lines keep the Turkish text they were
 * ordered with; in English the attribute's English name replaces the name part (the value, a
 * size or a length, reads the same in both).
 */
function lineAttributeInfo(line: typeof orderItems.$inferSelect, rel: Related, language: Language): string | null {
  const stored = line.attributeInfo;
  if (!stored || language !== 'en') return stored;
  const nameEn = rel.englishAttributes.get(line.variantId);
  const colon = stored.indexOf(':');
  return nameEn && colon >= 0 ? `${nameEn}:${stored.slice(colon + 1)}` : stored;
}

function itemView(order: OrderRow, line: typeof orderItems.$inferSelect, rel: Related, language: Language, now: Date): OrderItem {
  const request = rel.requests.get(line.id);
  const facts: LineFacts = { orderStatus: order.status, itemStatus: line.status, deliveredAt: order.deliveredAt, hasRequest: Boolean(request) };
  const canCancel = canCancelLine(facts);
  const canReturn = canReturnLine(facts, now);
  const name = (language === 'en' && rel.englishNames.get(line.productId)) || line.productName;
  return {
    id: line.id,
    orderItemLineId: line.id,
    productId: line.productId,
    sku: line.sku,
    productName: name,
    productSeName: line.productSeName,
    quantity: line.quantity,
    unitPrice: formatKurus(line.unitPriceKurus, language),
    unitPriceValue: kurusToLira(line.unitPriceKurus),
    subTotal: formatKurus(line.unitPriceKurus * line.quantity, language),
    attributeInfo: lineAttributeInfo(line, rel, language),
    picture: linePicture(line.productId, name),
    status: statusText(line.status, language),
    isGiftPackage: line.isGiftPackage,
    userCanPartialCancel: canCancel,
    userCanPartialReturn: canReturn,
    availableCancelReasons: canCancel ? rel.cancelReasons : [],
    availableReturnReasons: canReturn ? rel.returnReasons : [],
    // the cargo code exists once the staff approved the return; a rejection carries its reason
    returnRequest: request?.kind === 'RETURN' ? { returnCargoFirm: request.cargoFirm, returnCargoCode: request.cargoCode, status: request.status, rejectionReason: request.rejectionReason } : null,
    cancelRequest: request?.kind === 'CANCEL' ? { status: request.status, rejectionReason: request.rejectionReason } : null,
  };
}

function summaryView(order: OrderRow, rel: Related, language: Language, now: Date): OrderSummary {
  const items = (rel.items.get(order.id) ?? []).map((line) => itemView(order, line, rel, language, now));
  const refunded = order.refundedKurus;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdOn: order.createdAt.toISOString(),
    orderStatus: statusText(order.status, language),
    orderStatusEnum: orderStatusEnum(order.status),
    isReturnRequestAllowed: items.some((i) => i.userCanPartialCancel || i.userCanPartialReturn),
    orderTotal: formatKurus(order.totalKurus, language),
    refundedAmount: refunded > 0 ? formatKurus(refunded, language) : null,
    netTotal: formatKurus(order.totalKurus - refunded, language),
    items,
  };
}

export async function orderSummaries(db: Db, rows: OrderRow[], language: Language, now = new Date()): Promise<OrderSummary[]> {
  const rel = await loadRelated(db, rows.map((o) => o.id), language);
  return rows.map((o) => summaryView(o, rel, language, now));
}

/** An address snapshot stored with the order, read defensively (older rows may lack fields). */
function addressSnapshot(value: Record<string, unknown> | null): Address | null {
  if (!value) return null;
  const s = (k: string) => (typeof value[k] === 'string' ? (value[k] as string) : '');
  const n = (k: string) => (typeof value[k] === 'number' ? (value[k] as number) : 0);
  return {
    id: n('id'),
    title: s('title'),
    firstName: s('firstName'),
    lastName: s('lastName'),
    phoneNumber: s('phoneNumber'),
    email: s('email') || null,
    cityId: n('cityId'),
    city: s('city'),
    regionId: n('regionId'),
    region: s('region'),
    neighborhoodId: n('neighborhoodId'),
    neighborhood: s('neighborhood'),
    address1: s('address1'),
    address2: s('address2') || null,
    zipPostalCode: s('zipPostalCode'),
    country: s('country') || COUNTRY_NAME,
    isDefaultBilling: value.isDefaultBilling === true,
    isDefaultShipping: value.isDefaultShipping === true,
  };
}

export async function orderDetailView(db: Db, order: OrderRow, language: Language, now = new Date()): Promise<OrderDetail> {
  const rel = await loadRelated(db, [order.id], language);
  const summary = summaryView(order, rel, language, now);
  const notes = await db.select().from(orderNotes).where(inArray(orderNotes.orderId, [order.id])).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  const refunded = order.refundedKurus;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderStatus: summary.orderStatus,
    orderStatusEnum: summary.orderStatusEnum,
    isReturnRequestAllowed: summary.isReturnRequestAllowed,
    shippingMethod: order.shippingMethod,
    followUrl: order.followUrl,
    createdOn: summary.createdOn,
    orderTotal: summary.orderTotal,
    orderSubtotal: formatKurus(order.subtotalKurus, language),
    orderShipping: formatKurus(order.shippingKurus, language),
    orderTotalDiscount: order.discountKurus ? formatKurus(order.discountKurus, language) : null,
    tax: formatKurus(order.taxKurus, language),
    items: summary.items,
    shippingAddress: addressSnapshot(order.shippingAddress),
    billingAddress: addressSnapshot(order.billingAddress),
    bankName: order.bankName,
    customValues: { InstallmentCount: order.installmentCount },
    genericAttributes: { GiftPackageNote: order.giftNote, BankName: order.bankName, CardFamily: order.cardFamily },
    orderNotes: notes.map((n) => ({ note: localized(language, n.note, n.noteEn), createdOn: n.createdAt.toISOString() })),
    giftCards: order.couponCode ? [{ couponCode: order.couponCode }] : [],
    contracts: acceptedContracts(order.contracts),
    paymentTerms: paymentTermsView(recordedTerms(order), language),
    refundedAmount: summary.refundedAmount,
    refundedAmountValue: kurusToLira(refunded),
    netTotal: summary.netTotal,
    netTotalValue: kurusToLira(order.totalKurus - refunded),
  };
}

/**
 * The contract texts stored with the order (as accepted at payment), read defensively. The
 * account shows them as HTML, so they leave cleaned (safe-html.ts). Texts stored since the API
 * cleans contracts are already clean and come out unchanged (cleaning is idempotent), still
 * matching their version; an older stored text is shown cleaned, the stored record untouched.
 */
function acceptedContracts(value: unknown): OrderContract[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c: Record<string, unknown> | null) =>
    c && typeof c.widgetZone === 'string' && typeof c.hTML === 'string'
      ? [{ widgetZone: c.widgetZone, hTML: safeHtmlOnce(c.hTML), version: typeof c.version === 'string' ? c.version : '', acceptedOn: typeof c.acceptedOn === 'string' ? c.acceptedOn : '' }]
      : [],
  );
}
