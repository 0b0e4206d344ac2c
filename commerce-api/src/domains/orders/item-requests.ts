// createCancelRequest / createReturnRequest (itemRequestSchema): only the caller's order, only
// lines the server flags, a reason of the right kind. Checked again inside the transaction with
// the order row locked, so two racing requests cannot both pass. A cancel is applied at once (the
// lines are not shipped yet): the lines CANCELLED, the stock back, the money back through the
// payment adapter (void or refund), the order CANCELLED or MIX, each change an order transition
// by the CUSTOMER. A return waits PENDING, without a cargo code, until the staff approves it
// (domains/fulfilment/request-decisions.ts), which gives the cargo firm and code.
// The shopper's e-mail (request received, or order cancelled) is queued in the same transaction.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { itemRequestSchema, toApiErrors, translate, type ActionResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { itemRequests, orderItems, orderNotes, orders, requestReasons } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { restock } from '../fulfilment/order-lifecycle.js';
import { planTransition } from '../fulfilment/order-state-machine.js';
import { applyPlan } from '../fulfilment/order-transitions.js';
import { giveMoneyBack } from '../payment/refund-money.js';
import { queueItemRequest } from './order-messages.js';
import { refusal } from './order-rules.js';

export const RETURN_CARGO_FIRM = 'Yurtiçi Kargo';

export type RequestKind = 'CANCEL' | 'RETURN';

export interface RequestedItem {
  orderItemLineId: number;
  reasonId: number;
  note?: string | null;
}

class Refused extends Error {
  constructor(
    readonly code: string,
    readonly field: string | null,
  ) {
    super(code);
  }
}

function refused(ctx: ApiContext, code: string, field: string | null = null): ActionResult {
  const error = apiError(code, ctx.language, field);
  return { success: false, message: error.message, errors: [error] };
}

export function returnCargoCode(): string {
  return `YK${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** The order note a request leaves, in Turkish and English (shown in the reader's language). */
export function requestNote(kind: RequestKind, count: number, cargoCode: string | null): { note: string; noteEn: string } {
  if (kind === 'CANCEL') {
    return {
      note: `${count} ürün için iptal talebiniz alındı ve onaylandı.`,
      noteEn: `Your cancellation request for ${count} ${count === 1 ? 'item' : 'items'} has been received and approved.`,
    };
  }
  return {
    note: cargoCode
      ? `${count} ürün için iade talebiniz alındı. İade kargo kodunuz: ${cargoCode} (${RETURN_CARGO_FIRM}).`
      : `${count} ürün için iade talebiniz alındı. Talebiniz onaylandığında iade kargo kodunuz burada görünecek.`,
    noteEn: cargoCode
      ? `Your return request for ${count} ${count === 1 ? 'item' : 'items'} has been received. Your return shipping code: ${cargoCode} (${RETURN_CARGO_FIRM}).`
      : `Your return request for ${count} ${count === 1 ? 'item' : 'items'} has been received. Your return shipping code appears here once the request is approved.`,
  };
}

/** Stores the request; the ids of the request rows written. */
async function applyRequest(tx: Tx, kind: RequestKind, orderId: number, customerId: number, items: RequestedItem[], now: Date): Promise<number[]> {
  const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.customerId, customerId))).for('update');
  if (!order) throw new Refused('ui.order.not_found', 'orderId');
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const requested = new Set((await tx.select({ id: itemRequests.orderItemId }).from(itemRequests).where(eq(itemRequests.orderId, orderId))).map((r) => r.id));
  const reasons = await tx.select({ id: requestReasons.id }).from(requestReasons).where(eq(requestReasons.kind, kind));
  const reasonIds = new Set(reasons.map((r) => r.id));

  for (const [i, item] of items.entries()) {
    const line = lines.find((l) => l.id === item.orderItemLineId);
    if (!line) throw new Refused('ui.cancel.not_allowed', `items.${i}.orderItemLineId`);
    const why = refusal(kind, { orderStatus: order.status, itemStatus: line.status, deliveredAt: order.deliveredAt, hasRequest: requested.has(line.id) }, now);
    if (why) throw new Refused(why, `items.${i}.orderItemLineId`);
    if (!reasonIds.has(item.reasonId)) throw new Refused('ui.cancel.reason_required', `items.${i}.reasonId`);
  }

  // a return's cargo code comes with the staff's approval
  const cargoCode = null;
  const inserted = await tx
    .insert(itemRequests)
    .values(
      items.map((item) => ({
        kind,
        orderId,
        orderItemId: item.orderItemLineId,
        reasonId: item.reasonId,
        note: item.note?.trim() || null,
        status: kind === 'CANCEL' ? 'APPROVED' : 'PENDING',
        cargoFirm: null,
        cargoCode: null,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: itemRequests.orderItemId })
    .returning({ id: itemRequests.id });
  if (inserted.length !== items.length) throw new Refused('ui.cancel.already_requested', null);

  if (kind === 'CANCEL') {
    const ids = items.map((i) => i.orderItemLineId);
    const plan = planTransition('CANCEL', lines, ids);
    if (!plan.ok) throw new Refused('ui.cancel.not_allowed', null);
    await applyPlan(tx, order, 'CANCEL', plan, { type: 'CUSTOMER', staffId: null }, now);
    await restock(tx, lines.filter((l) => ids.includes(l.id)));
    const money = await giveMoneyBack(tx, { orderId, refundKey: `shopper-cancel:${orderId}:${[...ids].sort((a, b) => a - b).join('-')}`, itemIds: ids, staffId: null, now });
    if (!money.ok) throw new Refused('ui.cancel.not_allowed', null);
  }
  await tx.insert(orderNotes).values({ orderId, ...requestNote(kind, items.length, cargoCode), createdAt: now });
  return inserted.map((r) => r.id);
}

export async function createItemRequest(ctx: ApiContext, kind: RequestKind, orderId: number, items: RequestedItem[]): Promise<ActionResult> {
  if (!ctx.customer) return refused(ctx, 'ui.auth.login_required');
  const parsed = itemRequestSchema.safeParse({ items });
  if (!parsed.success) {
    const errors = toApiErrors(parsed.error, ctx.language);
    return { success: false, message: errors[0]?.message ?? null, errors };
  }
  const ids = parsed.data.items.map((i) => i.orderItemLineId);
  if (new Set(ids).size !== ids.length) return refused(ctx, 'ui.pattern.invalid', 'items');
  if (!Number.isInteger(orderId) || orderId <= 0) return refused(ctx, 'ui.order.not_found', 'orderId');
  const customerId = ctx.customer.id;
  try {
    await ctx.db.transaction(async (tx) => {
      const requestIds = await applyRequest(tx, kind, orderId, customerId, parsed.data.items, new Date());
      await queueItemRequest(tx, ctx, orderId, kind, requestIds, ctx.language);
    });
  } catch (error) {
    if (error instanceof Refused) return refused(ctx, error.code, error.field);
    throw error;
  }
  return { success: true, message: translate(ctx.language, kind === 'CANCEL' ? 'ui.cancel.cancel_success' : 'ui.cancel.return_success'), errors: [] };
}
