// The demo customers' gift cards (an unused one, a partly used one, an expired one) and wishlists.
import type { giftCards, wishlistItems } from '../db/schema.js';
import type { ProductSummary } from './catalogue.js';

const DAY = 86_400_000;

export function giftCardRows(customers: { demo: number; second: number }, now: Date): (typeof giftCards.$inferInsert)[] {
  return [
    { customerId: customers.demo, couponCode: 'HEDIYE-500-DEMO', amountKurus: 50_000, remainingKurus: 50_000, active: true, validTo: new Date(now.getTime() + 180 * DAY) },
    { customerId: customers.demo, couponCode: 'HEDIYE-250-DEMO', amountKurus: 25_000, remainingKurus: 7_500, active: true, validTo: new Date(now.getTime() + 90 * DAY) },
    { customerId: customers.demo, couponCode: 'HEDIYE-100-ESKI', amountKurus: 10_000, remainingKurus: 10_000, active: false, validTo: new Date(now.getTime() - 10 * DAY) },
    { customerId: customers.second, couponCode: 'HEDIYE-300-IKINCI', amountKurus: 30_000, remainingKurus: 30_000, active: true, validTo: new Date(now.getTime() + 120 * DAY) },
  ];
}

/** Six favourites for the demo account (more than 4, so the header shows its first 4), two for the second. */
export function wishlistRows(customers: { demo: number; second: number }, products: ProductSummary[], now: Date): (typeof wishlistItems.$inferInsert)[] {
  const pick = (offsets: number[]) => offsets.map((o) => products[o % products.length]!).filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  return [
    ...pick([3, 7, 12, 20, 31, 45]).map((p, i) => ({ customerId: customers.demo, productId: p.id, createdAt: new Date(now.getTime() - (30 - i) * DAY) })),
    ...pick([5, 18]).map((p, i) => ({ customerId: customers.second, productId: p.id, createdAt: new Date(now.getTime() - (10 - i) * DAY) })),
  ];
}
