// The staff's order steps: approve, invoice, ship (all or some lines), deliver, complete, cancel
// lines (money and stock back), add a note. Each runs on the caller's transaction with the order
// row locked, checks the state machine's table, applies it, records the transitions and queues
// the shopper's message. A refusal throws Refusal (the transaction rolls back: nothing changes).
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { carriers, productVariants } from '../../db/schema.js';
import type { Messaging } from '../../messages/messaging.js';
import { giveMoneyBack } from '../payment/refund-money.js';
import type { EArchiveIntegrator } from './e-archive.js';
import { queueOrderProgress, queueOrderRefunded } from './fulfilment-messages.js';
import { planTransition, type OrderAction } from './order-state-machine.js';
import { lockOrderForRefund } from './refund-items.js';
import { applyPlan, lockOrder, recordEvent, Refusal, type LineRow, type OrderRow, type TransitionActor } from './order-transitions.js';

export interface StepDeps {
  messaging: Messaging;
  actor: TransitionActor;
  now: Date;
}

const TRACKING_CODE = /^[A-Za-z0-9-]{4,40}$/;
const NOTE_MAX = 1000;

function plan(action: OrderAction, lines: LineRow[], itemIds?: number[] | null) {
  const p = planTransition(action, lines, itemIds);
  if (!p.ok) throw new Refusal(p.code, p.field);
  return p;
}

export function cleanNote(note: string | null | undefined, required = false): string | null {
  const text = note?.trim() ?? '';
  if (!text) {
    if (required) throw new Refusal('staff.order.note_required', 'note');
    return null;
  }
  if (text.length > NOTE_MAX) throw new Refusal('staff.order.note_too_long', 'note', { max: NOTE_MAX });
  return text;
}

export async function approveOrder(tx: Tx, deps: StepDeps, orderId: number, note?: string | null): Promise<OrderRow> {
  const { order, lines } = await lockOrder(tx, orderId);
  const p = plan('APPROVE', lines);
  await applyPlan(tx, order, 'APPROVE', p, deps.actor, deps.now, {
    note: cleanNote(note),
    shopperNote: { note: 'Siparişiniz onaylandı, hazırlanıyor.', noteEn: 'Your order was approved and is being prepared.' },
  });
  await queueOrderProgress(tx, deps.messaging, orderId, 'APPROVED', p.lines.map((l) => l.id), `approve-${deps.now.getTime()}`);
  return order;
}

export async function invoiceOrder(tx: Tx, deps: StepDeps, orderId: number, integrator: EArchiveIntegrator): Promise<OrderRow> {
  const { order, lines } = await lockOrder(tx, orderId);
  const p = plan('INVOICE', lines);
  // one invoice per order: a later invoice step (lines approved later) keeps the first
  const invoice = order.invoiceNumber && order.invoiceUrl ? { number: order.invoiceNumber, url: order.invoiceUrl } : await integrator.issue({ orderNumber: order.orderNumber, issuedAt: deps.now });
  await applyPlan(tx, order, 'INVOICE', p, deps.actor, deps.now, {
    note: invoice.number,
    orderSet: { invoiceNumber: invoice.number, invoiceUrl: invoice.url, invoicedAt: order.invoicedAt ?? deps.now },
  });
  return order;
}

export async function shipOrder(tx: Tx, deps: StepDeps, orderId: number, carrierId: number, trackingCode: string, itemIds?: number[] | null): Promise<OrderRow> {
  const code = trackingCode.trim();
  if (!TRACKING_CODE.test(code)) throw new Refusal('staff.order.tracking_code_invalid', 'trackingCode');
  const [carrier] = Number.isInteger(carrierId) && carrierId > 0 && carrierId <= 2147483647 ? await tx.select().from(carriers).where(eq(carriers.id, carrierId)).limit(1) : [];
  if (!carrier) throw new Refusal('staff.order.carrier_not_found', 'carrierId');
  const { order, lines } = await lockOrder(tx, orderId);
  const p = plan('SHIP', lines, itemIds);
  const followUrl = carrier.trackingUrlTemplate ? carrier.trackingUrlTemplate.replace('{code}', encodeURIComponent(code)) : null;
  await applyPlan(tx, order, 'SHIP', p, deps.actor, deps.now, {
    note: `${carrier.name} ${code}`,
    shopperNote: {
      note: `Siparişiniz ${carrier.name} ile kargoya verildi. Takip kodu: ${code}`,
      noteEn: `Your order was handed to ${carrier.name}. Tracking code: ${code}`,
    },
    orderSet: { carrierId: carrier.id, trackingCode: code, followUrl, shippedAt: deps.now, shippingMethod: order.shippingMethod ?? carrier.name },
  });
  await queueOrderProgress(tx, deps.messaging, orderId, 'SHIPPED', p.lines.map((l) => l.id), `ship-${deps.now.getTime()}`, { carrier: carrier.name, code, followUrl });
  return order;
}

export async function deliverOrder(tx: Tx, deps: StepDeps, orderId: number, deliveredOn?: string | null, itemIds?: number[] | null): Promise<OrderRow> {
  const at = deliveredOn ? new Date(deliveredOn) : deps.now;
  if (Number.isNaN(at.getTime())) throw new Refusal('staff.order.date_invalid', 'deliveredOn');
  if (at.getTime() > deps.now.getTime() + 60_000) throw new Refusal('staff.order.delivery_in_future', 'deliveredOn');
  const { order, lines } = await lockOrder(tx, orderId);
  const p = plan('DELIVER', lines, itemIds);
  if (order.shippedAt && at < order.shippedAt) throw new Refusal('staff.order.delivery_before_shipping', 'deliveredOn');
  await applyPlan(tx, order, 'DELIVER', p, deps.actor, deps.now, {
    note: at.toISOString(),
    shopperNote: { note: 'Siparişiniz teslim edildi.', noteEn: 'Your order was delivered.' },
    // the return window (15 days) counts from this date
    orderSet: { deliveredAt: at },
  });
  await queueOrderProgress(tx, deps.messaging, orderId, 'DELIVERED', p.lines.map((l) => l.id), `deliver-${deps.now.getTime()}`);
  return order;
}

export async function completeOrder(tx: Tx, deps: StepDeps, orderId: number): Promise<OrderRow> {
  const { order, lines } = await lockOrder(tx, orderId);
  await applyPlan(tx, order, 'COMPLETE', plan('COMPLETE', lines), deps.actor, deps.now, { orderSet: { completedAt: deps.now } });
  return order;
}

/** Puts the stock of lines back (variants in id order, so concurrent cancels lock alike). */
export async function restock(tx: Tx, lines: LineRow[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    await tx.update(productVariants).set({ stockQuantity: sql`${productVariants.stockQuantity} + ${line.quantity}` }).where(eq(productVariants.id, line.variantId));
  }
}

/**
 * Cancels lines before shipping: lines CANCELLED, stock back, the money back (void or refund) under
 * `refundKey`. A repeated key (a retry of the same cancel) answers without doing it again.
 */
export async function cancelOrderLines(tx: Tx, deps: StepDeps, orderId: number, itemIds: number[], reason: string | null, refundKey: string): Promise<{ order: OrderRow; amountKurus: number; repeated: boolean }> {
  const { key, order, lines, known } = await lockOrderForRefund(tx, orderId, itemIds, refundKey);
  if (known) return { order, amountKurus: known.amountKurus, repeated: true };
  const p = plan('CANCEL', lines, itemIds);
  const chosen = lines.filter((l) => itemIds.includes(l.id));
  await applyPlan(tx, order, 'CANCEL', p, deps.actor, deps.now, {
    note: reason,
    shopperNote: {
      note: `${chosen.length} ürün iptal edildi${reason ? `: ${reason}` : ''}. Ücreti kartınıza iade edilir.`,
      noteEn: `${chosen.length} ${chosen.length === 1 ? 'item was' : 'items were'} cancelled${reason ? `: ${reason}` : ''}. The amount goes back to your card.`,
    },
  });
  await restock(tx, chosen);
  const money = await giveMoneyBack(tx, { orderId, refundKey: key, itemIds, staffId: deps.actor.staffId, now: deps.now });
  if (!money.ok) throw new Refusal(money.code, money.field);
  await queueOrderRefunded(tx, deps.messaging, orderId, itemIds, money.amountKurus, key);
  return { order, amountKurus: money.amountKurus, repeated: false };
}

export async function addOrderNote(tx: Tx, deps: StepDeps, orderId: number, note: string, visibleToShopper: boolean): Promise<OrderRow> {
  const text = cleanNote(note, true)!;
  const { order } = await lockOrder(tx, orderId);
  // the staff writes one language; the shopper sees it as written (no English copy: noteEn null is shown in both)
  await recordEvent(tx, orderId, 'NOTE', order.status, deps.actor, deps.now, text, visibleToShopper ? { note: text, noteEn: text } : null);
  return order;
}
