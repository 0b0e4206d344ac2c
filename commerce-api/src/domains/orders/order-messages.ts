// When an order tells the shopper something: placed (e-mail with the contracts, and an SMS),
// cancelled, or a cancel/return request received. Each message is built from the order as
// written in the same transaction and queued in that transaction (`tx`), so it exists exactly
// when the event does: a rolled-back order sends nothing. Each carries a dedupe key named after
// the event (order-placed:<number>:email ...), so handling an event twice sends once. Guests get
// them too, at the e-mail and phone given at checkout; the language is the shopper's at the time
// of the event.
import { eq, inArray } from 'drizzle-orm';
import { normalizePhone, type Language, type OrderDetail } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { customers, itemRequests, orders, requestReasons } from '../../db/schema.js';
import type { MessageAttachment } from '../../context.js';
import type { Messaging } from '../../messages/messaging.js';
import { loadShopIdentity, type ShopIdentity } from '../../messages/shop-identity.js';
import { itemRequestEmail } from '../../messages/templates/item-request-received.js';
import type { RequestKind } from '../../messages/templates/message-texts.js';
import { orderCancelledEmail } from '../../messages/templates/order-cancelled.js';
import { contractAttachments, orderPlacedEmail, orderPlacedSms, type KeptContract } from '../../messages/templates/order-placed.js';
import { localized } from '../cart/product-presentation.js';
import { orderDetailView } from './order-view.js';

export interface OrderAudience {
  detail: OrderDetail;
  customerId: number;
  isGuest: boolean;
  firstName: string | null;
  email: string | null;
  phone: string | null;
}

/** The order as the account shows it, and where its messages go: the account's e-mail and phone, else the checkout's. */
export async function orderAudience(tx: Db, orderId: number, language: Language): Promise<OrderAudience | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const [customer] = await tx.select().from(customers).where(eq(customers.id, order.customerId)).limit(1);
  const detail = await orderDetailView(tx, order, language);
  const billing = detail.billingAddress;
  const shipping = detail.shippingAddress;
  const checkoutPhone = shipping?.phoneNumber || billing?.phoneNumber;
  return {
    detail,
    customerId: order.customerId,
    isGuest: customer?.isGuest ?? true,
    firstName: customer?.firstName || billing?.firstName || shipping?.firstName || null,
    email: customer?.email || billing?.email || shipping?.email || null,
    phone: customer?.phone || (checkoutPhone ? normalizePhone(checkoutPhone) : null),
  };
}

/** The slow part of the order e-mail (the contract PDFs), made before the order's transaction. */
export interface PreparedOrderMessages {
  shop: ShopIdentity;
  attachments: MessageAttachment[];
}

/**
 * Prepares the order e-mail from what the payment froze (the accepted contracts, which the order
 * keeps unchanged), so the transaction that holds the stock rows does not wait for PDF layout.
 */
export async function prepareOrderPlaced(db: Db, messaging: Messaging, contracts: KeptContract[], language: Language): Promise<PreparedOrderMessages> {
  const shop = await loadShopIdentity(db, messaging.config, language);
  return { shop, attachments: await contractAttachments(shop, language, contracts) };
}

/** Order placed: the e-mail (contracts attached) and the SMS, queued in the order's transaction. */
export async function queueOrderPlaced(tx: Db, messaging: Messaging, orderId: number, language: Language, prepared: PreparedOrderMessages): Promise<void> {
  const audience = await orderAudience(tx, orderId, language);
  if (!audience) return;
  const facts = { ...audience, shop: prepared.shop, language };
  if (audience.email) await messaging.notifier.send(await orderPlacedEmail(facts, audience.email, prepared.attachments), tx);
  if (audience.phone) await messaging.notifier.send(orderPlacedSms(facts, audience.phone), tx);
}

/**
 * A cancel or return request just stored (`requestIds`, in the request's transaction): the
 * request e-mail, or, when the cancellation took the order's last open lines, the order-cancelled
 * e-mail.
 */
export async function queueItemRequest(tx: Db, messaging: Messaging, orderId: number, kind: RequestKind, requestIds: number[], language: Language): Promise<void> {
  const audience = await orderAudience(tx, orderId, language);
  if (!audience?.email || !requestIds.length) return;
  const shop = await loadShopIdentity(tx, messaging.config, language);
  const requests = await tx
    .select({ id: itemRequests.id, orderItemId: itemRequests.orderItemId, note: itemRequests.note, cargoFirm: itemRequests.cargoFirm, cargoCode: itemRequests.cargoCode, reason: requestReasons.name, reasonEn: requestReasons.nameEn })
    .from(itemRequests)
    .innerJoin(requestReasons, eq(requestReasons.id, itemRequests.reasonId))
    .where(inArray(itemRequests.id, requestIds));
  const byItem = new Map(requests.map((r) => [r.orderItemId, r]));
  const items = audience.detail.items.filter((i) => byItem.has(i.id));
  const facts = { ...audience, shop, language };
  if (kind === 'CANCEL' && audience.detail.orderStatusEnum === 'CANCELLED') {
    await messaging.notifier.send(await orderCancelledEmail({ ...facts, items }, audience.email), tx);
    return;
  }
  const first = requests.find((r) => r.cargoCode) ?? requests[0]!;
  const email = await itemRequestEmail(
    {
      ...facts,
      kind,
      requestId: Math.min(...requestIds),
      lines: items.map((item) => {
        const r = byItem.get(item.id)!;
        return { item, reason: localized(language, r.reason, r.reasonEn), note: r.note };
      }),
      cargo: kind === 'RETURN' && first.cargoFirm && first.cargoCode ? { firm: first.cargoFirm, code: first.cargoCode } : null,
    },
    audience.email,
  );
  await messaging.notifier.send(email, tx);
}
