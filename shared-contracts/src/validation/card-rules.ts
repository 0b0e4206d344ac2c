// Card checks beyond the field shapes of spec section 5, one implementation for the checkout form
// and the API: the Luhn checksum, an expiry month not yet past (Istanbul time, so a card is good
// through the last day of its month there) and the CVV length of the card's family.
import { CVV_MIN, CVV_MAX, SHOP_TIME_ZONE } from '../constants/business';

/** Luhn (mod 10) checksum of a digit string; spaces and dashes are ignored, anything else fails. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The calendar year and month (1-12) of an instant in the shop's time zone. */
export function shopYearMonth(now: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: value('year'), month: value('month') };
}

/**
 * True while the expiry month (1-12) has not ended in Istanbul. A two-digit year is 20YY.
 * Month granularity: a card expiring this month is still good.
 */
export function expiryNotPast(month: number, year: number, now: Date = new Date()): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const current = shopYearMonth(now);
  return fullYear > current.year || (fullYear === current.year && month >= current.month);
}

/** American Express: by the family the BIN look-up names, else by the number's 34/37 prefix. */
export function isAmericanExpress(cardFamily: string | null | undefined, cardNumber?: string | null): boolean {
  if (cardFamily && /american\s*express|amex/i.test(cardFamily)) return true;
  return /^3[47]/.test((cardNumber ?? '').replace(/\D/g, ''));
}

/** Digits the CVV must have: 4 for American Express, 3 for every other card. */
export function cvvLengthFor(cardFamily: string | null | undefined, cardNumber?: string | null): number {
  return isAmericanExpress(cardFamily, cardNumber) ? CVV_MAX : CVV_MIN;
}
