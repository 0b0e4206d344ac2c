// The staff API's resolvers for the order lifecycle, requests, refunds: each field asks for its
// permission; each mutation runs in one transaction with its audit entry (order-mutation.ts) and
// answers the order (or request) as it is now, or a translated refusal with nothing changed.
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { OrderActionResult, Resolvers } from 'shared-contracts/admin';
import { translateStaff } from 'shared-contracts/admin';
import { formatKurus } from 'shared-contracts/server';
import { carriers, itemRequests, orders } from '../../db/schema.js';
import { requirePermission, requireStore } from '../staff/permissions.js';
import type { StaffContext } from '../staff/staff-context.js';
import { sandboxIntegrator } from './e-archive.js';
import { addOrderNote, approveOrder, cancelOrderLines, completeOrder, deliverOrder, invoiceOrder, shipOrder, type StepDeps } from './order-lifecycle.js';
import { staffMutation } from './order-mutation.js';
import type { Tx } from '../../db/client.js';
import { refundItems } from './refund-items.js';
import { approveRequest, receiveReturn, rejectRequest } from './request-decisions.js';
import { pageInfo, pageWindow } from '../staff/staff-results.js';
import { invalidDate, listOrders } from './staff-order-list.js';
import { orderRows, requestViews, staffOrderView } from './staff-order-view.js';

async function orderById(ctx: StaffContext, id: number | null) {
  if (id == null || !Number.isInteger(id) || id <= 0 || id > 2147483647) return null;
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

async function orderAnswer(ctx: StaffContext, orderId: number | null) {
  const order = await orderById(ctx, orderId);
  return order ? staffOrderView(ctx.db, order, ctx.language, ctx.staff) : null;
}

/** An order lifecycle mutation: orders.* permission, audit 'order.<action>', the order answered. */
async function orderStep(ctx: StaffContext, permission: 'orders.fulfil' | 'orders.cancel', action: string, orderId: number, run: (tx: Tx, deps: StepDeps) => Promise<unknown>, done: (value: unknown) => string): Promise<OrderActionResult> {
  const result = await staffMutation(ctx, { permission, action: `order.${action}`, targetType: 'order', orderId: async () => orderId, run });
  if (!result.ok) return { ...result.refused, order: null };
  return { success: true, message: done(result.value), errors: [], order: await orderAnswer(ctx, orderId) };
}

const doneText = (ctx: StaffContext, key: string) => () => translateStaff(ctx.language, key);

async function requestOrderId(tx: Tx, requestId: number): Promise<number | null> {
  if (!Number.isInteger(requestId) || requestId <= 0 || requestId > 2147483647) return null;
  const [row] = await tx.select({ orderId: itemRequests.orderId }).from(itemRequests).where(eq(itemRequests.id, requestId)).limit(1);
  return row?.orderId ?? null;
}

async function requestAnswer(ctx: StaffContext, requestId: number) {
  const [row] = await ctx.db.select().from(itemRequests).where(eq(itemRequests.id, requestId)).limit(1);
  return row ? ((await requestViews(ctx.db, [row], ctx.language))[0] ?? null) : null;
}

export const fulfilmentAdminResolvers: Resolvers<StaffContext> = {
  Query: {
    orders: async (_p, { filter, sort, page, pageSize }, ctx) => {
      requirePermission(ctx, 'orders.read');
      const window = pageWindow(page, pageSize);
      // a malformed day is said, not taken as no filter (which would list every order)
      const badDay = invalidDate(filter);
      if (badDay) throw new GraphQLError(translateStaff(ctx.language, 'staff.order.invalid_day'), { extensions: { code: 'BAD_USER_INPUT', field: `filter.${badDay}` } });
      const { rows, total } = await listOrders(ctx.db, filter, sort, window);
      return { items: await orderRows(ctx.db, rows, ctx.language), pageInfo: pageInfo(window, total) };
    },
    order: async (_p, { id, orderNumber }, ctx) => {
      requirePermission(ctx, 'orders.read');
      const number = orderNumber?.trim();
      if (number) {
        const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, number)).limit(1);
        return row ? staffOrderView(ctx.db, row, ctx.language, ctx.staff) : null;
      }
      return orderAnswer(ctx, id ?? null);
    },
    carriers: async (_p, _a, ctx) => {
      requirePermission(ctx, 'orders.read');
      const rows = await ctx.db.select().from(carriers).orderBy(asc(carriers.sortOrder), asc(carriers.id));
      return rows.map((c) => ({ id: c.id, name: c.name, trackingUrlTemplate: c.trackingUrlTemplate }));
    },
    requests: async (_p, { kind, status, orderNumber, storeId, page, pageSize }, ctx) => {
      const actor = requirePermission(ctx, 'requests.read');
      if (storeId != null) requireStore(ctx, actor, storeId);
      const window = pageWindow(page, pageSize);
      const parts: SQL[] = [];
      if (kind) parts.push(eq(itemRequests.kind, kind));
      if (status) parts.push(eq(itemRequests.status, status));
      if (storeId != null) parts.push(eq(itemRequests.receivedStoreId, storeId));
      if (orderNumber?.trim()) parts.push(inArray(itemRequests.orderId, ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber.trim()))));
      // a store sees the returns it may receive (approved, on their way) and those it received
      if (actor.role === 'STORE') parts.push(eq(itemRequests.kind, 'RETURN'), or(eq(itemRequests.status, 'APPROVED'), eq(itemRequests.receivedStoreId, actor.storeId!))!);
      const where = parts.length ? and(...parts) : undefined;
      const total = await ctx.db.$count(itemRequests, where);
      const rows = await ctx.db.select().from(itemRequests).where(where).orderBy(asc(itemRequests.createdAt), asc(itemRequests.id)).limit(window.pageSize).offset(window.offset);
      return { items: await requestViews(ctx.db, rows, ctx.language), pageInfo: pageInfo(window, total) };
    },
  },
  StaffCustomer: {
    orders: async (parent, _a, ctx) => {
      requirePermission(ctx, 'customers.read');
      const rows = await ctx.db.select().from(orders).where(eq(orders.customerId, parent.id)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(100);
      return orderRows(ctx.db, rows, ctx.language);
    },
  },
  Mutation: {
    approveOrder: (_p, { orderId, note }, ctx) => orderStep(ctx, 'orders.fulfil', 'approve', orderId, (tx, deps) => approveOrder(tx, deps, orderId, note), doneText(ctx, 'staff.order.done.approve')),
    invoiceOrder: (_p, { orderId }, ctx) =>
      orderStep(ctx, 'orders.fulfil', 'invoice', orderId, (tx, deps) => invoiceOrder(tx, deps, orderId, sandboxIntegrator(ctx.config.paymentOrigin || ctx.config.publicUrl)), doneText(ctx, 'staff.order.done.invoice')),
    shipOrder: (_p, { orderId, carrierId, trackingCode, itemIds }, ctx) =>
      orderStep(ctx, 'orders.fulfil', 'ship', orderId, (tx, deps) => shipOrder(tx, deps, orderId, carrierId, trackingCode, itemIds), doneText(ctx, 'staff.order.done.ship')),
    deliverOrder: (_p, { orderId, deliveredOn, itemIds }, ctx) =>
      orderStep(ctx, 'orders.fulfil', 'deliver', orderId, (tx, deps) => deliverOrder(tx, deps, orderId, deliveredOn, itemIds), doneText(ctx, 'staff.order.done.deliver')),
    completeOrder: (_p, { orderId }, ctx) => orderStep(ctx, 'orders.fulfil', 'complete', orderId, (tx, deps) => completeOrder(tx, deps, orderId), doneText(ctx, 'staff.order.done.complete')),
    cancelOrderItems: (_p, { orderId, itemIds, reason, refundKey }, ctx) =>
      orderStep(ctx, 'orders.cancel', 'cancel', orderId, (tx, deps) => cancelOrderLines(tx, deps, orderId, itemIds, reason.trim() || null, refundKey), (value) =>
        translateStaff(ctx.language, 'staff.order.done.cancel', { amount: formatKurus((value as { amountKurus: number }).amountKurus, ctx.language) }),
      ),
    addOrderNote: (_p, { orderId, note, visibleToShopper }, ctx) =>
      orderStep(ctx, 'orders.fulfil', 'note', orderId, (tx, deps) => addOrderNote(tx, deps, orderId, note, visibleToShopper), doneText(ctx, 'staff.order.done.note')),

    approveRequest: async (_p, { requestId, cargoFirm, note }, ctx) => {
      const result = await staffMutation(ctx, { permission: 'requests.decide', action: 'request.approve', targetType: 'order', orderId: (tx) => requestOrderId(tx, requestId), run: (tx, deps) => approveRequest(tx, deps, requestId, cargoFirm, note) });
      if (!result.ok) return { ...result.refused, request: null };
      return { success: true, message: translateStaff(ctx.language, 'staff.request.done.approve'), errors: [], request: await requestAnswer(ctx, requestId) };
    },
    rejectRequest: async (_p, { requestId, reason }, ctx) => {
      const result = await staffMutation(ctx, { permission: 'requests.decide', action: 'request.reject', targetType: 'order', orderId: (tx) => requestOrderId(tx, requestId), run: (tx, deps) => rejectRequest(tx, deps, requestId, reason) });
      if (!result.ok) return { ...result.refused, request: null };
      return { success: true, message: translateStaff(ctx.language, 'staff.request.done.reject'), errors: [], request: await requestAnswer(ctx, requestId) };
    },
    receiveReturn: async (_p, { requestId, storeId }, ctx) => {
      const actor = requirePermission(ctx, 'returns.receive');
      // a STORE account receives at its own store only (and never "at the warehouse")
      requireStore(ctx, actor, storeId);
      const result = await staffMutation(ctx, { permission: 'returns.receive', action: 'request.receive', targetType: 'order', orderId: (tx) => requestOrderId(tx, requestId), run: (tx, deps) => receiveReturn(tx, deps, requestId, storeId) });
      if (!result.ok) return { ...result.refused, request: null };
      return { success: true, message: translateStaff(ctx.language, 'staff.request.done.receive'), errors: [], request: await requestAnswer(ctx, requestId) };
    },
    refundItems: async (_p, { orderId, itemIds, refundKey }, ctx) => {
      const result = await staffMutation(ctx, { permission: 'payments.refund', action: 'order.refund', targetType: 'order', orderId: async () => orderId, run: (tx, deps) => refundItems(tx, deps, orderId, itemIds, refundKey) });
      if (!result.ok) return { ...result.refused, refund: null, order: null };
      const money = result.value;
      const order = await orderAnswer(ctx, orderId);
      const refund = order?.payment?.refunds.find((r) => r.id === money.refund?.id) ?? null;
      const amount = formatKurus(money.amountKurus, ctx.language);
      return { success: true, message: translateStaff(ctx.language, money.repeated ? 'staff.refund.repeated' : 'staff.refund.done', { amount }), errors: [], refund, order };
    },
  },
};
