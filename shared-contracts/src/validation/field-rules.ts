// Field rules of spec section 5. Every message is a ui.* key; bounds travel as issue params
// so the client (react-intl) and the API (translate) render the same text.
import { z } from 'zod';
import { ADDRESS_LINE_MAX, ADDRESS_LINE_MIN, CVV_MAX, CVV_MIN, GIFT_NOTE_MAX_LENGTH, MAX_RATING, PASSWORD_MIN_LENGTH } from '../constants/business';
import { expiryNotPast, luhnValid } from './card-rules';
import { onServer } from '../server-render/on-server';

// zod compiles object schemas with new Function where it may, and learns whether it may by
// trying once: under the shop's Content-Security-Policy (no 'unsafe-eval') that try is a
// violation, reported by every browser. In the browser the rules run uncompiled; on the server
// (the API, server rendering) the compiled path stays.
if (!onServer()) z.config({ jitless: true });

const required = 'ui.field.required';
const LETTERS = /^[A-Za-zÇçĞğİıÖöŞşÜüÂâÎîÛû ]+$/;

export const requiredText = z.string({ error: required }).trim().min(1, { error: required });

export function nameRule(minLength = 1) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((v) => !/\s{2,}/.test(v), { error: 'ui.pattern.only_one_whitespace' })
    .refine((v) => LETTERS.test(v), { error: 'ui.pattern.onlyAlphabet' })
    .refine((v) => v.length >= minLength, { error: 'ui.pattern.minLength', params: { min: minLength } });
}

/** {name}@{domain}.{tld}, tld of 2-4 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const emailRule = z.string({ error: required }).trim().min(1, { error: required }).regex(EMAIL_PATTERN, { error: 'ui.pattern.email' });

/** Display format 0(5XX) XXX XX XX. */
export const PHONE_PATTERN = /^0\(5\d{2}\) \d{3} \d{2} \d{2}$/;
export const phoneRule = z.string({ error: required }).trim().min(1, { error: required }).regex(PHONE_PATTERN, { error: 'ui.pattern.phone' });

/**
 * Auto-format while typing: strips a leading +90 / 90 / 0090, spaces, dashes, parentheses and the
 * leading 0, then 0(5XX) XXX XX XX. Idempotent over its own output and over partial input, so a
 * field can feed back its formatted value plus the next key: a country code being typed stays
 * as typed ('+9', '+90') instead of turning into national digits, and a closing parenthesis or
 * group space only appears once a digit follows it (so Backspace can remove it).
 */
export function formatPhone(input: string): string {
  const raw = input.trim();
  let digits = raw.replace(/\D/g, '');
  let international = raw.startsWith('+');
  if (!international && digits.startsWith('00')) {
    international = true;
    digits = digits.slice(2);
  }
  // A Turkish number never starts with 9 after the trunk 0, so a leading 9 is the country code.
  if (international || digits.startsWith('9')) {
    const plus = international ? '+' : '';
    if (digits === '' || digits === '9') return `${plus}${digits}`;
    if (digits.startsWith('90')) {
      digits = digits.slice(2);
      if (!digits) return `${plus}90`;
    }
  }
  const trunk = digits.startsWith('0');
  digits = digits.replace(/^0+/, '').slice(0, 10);
  if (!digits) return trunk ? '0' : '';
  let out = `0(${digits.slice(0, 3)}`;
  if (digits.length > 3) out += `) ${digits.slice(3, 6)}`;
  if (digits.length > 6) out += ` ${digits.slice(6, 8)}`;
  if (digits.length > 8) out += ` ${digits.slice(8, 10)}`;
  return out;
}

export interface FormattedInput {
  value: string;
  caret: number;
}

/**
 * formatPhone for an input being edited: the caret keeps its place among the digits, so typing
 * or deleting in the middle does not throw it to the end (and typing at the end stays there).
 */
export function formatPhoneInput(raw: string, caret: number = raw.length): FormattedInput {
  const value = formatPhone(raw);
  if (caret >= raw.length) return { value, caret: value.length };
  const before = formatPhone(raw.slice(0, caret));
  // Only the national part (with its trunk 0) counts: a country code typed before the caret is not in the output.
  const wanted = before.startsWith('0') ? before.replace(/\D/g, '').length : 0;
  if (wanted === 0) return { value, caret: 0 };
  let seen = 0;
  for (let i = 0; i < value.length; i += 1) {
    if (/\d/.test(value[i])) seen += 1;
    if (seen === wanted) return { value, caret: i + 1 };
  }
  return { value, caret: value.length };
}

/** 0(532) 123 45 67 -> 5321234567 (how phones are stored and matched). */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length === 12) digits = digits.slice(2);
  return digits.replace(/^0/, '');
}

export const addressLine1Rule = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .min(ADDRESS_LINE_MIN, { error: 'ui.pattern.minLength' })
  .max(ADDRESS_LINE_MAX, { error: 'ui.pattern.maxLength' });

/** Registration password: >= 8, letters and digits only, with lowercase, uppercase and digit. */
export const registrationPasswordRule = z
  .string({ error: required })
  .min(1, { error: required })
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH && /^[A-Za-z0-9]+$/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), {
    error: 'ui.pattern.password',
  });

/** Change password / reset: only the minimum length is checked. */
export const newPasswordRule = z
  .string({ error: required })
  .min(1, { error: required })
  .min(PASSWORD_MIN_LENGTH, { error: 'ui.pattern.minLength' });

export const giftNoteRule = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(GIFT_NOTE_MAX_LENGTH, { error: 'ui.pattern.maxLength' });

export const ratingRule = z
  .number({ error: 'ui.review.rating_required' })
  .int({ error: 'ui.review.rating_required' })
  .min(1, { error: 'ui.review.rating_required' })
  .max(MAX_RATING, { error: 'ui.pattern.range' });

/** Card number shown grouped in fours: exactly 19 characters (16 digits + 3 spaces). */
export const cardNumberRule = z
  .string({ error: required })
  .min(1, { error: required })
  .regex(/^\d{4} \d{4} \d{4} \d{4}$/, { error: 'ui.pattern.card_number' })
  .refine(luhnValid, { error: 'ui.pattern.card_number' });

export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY or MM/YYYY, month 01-12. */
export const cardExpiryRule = z
  .string({ error: required })
  .min(1, { error: required })
  .regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, { error: 'ui.pattern.card_expiry' })
  // Checked at parse time, month granularity in Istanbul (card-rules.ts).
  .refine((v) => {
    const [month, year] = v.split('/').map(Number);
    return expiryNotPast(month, year);
  }, { error: 'ui.pattern.card_expired' });

/** Inserts the slash after two digits while typing; max 5 characters. */
export function formatCardExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function parseCardExpiry(value: string): { month: string; year: string } | null {
  const m = /^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/.exec(value);
  if (!m) return null;
  return { month: m[1], year: m[2].length === 2 ? `20${m[2]}` : m[2] };
}

export const cvvRule = z
  .string({ error: required })
  .min(1, { error: required })
  .regex(new RegExp(`^\\d{${CVV_MIN},${CVV_MAX}}$`), { error: 'ui.pattern.card_cvv' });

export const codeDigitRule = z.string().regex(/^\d$/, { error: 'ui.pattern.code_digit' });
