// Card form input masks of spec section 5 while the shopper types. The grouping and the expiry
// shape are the shared rules (shared-contracts); this adds what only a live input needs: the
// slash appears as soon as the month is typed and can still be deleted.
import { CARD_BIN_LENGTH, CVV_MAX } from 'shared-contracts/rules';
import { formatCardExpiry, formatCardNumber } from 'shared-contracts/forms';

export { formatCardNumber };

export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The first six digits once they are all typed (instalment lookup key), otherwise null. */
export function cardBin(value: string): string | null {
  const digits = cardDigits(value);
  return digits.length >= CARD_BIN_LENGTH ? digits.slice(0, CARD_BIN_LENGTH) : null;
}

/** `previous` is the value before this keystroke: the slash is added only when typing forwards. */
export function formatExpiry(raw: string, previous = ''): string {
  const formatted = formatCardExpiry(raw);
  if (formatted.length === 2 && raw.length > previous.length) return `${formatted}/`;
  return formatted;
}

export function formatCvv(raw: string): string {
  return cardDigits(raw).slice(0, CVV_MAX);
}
