// Registration welcome: an e-mail with the way to the account and the orders, or, for an account
// without an e-mail address, a short SMS.
import { ROUTES, type Language } from 'shared-contracts/server';
import type { OutgoingMessage } from '../../context.js';
import { shopLink, type ShopIdentity } from '../shop-identity.js';
import { emailMessage, renderEmail } from './layout.js';
import { textsFor } from './message-texts.js';

export interface WelcomeFacts {
  shop: ShopIdentity;
  language: Language;
  customerId: number;
  firstName: string | null;
  email: string | null;
  phone: string | null;
}

/** The welcome message, or null when the account has neither an e-mail nor a phone. */
export async function welcomeMessage(f: WelcomeFacts): Promise<OutgoingMessage | null> {
  const t = textsFor(f.language).welcome;
  const common = { kind: 'welcome', language: f.language, purpose: 'transactional', customerId: f.customerId } as const;
  if (!f.email) {
    if (!f.phone) return null;
    return { ...common, channel: 'SMS', recipient: f.phone, subject: t.subject(f.shop.name), body: t.sms(f.shop.name), dedupeKey: `welcome:${f.customerId}:sms` };
  }
  const email = await renderEmail(f.shop, f.language, {
    subject: t.subject(f.shop.name),
    preview: t.body(f.shop.name),
    greet: f.firstName,
    blocks: [
      { kind: 'paragraph', text: t.body(f.shop.name) },
      { kind: 'button', label: t.account, href: shopLink(f.shop, f.language, ROUTES.account.path) },
      { kind: 'paragraph', text: `${t.orders}: ${shopLink(f.shop, f.language, ROUTES.orders.path)}` },
    ],
  });
  return emailMessage(f.email, email, { ...common, dedupeKey: `welcome:${f.customerId}:email` });
}
