// Money given back for some lines of an order (a refund or a void): the amount and the lines.
// One e-mail per refund (dedupe key: the refund key).
import { ROUTES, buildPath, type Language } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import { shopLink, type ShopIdentity } from '../shop-identity.js';
import { emailMessage, renderEmail } from './layout.js';
import { textsFor } from './message-texts.js';
import { linesBlock, orderHeadBlock, type OrderFacts } from './order-blocks.js';

export interface OrderRefundedFacts extends OrderFacts {
  shop: ShopIdentity;
  language: Language;
  customerId: number;
  amountText: string;
  itemIds: number[];
  refundKey: string;
}

export async function orderRefundedEmail(f: OrderRefundedFacts, recipient: string): Promise<OutgoingMessage> {
  const t = textsFor(f.language);
  const d = f.detail;
  const ids = new Set(f.itemIds);
  const body = t.orderRefunded.body(d.orderNumber, f.amountText);
  const email = await renderEmail(f.shop, f.language, {
    subject: t.orderRefunded.subject(d.orderNumber),
    preview: body,
    greet: f.firstName,
    blocks: [
      { kind: 'paragraph', text: body },
      orderHeadBlock(f.language, d),
      linesBlock(f.shop, f.language, t.orderRefunded.items, d.items.filter((i) => ids.has(i.id))),
      { kind: 'small', text: t.orderRefunded.bankNote },
      { kind: 'button', label: t.order.viewOrder, href: shopLink(f.shop, f.language, buildPath(ROUTES.orderDetail.path, { orderNumber: d.orderNumber })) },
    ],
  });
  return emailMessage(recipient, email, { kind: 'order-refunded', language: f.language, customerId: f.customerId, dedupeKey: `order-refunded:${f.refundKey}:email` });
}
