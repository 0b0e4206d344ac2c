// Refunds returned lines: each line's refundable amount goes back through the payment adapter
// (refund-money.ts: one refund per key, never above what was paid, nothing after a void), the
// lines become RETURNED and their requests REFUNDED, and the shopper is told the amount.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { itemRequests } from '../../db/schema.js';
import { giveMoneyBack, refundByKey, type MoneyBackOutcome } from '../payment/refund-money.js';
import { queueOrderRefunded } from './fulfilment-messages.js';
import type { StepDeps } from './order-lifecycle.js';
import { planTransition } from './order-state-machine.js';
import { applyPlan, lockOrder, Refusal } from './order-transitions.js';

/** Return requests that may be refunded: approved (goods on their way) or received. */
const REFUNDABLE_REQUEST = new Set(['APPROVED', 'RECEIVED']);

/**
 * The start of every step that gives money back (a refund, a cancel): lines chosen, a usable key,
 * the order locked, and what that key already did (a retry answers it without doing it again).
 */
export async function lockOrderForRefund(tx: Tx, orderId: number, itemIds: number[], refundKey: string) {
  if (!itemIds.length) throw new Refusal('staff.order.items_required', 'itemIds');
  const key = refundKey.trim();
  if (!key || key.length > 100) throw new Refusal('staff.refund.key_required', 'refundKey');
  const { order, lines } = await lockOrder(tx, orderId);
  const known = await refundByKey(tx, { orderId, refundKey: key, itemIds });
  if (known && !known.ok) throw new Refusal(known.code, known.field);
  return { key, order, lines, known: known?.ok ? known : null };
}

export async function refundItems(tx: Tx, deps: StepDeps, orderId: number, itemIds: number[], refundKey: string): Promise<Extract<MoneyBackOutcome, { ok: true }>> {
  const { key, order, lines, known } = await lockOrderForRefund(tx, orderId, itemIds, refundKey);
  if (known) return known;
  const requests = await tx.select().from(itemRequests).where(and(eq(itemRequests.orderId, orderId), inArray(itemRequests.orderItemId, itemIds)));
  for (const id of itemIds) {
    const line = lines.find((l) => l.id === id);
    if (!line) throw new Refusal('staff.order.item_not_found', 'itemIds');
    if (line.refundedKurus > 0) throw new Refusal('staff.refund.already_refunded', 'itemIds');
    const request = requests.find((r) => r.orderItemId === id);
    if (request?.kind !== 'RETURN' || !REFUNDABLE_REQUEST.has(request.status)) throw new Refusal('staff.refund.no_return', 'itemIds');
  }
  const p = planTransition('REFUND', lines, itemIds);
  if (!p.ok) throw new Refusal(p.code, p.field);
  const money = await giveMoneyBack(tx, { orderId, refundKey: key, itemIds, staffId: deps.actor.staffId, now: deps.now });
  if (!money.ok) throw new Refusal(money.code, money.field);
  await applyPlan(tx, order, 'REFUND', p, deps.actor, deps.now, {
    note: key,
    shopperNote: { note: 'İadeniz onaylandı, ücreti kartınıza iade edildi.', noteEn: 'Your return was approved and the amount was refunded to your card.' },
  });
  await tx.update(itemRequests).set({ status: 'REFUNDED', refundedAt: deps.now }).where(inArray(itemRequests.id, requests.map((r) => r.id)));
  await queueOrderRefunded(tx, deps.messaging, orderId, itemIds, money.amountKurus, key);
  return money;
}
