// What an order has refunded: its cancelled and returned lines. A line's refund is what the
// shopper paid for it: its price less its share of the order's discount plus its share of the
// instalment interest (both in proportion to the goods' value). When every line is refunded the
// whole charged total goes back, shipping included.

/** Line statuses whose amount has gone back to the shopper. */
export const REFUNDED_LINE_STATUSES: ReadonlySet<string> = new Set(['CANCELLED', 'RETURNED']);

export interface RefundFacts {
  discountKurus: number;
  interestKurus: number;
  totalKurus: number;
  lines: readonly { status: string; unitPriceKurus: number; quantity: number }[];
}

/** The refunded amount in kuruş (0 when no line is refunded), never more than the charged total. */
export function refundedKurus({ discountKurus, interestKurus, totalKurus, lines }: RefundFacts): number {
  const refunded = lines.filter((line) => REFUNDED_LINE_STATUSES.has(line.status));
  if (!refunded.length) return 0;
  if (refunded.length === lines.length) return totalKurus;
  const value = (list: RefundFacts['lines']) => list.reduce((sum, line) => sum + line.unitPriceKurus * line.quantity, 0);
  const goods = value(lines);
  const back = value(refunded);
  if (goods <= 0) return 0;
  const share = (kurus: number) => Math.round((kurus * back) / goods);
  return Math.min(totalKurus, Math.max(0, back - share(discountKurus) + share(interestKurus)));
}
