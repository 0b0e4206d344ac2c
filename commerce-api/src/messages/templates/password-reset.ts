// The password-reset e-mail: one button to the reset page (in the reader's language), the link
// written out as well, how long it works, and what to do when it was not asked for.
import type { Language } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import type { ShopIdentity } from '../shop-identity.js';
import { emailMessage, renderEmail } from './layout.js';
import { textsFor } from './message-texts.js';

export interface PasswordResetFacts {
  shop: ShopIdentity;
  language: Language;
  recipient: string;
  customerId: number;
  /** the absolute reset link (password-recovery.ts resetLink) */
  link: string;
  minutes: number;
}

export async function passwordResetMessage(f: PasswordResetFacts): Promise<OutgoingMessage> {
  const t = textsFor(f.language).passwordReset;
  const email = await renderEmail(f.shop, f.language, {
    subject: t.subject,
    preview: t.body(f.minutes),
    greet: null,
    blocks: [
      { kind: 'paragraph', text: t.body(f.minutes) },
      { kind: 'button', label: t.button, href: f.link },
      { kind: 'small', text: f.link },
      { kind: 'small', text: t.notYou },
    ],
  });
  return emailMessage(f.recipient, email, { kind: 'password-reset', language: f.language, customerId: f.customerId, link: f.link });
}
