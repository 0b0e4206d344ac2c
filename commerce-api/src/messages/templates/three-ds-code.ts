// The bank's 3-D Secure code, by SMS to the card holder's phone.
import type { Language } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import { textsFor } from './message-texts.js';

export interface ThreeDsCodeFacts {
  language: Language;
  recipient: string;
  customerId: number;
  bank: string;
  /** the amount, formatted in the reader's language */
  amount: string;
  code: string;
  paymentId: string;
}

export function threeDsCodeMessage(f: ThreeDsCodeFacts): OutgoingMessage {
  const t = textsFor(f.language).threeDs;
  return {
    channel: 'SMS',
    recipient: f.recipient,
    subject: t.subject,
    body: t.sms(f.bank, f.amount, f.code),
    kind: 'three-ds-code',
    language: f.language,
    purpose: 'transactional',
    customerId: f.customerId,
    dedupeKey: `three-ds:${f.paymentId}`,
    code: f.code,
  };
}
