// Coupon entry rule of spec section 4: whitespace collapsed and trimmed; empty input is ignored.
export function normalizeCouponCode(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}
