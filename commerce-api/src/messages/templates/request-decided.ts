// A cancel or return request answered by the staff: approved (a return's cargo firm and code) or
// rejected (the reason, as the staff wrote it). One e-mail per decision (dedupe key: the request).
import { ROUTES, buildPath, type Language, type OrderItem } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import { shopLink, type ShopIdentity } from '../shop-identity.js';
import { emailMessage, renderEmail, type Block } from './layout.js';
import { textsFor, type RequestKind } from './message-texts.js';
import { linesBlock, orderHeadBlock, type OrderFacts } from './order-blocks.js';

export interface RequestDecidedFacts extends OrderFacts {
  shop: ShopIdentity;
  language: Language;
  customerId: number;
  kind: RequestKind;
  approved: boolean;
  requestId: number;
  item: OrderItem;
  cargo: { firm: string; code: string } | null;
  rejectionReason: string | null;
}

export async function requestDecidedEmail(f: RequestDecidedFacts, recipient: string): Promise<OutgoingMessage> {
  const t = textsFor(f.language);
  const d = f.detail;
  const lead = f.approved ? t.requestDecided.approved(f.kind, d.orderNumber) : t.requestDecided.rejected(f.kind, d.orderNumber);
  const blocks: Block[] = [{ kind: 'paragraph', text: lead }, orderHeadBlock(f.language, d), linesBlock(f.shop, f.language, t.requestDecided.items, [f.item])];
  if (f.cargo) blocks.push({ kind: 'paragraph', text: t.itemRequest.returnShipping(f.cargo.firm, f.cargo.code) });
  if (f.rejectionReason) blocks.push({ kind: 'paragraph', text: `${t.requestDecided.reason}: ${f.rejectionReason}` });
  blocks.push({ kind: 'button', label: t.order.viewOrder, href: shopLink(f.shop, f.language, buildPath(ROUTES.orderDetail.path, { orderNumber: d.orderNumber })) });
  const subject = t.requestDecided.subject(f.kind, f.approved, d.orderNumber);
  const email = await renderEmail(f.shop, f.language, { subject, preview: lead, greet: f.firstName, blocks });
  return emailMessage(recipient, email, { kind: 'request-decided', language: f.language, customerId: f.customerId, dedupeKey: `request-decided:${f.requestId}:email` });
}
