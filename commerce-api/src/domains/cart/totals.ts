// Cart totals in kuruş: subtotal, coupon discount, shipping from the selected carrier (or the
// cheapest when none is selected), free once the carrier's threshold is reached, and the total.
import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { carriers } from '../../db/schema.js';
import { couponDiscount, couponProblem, type CouponProblem, type CouponRow } from './coupon-rules.js';

export type CarrierRow = typeof carriers.$inferSelect;

export async function listCarriers(db: Db | Tx): Promise<CarrierRow[]> {
  return db.select().from(carriers).orderBy(asc(carriers.sortOrder), asc(carriers.id));
}

/** The selected carrier when it still exists, else the cheapest one (null when there are none). */
export function carrierForCart(all: CarrierRow[], selectedName: string | null): CarrierRow | null {
  const selected = selectedName ? all.find((c) => c.name === selectedName) : undefined;
  if (selected) return selected;
  return all.reduce<CarrierRow | null>((best, c) => (best === null || c.rateKurus < best.rateKurus ? c : best), null);
}

/** What a carrier charges for goods worth `goodsKurus` (0 when its free-shipping threshold is met). */
export function carrierRate(carrier: CarrierRow, goodsKurus: number): number {
  if (carrier.freeAboveKurus !== null && goodsKurus >= carrier.freeAboveKurus) return 0;
  return Math.max(carrier.rateKurus, 0);
}

export interface TotalsInput {
  lines: { priceKurus: number; quantity: number }[];
  coupon: CouponRow | null;
  carriers: CarrierRow[];
  selectedCarrier: string | null;
  now: Date;
}

export interface CartTotals {
  subtotalKurus: number;
  discountKurus: number;
  shippingKurus: number;
  totalKurus: number;
  carrier: CarrierRow | null;
  couponProblem: CouponProblem | null;
}

export function computeTotals(input: TotalsInput): CartTotals {
  const subtotalKurus = input.lines.reduce((sum, l) => sum + l.priceKurus * l.quantity, 0);
  const discountKurus = couponDiscount(input.coupon, subtotalKurus, input.now);
  const carrier = carrierForCart(input.carriers, input.selectedCarrier);
  const goods = subtotalKurus - discountKurus;
  const shippingKurus = carrier && input.lines.length ? carrierRate(carrier, goods) : 0;
  return {
    subtotalKurus,
    discountKurus,
    shippingKurus,
    totalKurus: goods + shippingKurus,
    carrier,
    couponProblem: input.coupon ? couponProblem(input.coupon, subtotalKurus, input.now) : null,
  };
}
