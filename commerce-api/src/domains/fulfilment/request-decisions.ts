// The staff's answers to a shopper's requests. A return waits PENDING until approved; approval
// gives it the return cargo firm and code (the shopper sees them on the order), rejection a reason
// (on the request and as an order note). Returned goods are then received (at a store: the line
// becomes RECEIVEDBYTHESTORE; at the warehouse: the request is RECEIVED) and refunded per line
// (refund-items.ts). Cancels are applied when the shopper asks (before shipping), so a CANCEL
// request only waits when one was stored PENDING before this change; approving it cancels the line.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { itemRequests, stores } from '../../db/schema.js';
import { RETURN_CARGO_FIRM, returnCargoCode } from '../orders/item-requests.js';
import { queueRequestDecided } from './fulfilment-messages.js';
import { cancelOrderLines, type StepDeps } from './order-lifecycle.js';
import { planTransition } from './order-state-machine.js';
import { applyPlan, lockOrder, recordEvent, Refusal } from './order-transitions.js';

export type RequestRow = typeof itemRequests.$inferSelect;

const REASON_MAX = 500;

/** The request and its order, the order row locked. */
async function lockRequest(tx: Tx, requestId: number) {
  if (!Number.isInteger(requestId) || requestId <= 0 || requestId > 2147483647) throw new Refusal('staff.request.not_found', 'requestId');
  const [first] = await tx.select({ orderId: itemRequests.orderId }).from(itemRequests).where(eq(itemRequests.id, requestId)).limit(1);
  if (!first) throw new Refusal('staff.request.not_found', 'requestId');
  const locked = await lockOrder(tx, first.orderId);
  const [request] = await tx.select().from(itemRequests).where(eq(itemRequests.id, requestId)).limit(1);
  return { ...locked, request: request! };
}

export async function approveRequest(tx: Tx, deps: StepDeps, requestId: number, cargoFirm?: string | null, note?: string | null): Promise<RequestRow> {
  const { order, request } = await lockRequest(tx, requestId);
  if (request.status !== 'PENDING') throw new Refusal('staff.request.not_pending', 'requestId');
  const base = { status: 'APPROVED', decidedAt: deps.now, decidedBy: deps.actor.staffId };
  if (request.kind === 'CANCEL') {
    await tx.update(itemRequests).set(base).where(eq(itemRequests.id, requestId));
    await cancelOrderLines(tx, deps, order.id, [request.orderItemId], note?.trim() || null, `cancel-request:${requestId}`);
  } else {
    const firm = cargoFirm?.trim() || RETURN_CARGO_FIRM;
    if (firm.length > 60) throw new Refusal('staff.request.cargo_firm_invalid', 'cargoFirm');
    const code = returnCargoCode();
    await tx.update(itemRequests).set({ ...base, cargoFirm: firm, cargoCode: code }).where(eq(itemRequests.id, requestId));
    await recordEvent(tx, order.id, 'RETURN_APPROVE', order.status, deps.actor, deps.now, note?.trim() || null, {
      note: `İade talebiniz onaylandı. İade kargo kodunuz: ${code} (${firm}).`,
      noteEn: `Your return request was approved. Your return shipping code: ${code} (${firm}).`,
    }, request.orderItemId);
  }
  await queueRequestDecided(tx, deps.messaging, requestId);
  const [after] = await tx.select().from(itemRequests).where(eq(itemRequests.id, requestId));
  return after!;
}

export async function rejectRequest(tx: Tx, deps: StepDeps, requestId: number, reason: string): Promise<RequestRow> {
  const text = reason.trim();
  if (!text) throw new Refusal('staff.request.reason_required', 'reason');
  if (text.length > REASON_MAX) throw new Refusal('staff.order.note_too_long', 'reason', { max: REASON_MAX });
  const { order, request } = await lockRequest(tx, requestId);
  if (request.status !== 'PENDING') throw new Refusal('staff.request.not_pending', 'requestId');
  await tx.update(itemRequests).set({ status: 'REJECTED', decidedAt: deps.now, decidedBy: deps.actor.staffId, rejectionReason: text }).where(eq(itemRequests.id, requestId));
  const what = request.kind === 'CANCEL' ? { tr: 'İptal', en: 'cancellation' } : { tr: 'İade', en: 'return' };
  await recordEvent(tx, order.id, `${request.kind}_REJECT`, order.status, deps.actor, deps.now, text, {
    note: `${what.tr} talebiniz reddedildi. Gerekçe: ${text}`,
    noteEn: `Your ${what.en} request was declined. Reason: ${text}`,
  }, request.orderItemId);
  await queueRequestDecided(tx, deps.messaging, requestId);
  const [after] = await tx.select().from(itemRequests).where(eq(itemRequests.id, requestId));
  return after!;
}

/** Returned goods arrived: at a store (line RECEIVEDBYTHESTORE) or, without a store, at the warehouse. */
export async function receiveReturn(tx: Tx, deps: StepDeps, requestId: number, storeId?: number | null): Promise<RequestRow> {
  if (storeId != null) {
    const [store] = Number.isInteger(storeId) && storeId > 0 && storeId <= 2147483647 ? await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1) : [];
    if (!store) throw new Refusal('staff.request.store_not_found', 'storeId');
  }
  const { order, lines, request } = await lockRequest(tx, requestId);
  if (request.kind !== 'RETURN' || request.status !== 'APPROVED') throw new Refusal('staff.request.not_receivable', 'requestId');
  await tx
    .update(itemRequests)
    .set({ status: 'RECEIVED', receivedAt: deps.now, receivedStoreId: storeId ?? null })
    .where(and(eq(itemRequests.id, requestId)));
  const shopperNote = { note: 'İade ettiğiniz ürün bize ulaştı, inceleniyor.', noteEn: 'The item you returned has reached us and is being checked.' };
  if (storeId != null) {
    const p = planTransition('RECEIVE', lines, [request.orderItemId]);
    if (!p.ok) throw new Refusal(p.code, p.field);
    await applyPlan(tx, order, 'RECEIVE', p, deps.actor, deps.now, { note: `store ${storeId}`, shopperNote });
  } else {
    await recordEvent(tx, order.id, 'RECEIVE', order.status, deps.actor, deps.now, 'warehouse', shopperNote, request.orderItemId);
  }
  const [after] = await tx.select().from(itemRequests).where(eq(itemRequests.id, requestId));
  return after!;
}
