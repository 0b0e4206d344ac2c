import { normalizeCouponCode } from './coupon-code';

describe('normalizeCouponCode', () => {
  it('collapses inner whitespace and trims the ends', () => {
    expect(normalizeCouponCode('  YAZ   2025\t İNDİRİM ')).toBe('YAZ 2025 İNDİRİM');
  });
  it('turns whitespace-only input into an empty code', () => {
    expect(normalizeCouponCode(' \n\t ')).toBe('');
  });
});
