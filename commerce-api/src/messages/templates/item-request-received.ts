// A cancel or return request received for some lines of an order: the lines with the reason
// (and the shopper's note), for a return the cargo firm and code to send them with, and what
// happens next.
import { ROUTES, buildPath, type Language, type OrderItem } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import { shopLink, type ShopIdentity } from '../shop-identity.js';
import { emailMessage, renderEmail, type Block } from './layout.js';
import { textsFor, type RequestKind } from './message-texts.js';
import { linesBlock, orderHeadBlock, type OrderFacts } from './order-blocks.js';

export interface RequestedLine {
  item: OrderItem;
  reason: string;
  note: string | null;
}

export interface ItemRequestFacts extends OrderFacts {
  shop: ShopIdentity;
  language: Language;
  customerId: number;
  kind: RequestKind;
  lines: RequestedLine[];
  /** a return's cargo firm and code */
  cargo: { firm: string; code: string } | null;
  /** the first request row's id: the event's identity */
  requestId: number;
}

export async function itemRequestEmail(f: ItemRequestFacts, recipient: string): Promise<OutgoingMessage> {
  const t = textsFor(f.language);
  const d = f.detail;
  const notes = new Map(f.lines.map((l) => [l.item.id, l]));
  const extra = (item: OrderItem) => {
    const line = notes.get(item.id);
    if (!line) return [];
    return [`${t.itemRequest.reason}: ${line.reason}`, ...(line.note ? [`${t.itemRequest.note}: ${line.note}`] : [])];
  };
  const blocks: Block[] = [
    { kind: 'paragraph', text: t.itemRequest.body(f.kind, d.orderNumber, f.lines.length) },
    orderHeadBlock(f.language, d),
    linesBlock(f.shop, f.language, t.itemRequest.requestedItems, f.lines.map((l) => l.item), extra),
  ];
  if (f.cargo) blocks.push({ kind: 'paragraph', text: t.itemRequest.returnShipping(f.cargo.firm, f.cargo.code) });
  blocks.push({ kind: 'paragraph', text: t.itemRequest.next[f.kind] });
  blocks.push({ kind: 'button', label: t.order.viewOrder, href: shopLink(f.shop, f.language, buildPath(ROUTES.orderDetail.path, { orderNumber: d.orderNumber })) });
  const subject = t.itemRequest.subject(f.kind, d.orderNumber);
  const email = await renderEmail(f.shop, f.language, { subject, preview: t.itemRequest.body(f.kind, d.orderNumber, f.lines.length), greet: f.firstName, blocks });
  return emailMessage(recipient, email, {
    kind: f.kind === 'CANCEL' ? 'cancel-request' : 'return-request',
    language: f.language,
    customerId: f.customerId,
    dedupeKey: `item-request:${f.requestId}:email`,
  });
}
