// Coupon rules: the code must exist and be active, today must fall inside its dates, and the
// order must reach its minimum. The discount never exceeds the subtotal.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { coupons } from '../../db/schema.js';

export type CouponRow = typeof coupons.$inferSelect;

export interface CouponProblem {
  code: 'ui.coupon.invalid' | 'ui.coupon.expired' | 'ui.coupon.min_order';
  minOrderKurus?: number;
}

/** Whitespace collapsed and trimmed, as the coupon field does (couponSchema). */
export function normalizeCouponCode(code: string): string {
  return code.replace(/\s+/g, ' ').trim();
}

export async function findCoupon(db: Db | Tx, code: string | null | undefined): Promise<CouponRow | null> {
  if (!code) return null;
  const rows = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${normalizeCouponCode(code)})`)
    .limit(1);
  return rows[0] ?? null;
}

export function couponProblem(coupon: CouponRow | null, subtotalKurus: number, now: Date): CouponProblem | null {
  if (!coupon || !coupon.active) return { code: 'ui.coupon.invalid' };
  if (coupon.validFrom && coupon.validFrom.getTime() > now.getTime()) return { code: 'ui.coupon.invalid' };
  if (coupon.validTo && coupon.validTo.getTime() < now.getTime()) return { code: 'ui.coupon.expired' };
  if (subtotalKurus < coupon.minOrderKurus) return { code: 'ui.coupon.min_order', minOrderKurus: coupon.minOrderKurus };
  return null;
}

/** Kuruş taken off the subtotal; 0 when the coupon does not apply. */
export function couponDiscount(coupon: CouponRow | null, subtotalKurus: number, now: Date): number {
  if (!coupon || couponProblem(coupon, subtotalKurus, now)) return 0;
  const raw = coupon.discountType === 'PERCENT' ? Math.floor((subtotalKurus * Math.min(Math.max(coupon.value, 0), 100)) / 100) : Math.max(coupon.value, 0);
  return Math.min(raw, subtotalKurus);
}
