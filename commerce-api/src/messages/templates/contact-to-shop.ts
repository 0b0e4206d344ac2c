// A contact-form message for the shop's inbox (CONTACT_TO): always in Turkish, the shop's working
// language, with the sender's name, address and language; the sender's words are quoted as
// written (escaped in the HTML part, never in the subject's header line).
import type { Language } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import { headerSafe } from '../header-safety.js';
import type { ShopIdentity } from '../shop-identity.js';
import { emailMessage, renderEmail } from './layout.js';
import { textsFor } from './message-texts.js';

export interface ContactFacts {
  shop: ShopIdentity;
  /** the sender's language (the receipt's) */
  language: Language;
  messageId: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}

const INBOX_LANGUAGE: Language = 'tr';

/** The sender's subject is one line wherever it is shown (it is a header in the shop's e-mail). */
export function contactSubject(f: Pick<ContactFacts, 'subject'>): string {
  return headerSafe(f.subject);
}

export async function contactToShopEmail(f: ContactFacts): Promise<OutgoingMessage> {
  const t = textsFor(INBOX_LANGUAGE).contact;
  const email = await renderEmail(f.shop, INBOX_LANGUAGE, {
    subject: t.inboxSubject(contactSubject(f)),
    preview: t.inboxIntro(f.name, f.email),
    blocks: [
      { kind: 'paragraph', text: t.inboxIntro(f.name, f.email) },
      { kind: 'figures', rows: [{ label: t.subjectLabel, value: contactSubject(f) }, { label: t.replyTo, value: f.email }, { label: 'Dil / Language', value: f.language }] },
      { kind: 'quote', title: t.message, text: f.message },
    ],
  });
  return emailMessage(f.shop.email, email, { kind: 'contact-message', language: INBOX_LANGUAGE, dedupeKey: `contact:${f.messageId}:shop` });
}
