// An order moved on (staff side): approved (being prepared), shipped (carrier, tracking code and
// the carrier's tracking link), delivered (and the return window). E-mail, and an SMS as the shop
// sends for the order placed. `eventId` names the transition, so a retried one sends once.
import { RETURN_WINDOW_DAYS, ROUTES, buildPath, type Language } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import { shopLink, type ShopIdentity } from '../shop-identity.js';
import { emailMessage, renderEmail, type Block } from './layout.js';
import { textsFor, type ProgressStep } from './message-texts.js';
import { linesBlock, orderHeadBlock, type OrderFacts } from './order-blocks.js';

export interface OrderProgressFacts extends OrderFacts {
  shop: ShopIdentity;
  language: Language;
  customerId: number;
  step: ProgressStep;
  /** the lines this step moved */
  itemIds: number[];
  shipment: { carrier: string; code: string; followUrl: string | null } | null;
  /** the transition's identity (dedupe key) */
  eventId: string;
}

const KIND: Record<ProgressStep, string> = { APPROVED: 'order-approved', SHIPPED: 'order-shipped', DELIVERED: 'order-delivered' };

export async function orderProgressEmail(f: OrderProgressFacts, recipient: string): Promise<OutgoingMessage> {
  const t = textsFor(f.language);
  const d = f.detail;
  const ids = new Set(f.itemIds);
  const blocks: Block[] = [{ kind: 'paragraph', text: t.orderProgress.body[f.step](d.orderNumber) }, orderHeadBlock(f.language, d)];
  if (f.shipment) {
    blocks.push({ kind: 'paragraph', text: t.orderProgress.tracking(f.shipment.carrier, f.shipment.code) });
    if (f.shipment.followUrl) blocks.push({ kind: 'button', label: t.orderProgress.track, href: f.shipment.followUrl });
  }
  blocks.push(linesBlock(f.shop, f.language, t.order.items, d.items.filter((i) => ids.has(i.id))));
  if (f.step === 'DELIVERED') blocks.push({ kind: 'small', text: t.orderProgress.returnWindow(RETURN_WINDOW_DAYS) });
  blocks.push({ kind: 'button', label: t.order.viewOrder, href: shopLink(f.shop, f.language, buildPath(ROUTES.orderDetail.path, { orderNumber: d.orderNumber })) });
  const subject = t.orderProgress.subject[f.step](d.orderNumber);
  const email = await renderEmail(f.shop, f.language, { subject, preview: t.orderProgress.body[f.step](d.orderNumber), greet: f.firstName, blocks });
  return emailMessage(recipient, email, { kind: KIND[f.step], language: f.language, customerId: f.customerId, dedupeKey: `${KIND[f.step]}:${d.orderNumber}:${f.eventId}:email` });
}

export function orderProgressSms(f: OrderProgressFacts, recipient: string): OutgoingMessage {
  const t = textsFor(f.language).orderProgress;
  return {
    channel: 'SMS',
    recipient,
    subject: t.subject[f.step](f.detail.orderNumber),
    body: t.sms[f.step](f.shop.name, f.detail.orderNumber, f.shipment?.followUrl ?? null),
    kind: KIND[f.step],
    language: f.language,
    purpose: 'transactional',
    customerId: f.customerId,
    dedupeKey: `${KIND[f.step]}:${f.detail.orderNumber}:${f.eventId}:sms`,
  };
}
