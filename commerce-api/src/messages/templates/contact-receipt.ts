// The receipt a contact-form sender gets, in the language they wrote in, with their message.
import type { OutgoingMessage } from '../../context.js';
import { renderEmail } from './layout.js';
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
  return {
    channel: 'EMAIL',
    recipient: f.email,
    subject: email.subject,
    body: email.text,
    html: email.html,
    kind: 'contact-receipt',
    language: f.language,
    purpose: 'transactional',
    dedupeKey: `contact:${f.messageId}:receipt`,
  };
}
