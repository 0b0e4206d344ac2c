// Orders as the staff API shows them: a list row (StaffOrderRow), the full order (StaffOrder:
// lines, payment and refunds, addresses, contracts, timeline, allowed actions) and a request
// (ItemRequest). Built from a few batched queries, never one query per line.
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { ItemRequest, Money, OrderAction as ApiOrderAction, OrderStatus, StaffOrder, StaffOrderCustomer, StaffOrderRow, TimelineEntry } from 'shared-contracts/admin';
import { formatKurus, kurusToLira, RETURN_WINDOW_DAYS, type Language } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { carriers, customers, itemRequests, orderItems, orderNotes, orders, orderTransitions, outbox, paymentRefunds, payments, requestReasons, staffAccounts, stores } from '../../db/schema.js';
import { lineRefundShares } from '../orders/order-refund.js';
import { orderStatusEnum, statusText } from '../orders/order-status.js';
import { hasPermission, type Permission } from '../staff/permissions.js';
import type { StaffActor } from '../staff/staff-context.js';
import { possibleActions } from './order-state-machine.js';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;
type RequestRow = typeof itemRequests.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

const DAY_MS = 24 * 3600 * 1000;

export function money(kurus: number, language: Language): Money {
  return { value: kurusToLira(kurus), text: formatKurus(kurus, language) };
}

export function customerView(c: Pick<CustomerRow, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'isGuest'> | undefined, order: OrderRow): StaffOrderCustomer {
  const billing = (order.billingAddress ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const name = [c?.firstName ?? str(billing.firstName), c?.lastName ?? str(billing.lastName)].filter(Boolean).join(' ') || null;
  return { id: order.customerId, name, email: c?.email ?? str(billing.email), phone: c?.phone ?? str(billing.phoneNumber), isGuest: c?.isGuest ?? true };
}

async function customersById(db: Db, ids: number[]): Promise<Map<number, CustomerRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(customers).where(inArray(customers.id, [...new Set(ids)]));
  return new Map(rows.map((c) => [c.id, c]));
}

/** List rows for a page of orders (line counts and open requests in two grouped queries). */
export async function orderRows(db: Db, rows: OrderRow[], language: Language): Promise<StaffOrderRow[]> {
  const ids = rows.map((o) => o.id);
  const counts = new Map<number, number>();
  const open = new Map<number, number>();
  if (ids.length) {
    for (const r of await db.select({ orderId: orderItems.orderId, n: sql<number>`count(*)::int` }).from(orderItems).where(inArray(orderItems.orderId, ids)).groupBy(orderItems.orderId)) counts.set(r.orderId, r.n);
    for (const r of await db
      .select({ orderId: itemRequests.orderId, n: sql<number>`count(*)::int` })
      .from(itemRequests)
      .where(and(inArray(itemRequests.orderId, ids), inArray(itemRequests.status, ['PENDING', 'APPROVED', 'RECEIVED'])))
      .groupBy(itemRequests.orderId))
      open.set(r.orderId, r.n);
  }
  const people = await customersById(db, rows.map((o) => o.customerId));
  return rows.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    status: orderStatusEnum(o.status) as OrderStatus,
    statusText: statusText(o.status, language),
    createdOn: o.createdAt.toISOString(),
    customer: customerView(people.get(o.customerId), o),
    total: money(o.totalKurus, language),
    refunded: money(o.refundedKurus, language),
    itemCount: counts.get(o.id) ?? 0,
    bankName: o.bankName,
    cardFamily: o.cardFamily,
    installmentCount: o.installmentCount,
    openRequests: open.get(o.id) ?? 0,
  }));
}

const ACTION_PERMISSION: Record<ApiOrderAction, Permission> = {
  APPROVE: 'orders.fulfil',
  INVOICE: 'orders.fulfil',
  SHIP: 'orders.fulfil',
  DELIVER: 'orders.fulfil',
  COMPLETE: 'orders.fulfil',
  ADD_NOTE: 'orders.fulfil',
  CANCEL: 'orders.cancel',
  REFUND: 'payments.refund',
};

/** A line's refund is possible while its return is approved or received and nothing went back yet. */
function refundableReturn(line: LineRow, request: RequestRow | undefined): boolean {
  return line.refundedKurus === 0 && request?.kind === 'RETURN' && (request.status === 'APPROVED' || request.status === 'RECEIVED');
}

export function allowedActions(actor: StaffActor | null, lines: LineRow[], requests: RequestRow[]): ApiOrderAction[] {
  const actions: ApiOrderAction[] = [...possibleActions(lines)];
  if (lines.some((l) => refundableReturn(l, requests.find((r) => r.orderItemId === l.id)))) actions.push('REFUND');
  actions.push('ADD_NOTE');
  return actions.filter((a) => hasPermission(actor, ACTION_PERMISSION[a]));
}

export async function requestViews(db: Db, rows: RequestRow[], language: Language): Promise<ItemRequest[]> {
  if (!rows.length) return [];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const orderList = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const byOrder = new Map(orderList.map((o) => [o.id, o]));
  const lines = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
  const reasons = new Map((await db.select().from(requestReasons)).map((r) => [r.id, language === 'en' ? r.nameEn || r.name : r.name]));
  const staffIds = rows.map((r) => r.decidedBy).filter((x): x is number => x != null);
  const staff = new Map(staffIds.length ? (await db.select({ id: staffAccounts.id, email: staffAccounts.email }).from(staffAccounts).where(inArray(staffAccounts.id, staffIds))).map((s) => [s.id, s.email]) : []);
  const storeIds = rows.map((r) => r.receivedStoreId).filter((x): x is number => x != null);
  const storeNames = new Map(storeIds.length ? (await db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, storeIds))).map((s) => [s.id, s.name]) : []);
  const people = await customersById(db, orderList.map((o) => o.customerId));
  return rows.map((r) => {
    const order = byOrder.get(r.orderId)!;
    const orderLines = lines.filter((l) => l.orderId === r.orderId);
    const line = orderLines.find((l) => l.id === r.orderItemId)!;
    const share = line.refundedKurus > 0 ? line.refundedKurus : (lineRefundShares({ ...order, lines: orderLines }, [line.id]).get(line.id) ?? 0);
    return {
      id: r.id,
      kind: r.kind === 'CANCEL' ? 'CANCEL' : 'RETURN',
      status: r.status as ItemRequest['status'],
      orderId: r.orderId,
      orderNumber: order.orderNumber,
      orderItemId: r.orderItemId,
      productName: line.productName,
      sku: line.sku,
      quantity: line.quantity,
      reason: reasons.get(r.reasonId) ?? '',
      note: r.note,
      cargoFirm: r.cargoFirm,
      cargoCode: r.cargoCode,
      rejectionReason: r.rejectionReason,
      createdOn: r.createdAt.toISOString(),
      decidedOn: r.decidedAt?.toISOString() ?? null,
      decidedBy: r.decidedBy != null ? (staff.get(r.decidedBy) ?? null) : null,
      receivedOn: r.receivedAt?.toISOString() ?? null,
      receivedStoreId: r.receivedStoreId,
      receivedStoreName: r.receivedStoreId != null ? (storeNames.get(r.receivedStoreId) ?? null) : null,
      refundedOn: r.refundedAt?.toISOString() ?? null,
      customer: customerView(people.get(order.customerId), order),
      refundableAmount: money(share, language),
    };
  });
}

/** The outbox rows of an order: dedupe keys naming its number, its requests or its refunds. */
async function orderMessages(db: Db, order: OrderRow, requestIds: number[], refundKeys: string[]) {
  const keys = [...requestIds.flatMap((id) => [`item-request:${id}:email`, `request-decided:${id}:email`]), ...refundKeys.map((k) => `order-refunded:${k}:email`)];
  return db
    .select({ id: outbox.id, channel: outbox.channel, subject: outbox.subject, kind: outbox.kind, state: outbox.state, createdAt: outbox.createdAt })
    .from(outbox)
    .where(or(like(outbox.dedupeKey, `%:${order.orderNumber}:%`), keys.length ? inArray(outbox.dedupeKey, keys) : sql`false`))
    .orderBy(asc(outbox.id));
}

export async function staffOrderView(db: Db, order: OrderRow, language: Language, actor: StaffActor | null): Promise<StaffOrder> {
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const requestRows = await db.select().from(itemRequests).where(eq(itemRequests.orderId, order.id)).orderBy(asc(itemRequests.id));
  const requests = await requestViews(db, requestRows, language);
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId)).limit(1);
  const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)).orderBy(asc(paymentRefunds.id));
  const [payment] = order.paymentId ? await db.select().from(payments).where(eq(payments.id, order.paymentId)).limit(1) : [];
  const [carrier] = order.carrierId ? await db.select().from(carriers).where(eq(carriers.id, order.carrierId)).limit(1) : [];
  const transitions = await db
    .select({ t: orderTransitions, email: staffAccounts.email })
    .from(orderTransitions)
    .leftJoin(staffAccounts, eq(staffAccounts.id, orderTransitions.staffId))
    .where(eq(orderTransitions.orderId, order.id))
    .orderBy(asc(orderTransitions.id));
  const notes = await db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id)).orderBy(asc(orderNotes.id));
  const messages = await orderMessages(db, order, requestRows.map((r) => r.id), refunds.map((r) => r.refundKey));
  const refundStaff = new Map(transitions.filter((t) => t.t.staffId != null).map((t) => [t.t.staffId!, t.email ?? '']));

  const shares = lineRefundShares({ ...order, lines }, lines.filter((l) => l.refundedKurus === 0).map((l) => l.id));
  const refundViews = refunds.map((r) => ({
    id: r.id,
    refundKey: r.refundKey,
    kind: r.kind,
    amount: money(r.amountKurus, language),
    orderItemIds: r.orderItemIds,
    status: r.status,
    providerReference: r.providerReference,
    failureMessage: r.failureMessage,
    staffEmail: r.staffId != null ? (refundStaff.get(r.staffId) ?? null) : null,
    createdOn: r.createdAt.toISOString(),
  }));
  const actorName = (type: string, email: string | null) => (type === 'STAFF' ? (email ?? 'staff') : type === 'CUSTOMER' ? 'customer' : 'system');
  const timeline: TimelineEntry[] = [
    ...transitions.map(({ t, email }) => ({
      at: t.createdAt.toISOString(),
      kind: 'TRANSITION',
      action: t.action,
      fromStatus: t.fromStatus,
      toStatus: t.toStatus,
      orderItemId: t.orderItemId,
      actor: actorName(t.actorType, email),
      note: t.note,
      visibleToShopper: t.visibleToShopper,
    })),
    ...notes.map((n) => ({ at: n.createdAt.toISOString(), kind: 'NOTE', action: null, fromStatus: null, toStatus: null, orderItemId: null, actor: 'shop', note: language === 'en' ? (n.noteEn ?? n.note) : n.note, visibleToShopper: true })),
    ...messages.map((m) => ({ at: m.createdAt.toISOString(), kind: 'MESSAGE', action: m.kind, fromStatus: null, toStatus: m.state, orderItemId: null, actor: m.channel, note: m.subject, visibleToShopper: true })),
    ...refunds.map((r) => ({ at: r.createdAt.toISOString(), kind: 'REFUND', action: r.kind, fromStatus: null, toStatus: r.status, orderItemId: null, actor: r.staffId != null ? (refundStaff.get(r.staffId) ?? 'staff') : 'customer', note: formatKurus(r.amountKurus, language), visibleToShopper: false })),
    ...requestRows.map((r) => ({ at: r.createdAt.toISOString(), kind: 'REQUEST', action: r.kind, fromStatus: null, toStatus: r.status, orderItemId: r.orderItemId, actor: 'customer', note: r.note, visibleToShopper: true })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: orderStatusEnum(order.status) as OrderStatus,
    statusText: statusText(order.status, language),
    createdOn: order.createdAt.toISOString(),
    customer: customerView(customer, order),
    items: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      sku: l.sku,
      productName: l.productName,
      attributeInfo: l.attributeInfo,
      quantity: l.quantity,
      unitPrice: money(l.unitPriceKurus, language),
      subTotal: money(l.unitPriceKurus * l.quantity, language),
      status: orderStatusEnum(l.status) as OrderStatus,
      statusText: statusText(l.status, language),
      isGiftPackage: l.isGiftPackage,
      refunded: money(l.refundedKurus, language),
      refundable: money(l.refundedKurus > 0 ? 0 : (shares.get(l.id) ?? 0), language),
      request: requests.find((r) => r.orderItemId === l.id) ?? null,
    })),
    subtotal: money(order.subtotalKurus, language),
    discount: money(order.discountKurus, language),
    shipping: money(order.shippingKurus, language),
    interest: money(order.interestKurus, language),
    total: money(order.totalKurus, language),
    refunded: money(order.refundedKurus, language),
    netTotal: money(order.totalKurus - order.refundedKurus, language),
    couponCode: order.couponCode,
    giftNote: order.giftNote,
    shippingMethod: order.shippingMethod,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    payment: payment
      ? {
          id: payment.id,
          provider: 'sandbox',
          bankName: payment.bankName,
          cardFamily: payment.cardFamily,
          cardLast4: payment.cardLast4,
          cardHolder: payment.cardHolder,
          installmentCount: payment.installmentCount,
          amount: money(payment.amountKurus, language),
          refunded: money(payment.refundedKurus, language),
          status: payment.status,
          voided: payment.voidedAt != null,
          paidOn: payment.completedAt?.toISOString() ?? null,
          refunds: refundViews,
        }
      : null,
    contracts: Array.isArray(order.contracts) ? order.contracts.map((c) => ({ widgetZone: c.widgetZone, version: c.version ?? '', acceptedOn: c.acceptedOn ?? '', hTML: c.hTML })) : [],
    invoiceNumber: order.invoiceNumber,
    invoiceUrl: order.invoiceUrl,
    invoicedOn: order.invoicedAt?.toISOString() ?? null,
    carrier: carrier ? { id: carrier.id, name: carrier.name, trackingUrlTemplate: carrier.trackingUrlTemplate } : null,
    trackingCode: order.trackingCode,
    followUrl: order.followUrl,
    shippedOn: order.shippedAt?.toISOString() ?? null,
    deliveredOn: order.deliveredAt?.toISOString() ?? null,
    completedOn: order.completedAt?.toISOString() ?? null,
    returnWindowEndsOn: order.deliveredAt ? new Date(order.deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS).toISOString() : null,
    timeline,
    allowedActions: allowedActions(actor, lines, requestRows),
  };
}
