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

export interface ShareFacts {
  discountKurus: number;
  interestKurus: number;
  totalKurus: number;
  /** what the order has refunded so far */
  refundedKurus: number;
  lines: readonly { id: number; unitPriceKurus: number; quantity: number; refundedKurus: number }[];
}

/**
 * What refunding the chosen lines gives back, per line: each line's refundable share (its value
 * less its discount share plus its interest share). When these lines are the last ones not yet
 * refunded, the whole rest of the charged total goes back (shipping included): the last chosen
 * line carries the difference. Never more than is left of the total.
 */
export function lineRefundShares(f: ShareFacts, chosenIds: readonly number[]): Map<number, number> {
  const chosen = new Set(chosenIds);
  const goods = f.lines.reduce((sum, l) => sum + l.unitPriceKurus * l.quantity, 0);
  const shares = new Map<number, number>();
  for (const line of f.lines.filter((l) => chosen.has(l.id))) {
    const value = line.unitPriceKurus * line.quantity;
    const share = goods > 0 ? value - Math.round((f.discountKurus * value) / goods) + Math.round((f.interestKurus * value) / goods) : 0;
    shares.set(line.id, Math.max(0, share));
  }
  const left = Math.max(0, f.totalKurus - f.refundedKurus);
  const last = f.lines.every((l) => chosen.has(l.id) || l.refundedKurus > 0);
  const sum = [...shares.values()].reduce((a, b) => a + b, 0);
  if ((last || sum > left) && shares.size) {
    // the final lines take exactly what is left; otherwise cap at what is left
    const target = last ? left : Math.min(sum, left);
    const ids = [...shares.keys()];
    const others = ids.slice(0, -1).reduce((a, id) => a + shares.get(id)!, 0);
    const lastId = ids.at(-1)!;
    if (others <= target) shares.set(lastId, target - others);
    else {
      for (const id of ids) shares.set(id, 0);
      shares.set(lastId, target);
    }
  }
  return shares;
}
