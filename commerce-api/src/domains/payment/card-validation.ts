// Server-side check of the card form (the fields of cardPaymentFormSchema, sent split as the
// payment call wants them): 16 Luhn-valid digits, an expiry month not yet past, a 3-4 digit CVV,
// a holder name, the accepted agreement, and an instalment count the card's BIN offers.
import { cardExpiryRule, cardNumberRule, cvvRule, formatCardNumber, parseCardExpiry, requiredText, type CardPaymentInput } from 'shared-contracts/server';
import { offeredPlan } from './installments.js';

export interface ValidCard {
  number: string;
  holder: string;
  expireMonth: number;
  expireYear: number;
  installmentCount: number;
}

export interface CardIssue {
  code: string;
  field: string;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Valid through the last day of the expiry month. */
export function expiryInFuture(month: number, year: number, now: Date): boolean {
  return now.getTime() < Date.UTC(year, month, 1);
}

/** The card itself (number, holder, expiry, CVV), as a card form or a tokenisation sends it. */
export type CardFields = Pick<CardPaymentInput, 'creditCardNumber' | 'creditCardHolderName' | 'expireMonth' | 'expireYear' | 'creditCardCvv2'>;

export interface ValidCardFields {
  number: string;
  holder: string;
  expireMonth: number;
  expireYear: number;
}

export function validateCardFields(input: CardFields, now = new Date()): { card: ValidCardFields; issues: [] } | { card: null; issues: CardIssue[] } {
  const issues: CardIssue[] = [];
  const rawNumber = String(input.creditCardNumber ?? '');
  const digits = rawNumber.replace(/[\s-]/g, '');
  const numberCheck = cardNumberRule.safeParse(/^\d+$/.test(digits) ? formatCardNumber(digits) : rawNumber);
  if (!rawNumber.trim()) issues.push({ code: 'ui.field.required', field: 'creditCardNumber' });
  else if (!numberCheck.success || digits.length !== 16 || !luhnValid(digits)) issues.push({ code: 'ui.pattern.card_number', field: 'creditCardNumber' });

  const holder = requiredText.safeParse(input.creditCardHolderName ?? '');
  if (!holder.success || holder.data.length > 100) issues.push({ code: holder.success ? 'ui.pattern.invalid' : 'ui.field.required', field: 'creditCardHolderName' });

  const month = String(input.expireMonth ?? '').trim().padStart(2, '0');
  const year = String(input.expireYear ?? '').trim();
  const expiry = cardExpiryRule.safeParse(`${month}/${year}`);
  const parsed = expiry.success ? parseCardExpiry(expiry.data) : null;
  if (!parsed || !expiryInFuture(Number(parsed.month), Number(parsed.year), now)) issues.push({ code: 'ui.pattern.card_expiry', field: 'expireDate' });

  if (!cvvRule.safeParse(String(input.creditCardCvv2 ?? '')).success) issues.push({ code: 'ui.pattern.card_cvv', field: 'creditCardCvv2' });

  if (issues.length || !parsed || !holder.success) return { card: null, issues };
  return { card: { number: digits, holder: holder.data, expireMonth: Number(parsed.month), expireYear: Number(parsed.year) }, issues: [] };
}

/** The agreement and the instalment count, which the BIN (first six digits) must offer. */
export function validatePaymentTerms(bin: string | null, installmentCount: number, agreementAccepted: boolean): CardIssue[] {
  const issues: CardIssue[] = [];
  if (agreementAccepted !== true) issues.push({ code: 'ui.checkout.agreement_not_accepted', field: 'agreementAccepted' });
  // The offer depends on the BIN, so it is only judged for a well-formed number.
  if (bin !== null && (!Number.isInteger(installmentCount) || !offeredPlan(bin, installmentCount))) {
    issues.push({ code: 'ui.payment.installment_unavailable', field: 'installmentCount' });
  }
  return issues;
}

export function validateCard(input: CardPaymentInput, now = new Date()): { card: ValidCard } | { issues: CardIssue[] } {
  const fields = validateCardFields(input, now);
  const numberOk = !fields.issues.some((i) => i.field === 'creditCardNumber');
  const digits = String(input.creditCardNumber ?? '').replace(/[\s-]/g, '');
  const issues = [...fields.issues, ...validatePaymentTerms(numberOk ? digits : null, input.installmentCount, input.agreementAccepted)];
  if (issues.length || !fields.card) return { issues };
  return { card: { ...fields.card, installmentCount: input.installmentCount } };
}
