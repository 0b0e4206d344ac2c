// The payment terms as the shop shows them: the GraphQL PaymentTerms of a cart (paymentTerms
// query) or of an order, and the payment line of the contracts. Every figure comes from
// PaymentTermsKurus (installments.ts), computed once per cart, card and count.
import { formatKurus, kurusToLira, type Language, type PaymentTerms } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { loadCartState } from '../cart/cart-view.js';
import { findOwner } from '../cart/owner.js';
import { paymentTerms, type PaymentTermsKurus } from './installments.js';

export function paymentTermsView(terms: PaymentTermsKurus, language: Language): PaymentTerms {
  return {
    bankName: terms.bankName,
    cardFamily: terms.cardFamily,
    installmentCount: terms.installmentCount,
    cashTotal: formatKurus(terms.cashKurus, language),
    cashTotalValue: kurusToLira(terms.cashKurus),
    interest: formatKurus(terms.interestKurus, language),
    interestValue: kurusToLira(terms.interestKurus),
    installmentPrice: formatKurus(terms.installmentKurus, language),
    installmentPriceValue: kurusToLira(terms.installmentKurus),
    orderTotal: formatKurus(terms.totalKurus, language),
    orderTotalValue: kurusToLira(terms.totalKurus),
  };
}

/**
 * The terms of a charge already recorded (a payment or an order): its charged total and
 * interest, count and bank. Orders placed before interest was recorded (and seeded ones) carry none.
 */
export function recordedTerms(order: { totalKurus: number; interestKurus: number; installmentCount: number; bankName: string | null; cardFamily: string | null }): PaymentTermsKurus {
  const count = Math.max(1, order.installmentCount);
  const installmentKurus = Math.round(order.totalKurus / count);
  return {
    bankName: order.bankName,
    cardFamily: order.cardFamily,
    installmentCount: count,
    monthlyRatePercent: 0,
    cashKurus: order.totalKurus - order.interestKurus,
    interestKurus: order.interestKurus,
    totalKurus: order.totalKurus,
    installmentKurus,
    lastInstallmentKurus: order.totalKurus - installmentKurus * (count - 1),
  };
}

/** Card or count a caller asks about; a count that is no whole number counts as absent. */
export interface CardChoice {
  bin?: string | null;
  installmentCount?: number | null;
}

/** The count asked for: 1 (advance payment) when absent. */
export function chosenCount(choice: CardChoice): number {
  return choice.installmentCount ?? 1;
}

/** paymentTerms(bin, installmentCount): the caller's cart paid with that card and count. */
export async function cartPaymentTerms(ctx: ApiContext, choice: CardChoice): Promise<PaymentTerms | null> {
  const state = await loadCartState(ctx.db, await findOwner(ctx, null));
  const terms = paymentTerms(state.totals.totalKurus, choice.bin, chosenCount(choice));
  return terms ? paymentTermsView(terms, ctx.language) : null;
}

const TEXT = {
  tr: {
    card: 'Kredi kartı',
    advance: 'tek çekim (peşin)',
    plan: (t: PaymentTermsKurus, f: (k: number) => string) =>
      `${t.installmentCount} taksit: ${t.installmentCount} x ${f(t.installmentKurus)}` +
      (t.lastInstallmentKurus !== t.installmentKurus ? ` (son taksit ${f(t.lastInstallmentKurus)})` : '') +
      (t.interestKurus > 0 ? `; peşin fiyat ${f(t.cashKurus)}, vade farkı ${f(t.interestKurus)}, toplam ${f(t.totalKurus)}` : `, vade farksız; toplam ${f(t.totalKurus)}`),
  },
  en: {
    card: 'Credit card',
    advance: 'single payment',
    plan: (t: PaymentTermsKurus, f: (k: number) => string) =>
      `${t.installmentCount} instalments: ${t.installmentCount} x ${f(t.installmentKurus)}` +
      (t.lastInstallmentKurus !== t.installmentKurus ? ` (last instalment ${f(t.lastInstallmentKurus)})` : '') +
      (t.interestKurus > 0 ? `; cash price ${f(t.cashKurus)}, instalment interest ${f(t.interestKurus)}, total ${f(t.totalKurus)}` : `, interest-free; total ${f(t.totalKurus)}`),
  },
} as const;

/**
 * The contracts' payment line: 'Kredi kartı, tek çekim (peşin)' for an advance payment (whatever
 * the card: the amount is the cash total), and for instalments the bank and card family, the
 * count, the instalment amount, cash price, interest and total:
 * 'Kredi kartı (Akbank Axess), 3 taksit: 3 x ₺5.801,27 (son taksit ₺5.801,26); peşin fiyat
 * ₺16.901,82, vade farkı ₺501,98, toplam ₺17.403,80'.
 */
export function paymentMethodText(terms: PaymentTermsKurus, language: Language): string {
  const t = TEXT[language === 'en' ? 'en' : 'tr'];
  if (terms.installmentCount <= 1) return `${t.card}, ${t.advance}`;
  const bank = [terms.bankName, terms.cardFamily].filter(Boolean).join(' ');
  return `${t.card}${bank ? ` (${bank})` : ''}, ${t.plan(terms, (k) => formatKurus(k, language))}`;
}
