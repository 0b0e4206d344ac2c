// The receipt a contact-form sender gets, in the language they wrote in, with their message.
import type { OutgoingMessage } from '../../context.js';
import { emailMessage, renderEmail } from './layout.js';
import { contactSubject, type ContactFacts } from './contact-to-shop.js';
import { textsFor } from './message-texts.js';

export async function contactReceiptEmail(f: ContactFacts): Promise<OutgoingMessage> {
  const t = textsFor(f.language).contact;
  const email = await renderEmail(f.shop, f.language, {
    subject: t.receiptSubject(f.shop.name),
    preview: t.receiptBody,
    greet: f.name,
    blocks: [
      { kind: 'paragraph', text: t.receiptBody },
      { kind: 'figures', rows: [{ label: t.subjectLabel, value: contactSubject(f) }] },
      { kind: 'quote', title: t.yourMessage, text: f.message },
    ],
  });
  return emailMessage(f.email, email, { kind: 'contact-receipt', language: f.language, dedupeKey: `contact:${f.messageId}:receipt` });
}
