// Order placed: the e-mail with everything the order holds (lines with pictures, figures,
// instalments and bank, carrier, gift note, addresses) and the two accepted contracts attached as
// PDF files; and the short SMS the success page promises ("details go to your phone and e-mail").
import { ROUTES, buildPath, type Language } from 'shared-contracts/server';
import type { MessageAttachment, OutgoingMessage } from '../../context.js';
import { contractPdf } from '../contract-pdf.js';
import { shopLink, type ShopIdentity } from '../shop-identity.js';
import { emailMessage, renderEmail, type Block } from './layout.js';
import { textsFor, type ContractZone } from './message-texts.js';
import { linesBlock, orderAddressBlocks, orderFiguresBlock, orderHeadBlock, paymentPlan, type OrderFacts } from './order-blocks.js';

export interface OrderPlacedFacts extends OrderFacts {
  shop: ShopIdentity;
  language: Language;
  customerId: number;
  /** guests have no account page to open */
  isGuest: boolean;
}

function contractTitle(language: Language, zone: string): string {
  const titles = textsFor(language).orderPlaced.contract;
  return titles[zone as ContractZone] ?? zone;
}

function acceptedOnText(language: Language, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** A contract as the order keeps it (OrderDetail.contracts, the payment snapshot's). */
export interface KeptContract {
  widgetZone: string;
  hTML: string;
  acceptedOn: string;
}

/**
 * The accepted contracts as PDF files, named after them. They depend only on the contracts the
 * payment froze, so they can be made before the order's transaction (place-order.ts).
 */
export async function contractAttachments(shop: ShopIdentity, language: Language, contracts: KeptContract[]): Promise<MessageAttachment[]> {
  const t = textsFor(language).orderPlaced;
  return Promise.all(
    contracts.map(async (c) => {
      const pdf = await contractPdf({ title: contractTitle(language, c.widgetZone), html: c.hTML, shopName: shop.name, footer: t.contractAccepted(acceptedOnText(language, c.acceptedOn)), language });
      return { filename: `${c.widgetZone.replace(/_/g, '-')}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') };
    }),
  );
}

/** The order e-mail; `attachments`: contractAttachments of the order's contracts. */
export async function orderPlacedEmail(f: OrderPlacedFacts, recipient: string, attachments: MessageAttachment[]): Promise<OutgoingMessage> {
  const t = textsFor(f.language);
  const d = f.detail;
  const blocks: Block[] = [
    { kind: 'paragraph', text: t.orderPlaced.intro(d.orderNumber) },
    orderHeadBlock(f.language, d),
    linesBlock(f.shop, f.language, t.order.items, d.items),
    orderFiguresBlock(f.language, d),
    ...orderAddressBlocks(f.language, d),
  ];
  if (!f.isGuest) blocks.push({ kind: 'button', label: t.order.viewOrder, href: shopLink(f.shop, f.language, buildPath(ROUTES.orderDetail.path, { orderNumber: d.orderNumber })) });
  if (d.contracts.length) {
    blocks.push({
      kind: 'figures',
      title: t.orderPlaced.contractsTitle,
      rows: d.contracts.map((c) => ({ label: contractTitle(f.language, c.widgetZone), value: t.orderPlaced.contractAccepted(acceptedOnText(f.language, c.acceptedOn)) })),
    });
    blocks.push({ kind: 'small', text: t.orderPlaced.contractsAttached });
  }
  const email = await renderEmail(f.shop, f.language, { subject: t.orderPlaced.subject(d.orderNumber), preview: t.orderPlaced.preview(d.orderNumber, d.orderTotal), greet: f.firstName, blocks });
  return emailMessage(recipient, email, { attachments, kind: 'order-placed', language: f.language, customerId: f.customerId, dedupeKey: `order-placed:${d.orderNumber}:email` });
}

export function orderPlacedSms(f: OrderPlacedFacts, recipient: string): OutgoingMessage {
  const t = textsFor(f.language).orderPlaced;
  return {
    channel: 'SMS',
    recipient,
    subject: t.subject(f.detail.orderNumber),
    body: t.sms(f.shop.name, f.detail.orderNumber, f.detail.orderTotal, paymentPlan(f.language, f.detail)),
    kind: 'order-placed',
    language: f.language,
    purpose: 'transactional',
    customerId: f.customerId,
    dedupeKey: `order-placed:${f.detail.orderNumber}:sms`,
  };
}
