// Field rules of spec section 5. Every message is a ui.* key; bounds travel as issue params
// so the client (react-intl) and the API (translate) render the same text.
import { z } from 'zod';
import { ADDRESS_LINE_MAX, ADDRESS_LINE_MIN, CVV_MAX, CVV_MIN, GIFT_NOTE_MAX_LENGTH, MAX_RATING, PASSWORD_MIN_LENGTH } from '../constants/business';

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

/** Auto-format while typing: strips leading +9 / 9, spaces and the leading 0, then 0(5XX) XXX XX XX. */
export function formatPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length > 10) digits = digits.slice(2);
  digits = digits.replace(/^0+/, '').slice(0, 10);
  if (!digits) return '';
  let out = `0(${digits.slice(0, 3)}`;
  if (digits.length >= 3) out += ')';
  if (digits.length > 3) out += ` ${digits.slice(3, 6)}`;
  if (digits.length > 6) out += ` ${digits.slice(6, 8)}`;
  if (digits.length > 8) out += ` ${digits.slice(8, 10)}`;
  return out;
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
  .regex(/^\d{4} \d{4} \d{4} \d{4}$/, { error: 'ui.pattern.card_number' });

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
  .regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, { error: 'ui.pattern.card_expiry' });

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
