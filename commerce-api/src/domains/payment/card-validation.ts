// Server-side check of the card form (the fields of cardPaymentFormSchema, sent split as the
// payment call wants them): 16 Luhn-valid digits, an expiry month not yet past (Istanbul), a CVV
// of the card family's length (shared-contracts card-rules, as on the form),
// a holder name, the accepted agreement, and an instalment count the card's BIN offers.
import { cardNumberRule, cvvLengthFor, cvvRule, expiryNotPast, formatCardNumber, luhnValid, parseCardExpiry, requiredText, type CardPaymentInput } from 'shared-contracts/server';
import { cardFamilyForBin } from './bin-table.js';
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

// One implementation of the Luhn sum and the expiry check for the form and the API (shared-contracts card-rules).
export { luhnValid };

/** Valid through the last day of the expiry month, Istanbul time. */
export function expiryInFuture(month: number, year: number, now: Date): boolean {
  return expiryNotPast(month, year, now);
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
  // The shape only: whether the month is past is judged against `now` below.
  const parsed = parseCardExpiry(`${month}/${year}`);
  if (!parsed || !expiryInFuture(Number(parsed.month), Number(parsed.year), now)) issues.push({ code: 'ui.pattern.card_expiry', field: 'expireDate' });

  // The CVV's length follows the card family, as on the form (4 digits for American Express).
  const cvv = String(input.creditCardCvv2 ?? '');
  const family = /^\d{6}/.test(digits) ? (cardFamilyForBin(digits)?.cardFamily ?? null) : null;
  if (!cvvRule.safeParse(cvv).success || cvv.length !== cvvLengthFor(family, digits)) issues.push({ code: 'ui.pattern.card_cvv', field: 'creditCardCvv2' });

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
