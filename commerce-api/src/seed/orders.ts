// Orders: the demo customers' orders in every status of spec section 4 (with notes, address
// snapshots, card data, tracking links and cancel/return requests), and generated past orders of
// generated buyers in which pieces of one design family are bought together — the co-occurrence
// the "bought together" recommendation reads.
//
// Seeded order numbers are '70' + the order id padded to 6 digits (e.g. 70000012).
// Item status follows the order's, except in MIX orders (one item RETURNED, the rest DELIVERED).
// Requests (item_requests): status APPROVED once handled, PENDING while waiting.
import type { itemRequests, orderItems, orderNotes, orders } from '../db/schema.js';
import * as t from '../db/schema.js';
import type { IdAllocator } from './batch-insert.js';
import type { AddressSnapshot } from './addresses.js';
import { FAMILY_SIZE, type ProductSummary } from './catalogue.js';
import { carrierRows } from './checkout-reference.js';
import { Rng } from './prng.js';
import { lineRefundShares, REFUNDED_LINE_STATUSES } from '../domains/orders/order-refund.js';

const DAY = 86_400_000;
const VAT_RATE = 0.2;

export type OrderStatus = 'PROCESSING' | 'PENDING' | 'INVOICED' | 'SHIPPED' | 'DELIVERED' | 'COMPLETE' | 'CANCELLED' | 'MIX' | 'RECEIVEDBYTHESTORE' | 'RETURNED';

export interface ReasonIds {
  cancel: number[];
  return: number[];
}

interface LinePlan {
  product: ProductSummary;
  variant: number;
  quantity: number;
  status: string;
  gift?: boolean;
}

interface RequestPlan {
  line: number;
  kind: 'CANCEL' | 'RETURN';
  reasonId: number;
  status: 'PENDING' | 'APPROVED';
  note?: string;
  cargo?: boolean;
}

interface OrderPlan {
  customerId: number;
  status: OrderStatus;
  createdAt: Date;
  deliveredAt: Date | null;
  lines: LinePlan[];
  carrier: string;
  couponCode?: string;
  discountPercent?: number;
  giftNote?: string;
  installments: number;
  bank: [string, string];
  shipping: AddressSnapshot;
  billing: AddressSnapshot;
  notes: { note: string; at: Date }[];
  requests: RequestPlan[];
}

export interface OrderRows {
  orders: (typeof orders.$inferInsert)[];
  items: (typeof orderItems.$inferInsert)[];
  notes: (typeof orderNotes.$inferInsert)[];
  requests: (typeof itemRequests.$inferInsert)[];
}

const BANKS: [string, string][] = [
  ['Garanti BBVA', 'Bonus'],
  ['Yapı Kredi', 'World'],
  ['İş Bankası', 'Maximum'],
  ['Akbank', 'Axess'],
  ['QNB', 'CardFinans'],
  ['Ziraat Bankası', 'Bankkart'],
];

const CARRIERS = new Map(carrierRows().map((c) => [c.name, c]));

export function orderNumber(id: number): string {
  return `70${String(id).padStart(6, '0')}`;
}

function trackingCode(orderId: number): string {
  return String(100000000 + ((orderId * 7919) % 900000000));
}

const SHIPPED_OR_LATER = new Set<OrderStatus>(['SHIPPED', 'DELIVERED', 'COMPLETE', 'MIX', 'RECEIVEDBYTHESTORE', 'RETURNED']);

function build(plan: OrderPlan, ids: IdAllocator, out: OrderRows): void {
  const id = ids.take(t.orders);
  const carrier = CARRIERS.get(plan.carrier)!;
  const subtotal = plan.lines.reduce((s, l) => s + l.product.priceKurus * l.quantity, 0);
  const discount = plan.discountPercent ? Math.round((subtotal * plan.discountPercent) / 100) : 0;
  const shipping = carrier.freeAboveKurus != null && subtotal >= carrier.freeAboveKurus ? 0 : carrier.rateKurus;
  const total = subtotal - discount + shipping;
  const followUrl = SHIPPED_OR_LATER.has(plan.status) && carrier.trackingUrlTemplate ? carrier.trackingUrlTemplate.replace('{code}', trackingCode(id)) : null;
  out.orders.push({
    id,
    orderNumber: orderNumber(id),
    customerId: plan.customerId,
    paymentId: null,
    status: plan.status,
    subtotalKurus: subtotal,
    discountKurus: discount,
    shippingKurus: shipping,
    taxKurus: Math.round(total - total / (1 + VAT_RATE)),
    totalKurus: total,
    couponCode: plan.couponCode ?? null,
    shippingMethod: carrier.name,
    followUrl,
    shippingAddress: plan.shipping,
    billingAddress: plan.billing,
    bankName: plan.bank[0],
    cardFamily: plan.bank[1],
    installmentCount: plan.installments,
    giftNote: plan.giftNote ?? null,
    deliveredAt: plan.deliveredAt,
    createdAt: plan.createdAt,
  });
  const itemIds = plan.lines.map((line) => {
    const itemId = ids.take(t.orderItems);
    const variant = line.product.variants[line.variant] ?? line.product.variants[0]!;
    out.items.push({
      id: itemId,
      orderId: id,
      productId: line.product.id,
      variantId: variant.id,
      sku: variant.sku,
      productName: line.product.name,
      productSeName: line.product.seName,
      attributeInfo: variant.attributeInfo,
      quantity: line.quantity,
      unitPriceKurus: line.product.priceKurus,
      isGiftPackage: line.gift ?? false,
      status: line.status,
    });
    return itemId;
  });
  // what the seeded cancelled and returned lines gave back, as the refunds would have recorded it
  const lines = out.items.slice(-itemIds.length);
  const shares = lineRefundShares(
    { discountKurus: discount, interestKurus: 0, totalKurus: total, refundedKurus: 0, lines: lines.map((l) => ({ id: l.id!, unitPriceKurus: l.unitPriceKurus, quantity: l.quantity, refundedKurus: 0 })) },
    lines.filter((l) => REFUNDED_LINE_STATUSES.has(l.status)).map((l) => l.id!),
  );
  for (const line of lines) line.refundedKurus = shares.get(line.id!) ?? 0;
  out.orders.at(-1)!.refundedKurus = [...shares.values()].reduce((a, b) => a + b, 0);
  for (const n of plan.notes) out.notes.push({ orderId: id, note: n.note, createdAt: n.at });
  for (const r of plan.requests) {
    out.requests.push({
      kind: r.kind,
      orderId: id,
      orderItemId: itemIds[r.line]!,
      reasonId: r.reasonId,
      note: r.note ?? null,
      status: r.status,
      cargoFirm: r.cargo ? 'Yurtiçi Kargo' : null,
      cargoCode: r.cargo ? `IADE${trackingCode(itemIds[r.line]!)}` : null,
      createdAt: new Date(plan.createdAt.getTime() + 2 * DAY),
    });
  }
}

function lifecycleNotes(status: OrderStatus, createdAt: Date, deliveredAt: Date | null, carrier: string): { note: string; at: Date }[] {
  const notes = [{ note: 'Siparişiniz alındı.', at: createdAt }];
  if (status === 'PENDING') return notes;
  notes.push({ note: 'Ödemeniz onaylandı, siparişiniz hazırlanıyor.', at: new Date(createdAt.getTime() + 2 * 3600_000) });
  if (status === 'CANCELLED') return [...notes, { note: 'Siparişiniz iptal edildi, ödemeniz kartınıza iade edildi.', at: new Date(createdAt.getTime() + DAY) }];
  if (status === 'PROCESSING') return notes;
  notes.push({ note: 'Faturanız oluşturuldu.', at: new Date(createdAt.getTime() + 0.5 * DAY) });
  if (status === 'INVOICED') return notes;
  notes.push({ note: `Siparişiniz ${carrier} ile kargoya verildi.`, at: new Date(createdAt.getTime() + DAY) });
  if (deliveredAt) notes.push({ note: 'Siparişiniz teslim edildi.', at: deliveredAt });
  if (status === 'RECEIVEDBYTHESTORE') notes.push({ note: 'İade ettiğiniz ürün mağazamıza ulaştı, inceleniyor.', at: new Date(deliveredAt!.getTime() + 3 * DAY) });
  if (status === 'RETURNED') notes.push({ note: 'İadeniz onaylandı, ücret kartınıza iade edildi.', at: new Date(deliveredAt!.getTime() + 5 * DAY) });
  if (status === 'MIX') notes.push({ note: 'Siparişinizdeki bir ürünün iadesi onaylandı.', at: new Date(deliveredAt!.getTime() + 3 * DAY) });
  return notes;
}

interface DemoOrderSeed {
  status: OrderStatus;
  daysAgo: number;
  deliveredDaysAgo?: number;
  /** Offsets into the in-stock products reserved for demo orders. */
  products: number[];
  itemStatuses?: string[];
  carrier: string;
  couponCode?: string;
  discountPercent?: number;
  giftNote?: string;
  gift?: boolean;
  installments?: number;
  requests?: (Omit<RequestPlan, 'reasonId'> & { reason: number })[];
  address?: number;
}

/** The demo account's orders, oldest first: every status, one of each return/cancel situation. */
const DEMO_ORDERS: DemoOrderSeed[] = [
  { status: 'COMPLETE', daysAgo: 75, deliveredDaysAgo: 71, products: [0, 1], carrier: 'Yurtiçi Kargo', installments: 3 },
  { status: 'RETURNED', daysAgo: 50, deliveredDaysAgo: 46, products: [2], itemStatuses: ['RETURNED'], carrier: 'Aras Kargo', requests: [{ line: 0, kind: 'RETURN', reason: 1, status: 'APPROVED', note: 'Parmağıma büyük geldi.', cargo: true }] },
  // Delivered more than 15 days ago: outside the return window.
  { status: 'DELIVERED', daysAgo: 40, deliveredDaysAgo: 36, products: [3, 4], carrier: 'MNG Kargo' },
  { status: 'CANCELLED', daysAgo: 25, products: [5, 6], itemStatuses: ['CANCELLED', 'CANCELLED'], carrier: 'Yurtiçi Kargo', requests: [{ line: 0, kind: 'CANCEL', reason: 0, status: 'APPROVED' }, { line: 1, kind: 'CANCEL', reason: 0, status: 'APPROVED' }] },
  { status: 'RECEIVEDBYTHESTORE', daysAgo: 14, deliveredDaysAgo: 11, products: [7], itemStatuses: ['RECEIVEDBYTHESTORE'], carrier: 'Yurtiçi Kargo', requests: [{ line: 0, kind: 'RETURN', reason: 2, status: 'PENDING', cargo: true }] },
  // Partly returned: the first item went back, the other two can still be returned.
  { status: 'MIX', daysAgo: 9, deliveredDaysAgo: 6, products: [8, 9, 10], itemStatuses: ['RETURNED', 'DELIVERED', 'DELIVERED'], carrier: 'Aras Kargo', installments: 6, requests: [{ line: 0, kind: 'RETURN', reason: 0, status: 'APPROVED', note: 'Kutusu ezik geldi.', cargo: true }] },
  // Delivered 5 days ago: inside the 15-day window, every item returnable.
  { status: 'DELIVERED', daysAgo: 8, deliveredDaysAgo: 5, products: [11, 12], carrier: 'TEM', couponCode: 'HOSGELDIN10', discountPercent: 10, giftNote: 'Doğum günün kutlu olsun! Sevgilerle.', gift: true },
  { status: 'SHIPPED', daysAgo: 4, products: [13], carrier: 'Yurtiçi Kargo', address: 1 },
  { status: 'INVOICED', daysAgo: 3, products: [14, 15], carrier: 'MNG Kargo' },
  { status: 'PROCESSING', daysAgo: 2, products: [16], carrier: 'Aras Kargo', installments: 3 },
  // Just placed: its items can still be cancelled.
  { status: 'PENDING', daysAgo: 0.25, products: [17, 18], carrier: 'Yurtiçi Kargo' },
];

const SECOND_ORDERS: DemoOrderSeed[] = [
  { status: 'DELIVERED', daysAgo: 7, deliveredDaysAgo: 4, products: [19, 20], carrier: 'Aras Kargo' },
  { status: 'PENDING', daysAgo: 1, products: [21], carrier: 'MNG Kargo' },
];

export function demoOrders(
  customers: { demo: number; second: number },
  addresses: { demo: AddressSnapshot[]; second: AddressSnapshot[] },
  inStock: ProductSummary[],
  reasons: ReasonIds,
  ids: IdAllocator,
  now: Date,
  out: OrderRows,
): void {
  const plan = (customerId: number, book: AddressSnapshot[], seed: DemoOrderSeed, index: number): OrderPlan => {
    const createdAt = new Date(now.getTime() - seed.daysAgo * DAY);
    const deliveredAt = seed.deliveredDaysAgo === undefined ? null : new Date(now.getTime() - seed.deliveredDaysAgo * DAY);
    const address = book[seed.address ?? 0]!;
    return {
      customerId,
      status: seed.status,
      createdAt,
      deliveredAt,
      lines: seed.products.map((p, i) => {
        const product = inStock[p % inStock.length]!;
        const variant = product.variants.findIndex((v) => v.stock > 0);
        return { product, variant: Math.max(0, variant), quantity: i === 0 && seed.products.length === 1 ? 1 : 1 + (p % 2), status: seed.itemStatuses?.[i] ?? seed.status, gift: seed.gift && i === 0 };
      }),
      carrier: seed.carrier,
      couponCode: seed.couponCode,
      discountPercent: seed.discountPercent,
      giftNote: seed.giftNote,
      installments: seed.installments ?? 1,
      bank: BANKS[index % BANKS.length]!,
      shipping: address,
      billing: address,
      notes: lifecycleNotes(seed.status, createdAt, deliveredAt, seed.carrier),
      requests: (seed.requests ?? []).map((r) => ({ ...r, reasonId: (r.kind === 'CANCEL' ? reasons.cancel : reasons.return)[r.reason]! })),
    };
  };
  DEMO_ORDERS.forEach((seed, i) => build(plan(customers.demo, addresses.demo, seed, i), ids, out));
  SECOND_ORDERS.forEach((seed, i) => build(plan(customers.second, addresses.second, seed, i + 3), ids, out));
}

/**
 * Past orders of generated buyers. Each starts from one product and, three times in four, adds
 * one or two pieces of the same design family (neighbouring products share a motif), so the
 * family's pieces co-occur in orders.
 */
export function generatedOrders(
  buyers: { id: number; address: AddressSnapshot }[],
  products: ProductSummary[],
  count: number,
  ids: IdAllocator,
  now: Date,
  out: OrderRows,
): void {
  const carriers = [...CARRIERS.keys()];
  for (let n = 0; n < count; n++) {
    const rng = Rng.for('order', n);
    const buyer = buyers[n % buyers.length]!;
    // Popular products are bought more often: sample a few and keep the most popular.
    const candidates = [0, 1, 2].map(() => rng.int(0, products.length - 1));
    const anchor = products[candidates.reduce((best, i) => (products[i]!.popularity > products[best]!.popularity ? i : best))]!;
    const familyStart = anchor.family * FAMILY_SIZE;
    const family = products.slice(familyStart, familyStart + FAMILY_SIZE).filter((p) => p.id !== anchor.id);
    const companions = rng.chance(0.75) ? rng.sample(family, rng.int(1, 2)) : [];
    const status = rng.weighted([['COMPLETE', 80], ['DELIVERED', 15], ['CANCELLED', 5]] as const);
    const createdAt = new Date(now.getTime() - rng.int(20, 700) * DAY - rng.int(0, 86_399) * 1000);
    const deliveredAt = status === 'CANCELLED' ? null : new Date(createdAt.getTime() + rng.int(1, 4) * DAY);
    const carrier = rng.pick(carriers);
    build(
      {
        customerId: buyer.id,
        status,
        createdAt,
        deliveredAt,
        lines: [anchor, ...companions].map((product) => ({ product, variant: rng.int(0, product.variants.length - 1), quantity: rng.chance(0.9) ? 1 : 2, status })),
        carrier,
        installments: rng.pick([1, 1, 1, 3, 6]),
        bank: rng.pick(BANKS),
        shipping: buyer.address,
        billing: buyer.address,
        notes: lifecycleNotes(status, createdAt, deliveredAt, carrier),
        requests: [],
      },
      ids,
      out,
    );
  }
}
