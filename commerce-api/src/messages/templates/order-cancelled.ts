// Order cancelled (every line cancelled): which items, the figures, and that the amount goes
// back to the card.
import type { Language, OrderItem } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import type { ShopIdentity } from '../shop-identity.js';
import { emailMessage, renderEmail } from './layout.js';
import { textsFor } from './message-texts.js';
import { linesBlock, orderFiguresBlock, orderHeadBlock, type OrderFacts } from './order-blocks.js';

export interface OrderCancelledFacts extends OrderFacts {
  shop: ShopIdentity;
  language: Language;
  customerId: number;
  /** the lines this cancellation took */
  items: OrderItem[];
}

export async function orderCancelledEmail(f: OrderCancelledFacts, recipient: string): Promise<OutgoingMessage> {
  const t = textsFor(f.language);
  const d = f.detail;
  const email = await renderEmail(f.shop, f.language, {
    subject: t.orderCancelled.subject(d.orderNumber),
    preview: t.orderCancelled.body(d.orderNumber),
    greet: f.firstName,
    blocks: [
      { kind: 'paragraph', text: t.orderCancelled.body(d.orderNumber) },
      orderHeadBlock(f.language, d),
      linesBlock(f.shop, f.language, t.orderCancelled.cancelledItems, f.items),
      orderFiguresBlock(f.language, d),
      { kind: 'paragraph', text: t.orderCancelled.refund },
    ],
  });
  return emailMessage(recipient, email, { kind: 'order-cancelled', language: f.language, customerId: f.customerId, dedupeKey: `order-cancelled:${d.orderNumber}:email` });
}
