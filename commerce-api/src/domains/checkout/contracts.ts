// contractByWidgetZone: the seeded pre-information form / distance sales contract, filled with
// the buyer, the selected addresses, the cart lines (with gift package and note), the carrier and
// the totals, and the payment: the chosen card's instalment terms, bank and the total charged
// (placeholders documented in src/seed/content/contracts.ts). Every value is
// HTML-escaped; the item rows are built here. The filled text is then cleaned (safe-html.ts: the
// checkout shows it as HTML) and the version is the SHA-256 of that cleaned text, the text the
// browser gets. contractByWidgetZone and the payment's check (checkoutContracts) both come from
// fillContract, so the versions a shopper accepted are compared with versions of the same cleaned
// texts, and the order keeps exactly the text shown, with its hash (card-payment.ts). The filled
// text is cleaned, not the template: cleaning moves a bare {{items}} out of its <tbody>.
import { and, eq } from 'drizzle-orm';
import { formatKurus, formatPhone, type Address, type Contract, type Language } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { contractTemplates, customers } from '../../db/schema.js';
import { UserInputError } from '../../errors.js';
import { safeHtmlOnce } from '../../security/safe-html.js';
import { sha256 } from '../auth/tokens.js';
import { loadCartState, type CartState } from '../cart/cart-view.js';
import { findOwner } from '../cart/owner.js';
import { attributeInfo, localized } from '../cart/product-presentation.js';
import { paymentTerms, type PaymentTermsKurus } from '../payment/installments.js';
import { chosenCount, paymentMethodText, type CardChoice } from '../payment/payment-terms.js';
import { checkoutAddresses } from './checkout-address.js';
import { escapeHtml } from './html-escape.js';

export const CONTRACT_ZONES = ['pre_info_contract', 'sales_contract'] as const;

const dateFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' });

export function addressLine(a: Address | null): string {
  if (!a) return '';
  const street = [a.address1, a.address2].filter(Boolean).join(' ');
  return `${street}, ${a.neighborhood}, ${a.region} / ${a.city} ${a.zipPostalCode}`.trim();
}

/** Replaces {{name}}; `raw` values are trusted HTML built here, everything else is escaped. */
export function fillTemplate(html: string, values: Record<string, string>, raw: Record<string, string> = {}): string {
  return html.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => (name in raw ? raw[name] : escapeHtml(values[name] ?? '')));
}

async function template(ctx: ApiContext, zone: string): Promise<string | null> {
  for (const language of [ctx.language, 'tr'] as Language[]) {
    const [row] = await ctx.db.select({ html: contractTemplates.html }).from(contractTemplates).where(and(eq(contractTemplates.widgetZone, zone), eq(contractTemplates.language, language))).limit(1);
    if (row) return row.html;
  }
  return null;
}

/** A contract's version: the SHA-256 (hex) of its text as sent, contents[0].hTML. */
export function contractVersion(html: string): string {
  return sha256(html);
}

interface ContractFacts {
  customer: typeof customers.$inferSelect | null;
  shipping: Address | null;
  billing: Address | null;
}

async function contractFacts(ctx: ApiContext, state: CartState): Promise<ContractFacts> {
  const customerId = ctx.customer?.id ?? null;
  if (customerId === null) return { customer: null, shipping: null, billing: null };
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, customerId));
  const { shipping, billing } = await checkoutAddresses(ctx.db, customerId, state.cart);
  return { customer: customer ?? null, shipping, billing };
}

const GIFT_TEXT = {
  tr: { package: 'Hediye paketi', note: 'Hediye notu' },
  en: { package: 'Gift package', note: 'Gift note' },
} as const;

/** The item rows: every line (with its gift package), then the gift note when there is one. */
function itemRows(state: CartState, language: Language): string {
  const gift = GIFT_TEXT[language === 'en' ? 'en' : 'tr'];
  const rows = state.lines.map((l) => {
    const info = attributeInfo(localized(language, l.attributeName ?? '', l.attributeNameEn) || null, l.valueName);
    const label = `${localized(language, l.name, l.nameEn)}${info ? ` (${info})` : ''}${l.isGiftPackage ? ` — ${gift.package}` : ''}`;
    return `<tr><td>${escapeHtml(label)}</td><td>${l.quantity}</td><td>${escapeHtml(formatKurus(l.priceKurus, language))}</td><td>${escapeHtml(formatKurus(l.priceKurus * l.quantity, language))}</td></tr>`;
  });
  const note = state.cart?.giftNote?.trim();
  if (note) rows.push(`<tr><td colspan="4">${escapeHtml(`${gift.note}: ${note}`)}</td></tr>`);
  return rows.join('');
}

/**
 * One contract filled from the cart as it is now: buyer, addresses, lines, gift, totals, carrier,
 * and the payment `terms` (the total is the amount charged, interest included).
 */
function fillContract(zone: string, html: string, state: CartState, facts: ContractFacts, terms: PaymentTermsKurus, language: Language, now: Date): Contract {
  const { customer, shipping, billing } = facts;
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || [shipping?.firstName, shipping?.lastName].filter(Boolean).join(' ');
  const phone = customer?.phone ? formatPhone(customer.phone) : (shipping?.phoneNumber ?? '');
  const filled = fillTemplate(
    html,
    {
      date: dateFormat.format(now),
      customerName: name,
      customerEmail: customer?.email ?? shipping?.email ?? '',
      customerPhone: phone,
      shippingAddress: addressLine(shipping),
      billingAddress: addressLine(billing),
      subtotal: formatKurus(state.totals.subtotalKurus, language),
      shipping: formatKurus(state.totals.shippingKurus, language),
      discount: formatKurus(state.totals.discountKurus, language),
      total: formatKurus(terms.totalKurus, language),
      cashTotal: formatKurus(terms.cashKurus, language),
      interest: formatKurus(terms.interestKurus, language),
      installmentCount: String(terms.installmentCount),
      installmentAmount: formatKurus(terms.installmentKurus, language),
      bankName: [terms.bankName, terms.cardFamily].filter(Boolean).join(' '),
      carrier: state.cart?.shippingOption ?? '',
      paymentMethod: paymentMethodText(terms, language),
    },
    { items: itemRows(state, language) },
  );
  // Holds the shopper's name and addresses: cleaned without being remembered.
  const text = safeHtmlOnce(filled);
  return { widgetZone: zone, contents: [{ hTML: text }], version: contractVersion(text) };
}

/**
 * Both checkout contracts (those with a template), built from a loaded cart state and the terms of
 * the payment: what contractByWidgetZone answers for the same cart, card and count, and what a
 * payment records as accepted.
 */
export async function checkoutContracts(ctx: ApiContext, state: CartState, terms: PaymentTermsKurus, now = new Date()): Promise<Contract[]> {
  const facts = await contractFacts(ctx, state);
  const contracts: Contract[] = [];
  for (const zone of CONTRACT_ZONES) {
    const html = await template(ctx, zone);
    if (html !== null) contracts.push(fillContract(zone, html, state, facts, terms, ctx.language, now));
  }
  return contracts;
}

/**
 * contractByWidgetZone: rebuilt from the caller's cart on every request (nothing is cached or
 * stored), so it always names the current lines, gift choices, addresses, carrier and totals;
 * with the card's BIN and the instalment count (`choice`) it names the instalment terms, the bank
 * and the total charged, as the payment with that card and count will.
 */
export async function contractByWidgetZone(
  ctx: ApiContext,
  widgetZone: string,
  now = new Date(),
  choice: CardChoice = {},
): Promise<Contract | null> {
  const zone = widgetZone.trim();
  if (!(CONTRACT_ZONES as readonly string[]).includes(zone)) return null;
  const html = await template(ctx, zone);
  if (html === null) return null;
  const state = await loadCartState(ctx.db, await findOwner(ctx, null));
  const terms = paymentTerms(state.totals.totalKurus, choice.bin, chosenCount(choice));
  // A count the card does not offer: the translated error the payment would answer.
  if (!terms) throw new UserInputError('ui.payment.installment_unavailable', ctx.language);
  return fillContract(zone, html, state, await contractFacts(ctx, state), terms, ctx.language, now);
}
