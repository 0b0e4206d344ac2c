// The one-time code of a sign-in, a registration or a phone change: an SMS (short, the code
// first) or an e-mail with the code in large type.
import type { Language } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import type { ShopIdentity } from '../shop-identity.js';
import { emailMessage, renderEmail } from './layout.js';
import { textsFor, type CodePurpose } from './message-texts.js';

export interface OneTimeCodeFacts {
  shop: ShopIdentity;
  language: Language;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  purpose: CodePurpose;
  code: string;
  minutes: number;
}

export async function oneTimeCodeMessage(f: OneTimeCodeFacts): Promise<OutgoingMessage> {
  const t = textsFor(f.language).code;
  const subject = t.subject[f.purpose];
  const meta = { kind: `code-${f.purpose.toLowerCase().replace('_', '-')}`, language: f.language, purpose: 'transactional', code: f.code } as const;
  if (f.channel === 'SMS') return { ...meta, channel: 'SMS', recipient: f.recipient, subject, body: t.sms(f.shop.name, f.purpose, f.code, f.minutes) };
  const email = await renderEmail(f.shop, f.language, {
    subject,
    preview: `${subject}: ${f.code}`,
    greet: null,
    blocks: [
      { kind: 'paragraph', text: t.intro[f.purpose] },
      { kind: 'code', text: f.code },
      { kind: 'paragraph', text: `${t.validFor(f.minutes)} ${t.doNotShare}` },
      { kind: 'small', text: t.notYou },
    ],
  });
  return emailMessage(f.recipient, email, meta);
}
