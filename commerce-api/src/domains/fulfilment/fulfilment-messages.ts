// The shopper's messages of the staff side: order approved, shipped (tracking link), delivered,
// a request approved (cargo code) or rejected (reason), money refunded. Each is queued on the
// transition's own transaction (outbox) with a dedupe key named after the event, so a retried
// transition sends once.
//
// The shopper's language: orders do not store one. The order-placed e-mail was written in the
// language the shopper used at checkout (outbox.language), so later messages follow it; an order
// without that message (seeded, imported) gets Turkish, the shop's default.
import { and, eq, like } from 'drizzle-orm';
import { formatKurus, type Language } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { itemRequests, orders, outbox } from '../../db/schema.js';
import type { Messaging } from '../../messages/messaging.js';
import { loadShopIdentity } from '../../messages/shop-identity.js';
import type { ProgressStep } from '../../messages/templates/message-texts.js';
import { orderProgressEmail, orderProgressSms } from '../../messages/templates/order-progress.js';
import { orderRefundedEmail } from '../../messages/templates/order-refunded.js';
import { requestDecidedEmail } from '../../messages/templates/request-decided.js';
import { orderAudience } from '../orders/order-messages.js';

/** The language the shopper placed the order in (see above); Turkish when unknown. */
export async function shopperLanguage(db: Db, orderId: number): Promise<Language> {
  const [order] = await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return 'tr';
  const [row] = await db
    .select({ language: outbox.language })
    .from(outbox)
    .where(and(like(outbox.dedupeKey, `order-placed:${order.orderNumber}:%`)))
    .limit(1);
  return row?.language === 'en' ? 'en' : 'tr';
}

async function facts(tx: Db, messaging: Messaging, orderId: number) {
  const language = await shopperLanguage(tx, orderId);
  const audience = await orderAudience(tx, orderId, language);
  if (!audience) return null;
  const shop = await loadShopIdentity(tx, messaging.config, language);
  return { ...audience, shop, language };
}

export async function queueOrderProgress(
  tx: Db,
  messaging: Messaging,
  orderId: number,
  step: ProgressStep,
  itemIds: number[],
  eventId: string,
  shipment: { carrier: string; code: string; followUrl: string | null } | null = null,
): Promise<void> {
  const f = await facts(tx, messaging, orderId);
  if (!f) return;
  const progress = { ...f, step, itemIds, eventId, shipment };
  if (f.email) await messaging.notifier.send(await orderProgressEmail(progress, f.email), tx);
  // the shop sends an SMS for the order placed; the shipment's tracking link is worth one too
  if (f.phone && step === 'SHIPPED') await messaging.notifier.send(orderProgressSms(progress, f.phone), tx);
}

export async function queueRequestDecided(tx: Db, messaging: Messaging, requestId: number): Promise<void> {
  const [request] = await tx.select().from(itemRequests).where(eq(itemRequests.id, requestId)).limit(1);
  if (!request) return;
  const f = await facts(tx, messaging, request.orderId);
  const item = f?.detail.items.find((i) => i.id === request.orderItemId);
  if (!f?.email || !item) return;
  const approved = request.status !== 'REJECTED';
  const cargo = approved && request.cargoFirm && request.cargoCode ? { firm: request.cargoFirm, code: request.cargoCode } : null;
  const email = await requestDecidedEmail(
    { ...f, kind: request.kind === 'CANCEL' ? 'CANCEL' : 'RETURN', approved, requestId, item, cargo, rejectionReason: request.rejectionReason },
    f.email,
  );
  await messaging.notifier.send(email, tx);
}

export async function queueOrderRefunded(tx: Db, messaging: Messaging, orderId: number, itemIds: number[], amountKurus: number, refundKey: string): Promise<void> {
  const f = await facts(tx, messaging, orderId);
  if (!f?.email || amountKurus <= 0) return;
  await messaging.notifier.send(await orderRefundedEmail({ ...f, amountText: formatKurus(amountKurus, f.language), itemIds, refundKey }, f.email), tx);
}
