// Giving money back for order lines (a staff refund, a staff or shopper cancel): through the
// payment adapter, recorded on the payment (payments.refunded_kurus, voided_at), the order
// (orders.refunded_kurus) and each line (order_items.refunded_kurus), with a payment_refunds row.
//
// Guarantees (the caller holds the ORDER row locked, FOR UPDATE, in its transaction, so every
// refund of an order runs one at a time, across API instances):
//   - one refund per refund key: a repeated key answers the refund it made (two clicks, two staff
//     members, a retry); a key reused for other lines is refused;
//   - a line is refunded at most once (its refunded_kurus is set);
//   - never more than was paid: the payment row is locked and refunded + amount <= amount
//     (the table's check constraint backs it);
//   - nothing after a void (the authorisation is gone).
// An order without a card payment (the seed's demo orders) records the amounts on the order and
// its lines only: there is no card to give money back to.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderItems, orders, paymentRefunds, payments } from '../../db/schema.js';
import { lineRefundShares } from '../orders/order-refund.js';
import { paymentProviderFor } from './sandbox-bank.js';

export type RefundRow = typeof paymentRefunds.$inferSelect;

export interface MoneyBackRequest {
  orderId: number;
  refundKey: string;
  itemIds: number[];
  staffId: number | null;
  now: Date;
}

export type MoneyBackOutcome =
  | { ok: true; refund: RefundRow | null; amountKurus: number; repeated: boolean }
  | { ok: false; code: string; field: string | null };

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);
}

/** The refund already made with this key, if any (ok when it was for the same order and lines). */
export async function refundByKey(tx: Tx, req: Pick<MoneyBackRequest, 'orderId' | 'refundKey' | 'itemIds'>): Promise<MoneyBackOutcome | null> {
  const [existing] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.refundKey, req.refundKey)).limit(1);
  if (!existing) return null;
  if (existing.orderId !== req.orderId || !sameIds(existing.orderItemIds, req.itemIds)) return { ok: false, code: 'staff.refund.key_reused', field: 'refundKey' };
  return { ok: true, refund: existing, amountKurus: existing.amountKurus, repeated: true };
}

/** Gives back the chosen lines' refundable amount. The order row must be locked by the caller. */
export async function giveMoneyBack(tx: Tx, req: MoneyBackRequest): Promise<MoneyBackOutcome> {
  const known = await refundByKey(tx, req);
  if (known) return known;
  const [order] = await tx.select().from(orders).where(eq(orders.id, req.orderId)).limit(1);
  if (!order) return { ok: false, code: 'staff.order.not_found', field: 'orderId' };
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, req.orderId));
  for (const id of req.itemIds) {
    const line = lines.find((l) => l.id === id);
    if (!line) return { ok: false, code: 'staff.order.item_not_found', field: 'itemIds' };
    if (line.refundedKurus > 0) return { ok: false, code: 'staff.refund.already_refunded', field: 'itemIds' };
  }
  const shares = lineRefundShares({ ...order, lines }, req.itemIds);
  const amount = [...shares.values()].reduce((a, b) => a + b, 0);
  if (amount <= 0) return { ok: true, refund: null, amountKurus: 0, repeated: false };

  let refund: RefundRow | null = null;
  if (order.paymentId) {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, order.paymentId)).for('update');
    if (!payment) return { ok: false, code: 'staff.refund.no_payment', field: null };
    if (payment.voidedAt) return { ok: false, code: 'staff.refund.voided', field: null };
    if (payment.refundedKurus + amount > payment.amountKurus) return { ok: false, code: 'staff.refund.above_paid', field: null };
    const provider = paymentProviderFor(payment);
    const whole = payment.refundedKurus === 0 && amount === payment.amountKurus;
    const kind = whole && provider.canVoid(payment, req.now) ? 'VOID' : 'REFUND';
    const answer = kind === 'VOID' ? await provider.void(payment, req.refundKey) : await provider.refund(payment, amount, req.refundKey);
    if (!answer.ok) return { ok: false, code: 'staff.refund.provider_failed', field: null };
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        orderId: order.id,
        refundKey: req.refundKey,
        kind,
        amountKurus: amount,
        orderItemIds: req.itemIds,
        status: 'SUCCEEDED',
        providerReference: answer.reference,
        staffId: req.staffId,
        createdAt: req.now,
      })
      .onConflictDoNothing({ target: paymentRefunds.refundKey })
      .returning();
    // Another transaction took the key between our check and insert (it cannot for this order,
    // which we hold locked; this guards a key reused across orders): answer what it made.
    if (!row) return (await refundByKey(tx, req))!;
    refund = row;
    await tx
      .update(payments)
      .set({ refundedKurus: sql`${payments.refundedKurus} + ${amount}`, ...(kind === 'VOID' ? { voidedAt: req.now } : {}) })
      .where(eq(payments.id, payment.id));
  }
  await tx.update(orders).set({ refundedKurus: sql`${orders.refundedKurus} + ${amount}`, updatedAt: req.now }).where(eq(orders.id, order.id));
  for (const [id, kurus] of shares) {
    // a zero share (a free line) still marks nothing; the line's refund is its share
    if (kurus > 0) await tx.update(orderItems).set({ refundedKurus: kurus }).where(and(eq(orderItems.id, id), eq(orderItems.orderId, order.id)));
  }
  return { ok: true, refund, amountKurus: amount, repeated: false };
}

/** The refunds of some orders, oldest first. */
export async function refundsOfOrders(tx: Tx, orderIds: number[]): Promise<RefundRow[]> {
  if (!orderIds.length) return [];
  return tx.select().from(paymentRefunds).where(inArray(paymentRefunds.orderId, orderIds)).orderBy(paymentRefunds.id);
}
