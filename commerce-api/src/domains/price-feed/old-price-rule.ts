// The Turkish rule on discounts: the struck-through "old price" may be at most the lowest price
// the product had in the 30 days before the current price took effect. The shown old price
// (products.old_price_kurus, which every read of the shop uses) is decided when a price is
// written: the requested old price, lowered to that reference; if that is not above the price,
// no old price is shown. The reference comes from price_history (every price change is a row).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sqlRows } from '../../db/sql-rows.js';
import { pgArray } from './pg-array.js';

export const RULE_DAYS = 30;

export interface ShownOldPrice {
  oldPriceKurus: number | null;
  /** a requested old price (above the price) that the rule lowered or removed */
  lowered: boolean;
}

export function shownOldPrice(priceKurus: number, requestedOldKurus: number | null, lowestKurus: number): ShownOldPrice {
  if (requestedOldKurus === null || requestedOldKurus <= priceKurus) return { oldPriceKurus: null, lowered: false };
  const capped = Math.min(requestedOldKurus, lowestKurus);
  const oldPriceKurus = capped > priceKurus ? capped : null;
  return { oldPriceKurus, lowered: oldPriceKurus !== requestedOldKurus };
}

/**
 * The lowest price of each product in the 30 days before its price takes effect: now, for a
 * product whose price changes (the price it has until now counts), or, for one whose price stays,
 * when that price took effect (its last history row). No history at all: the current price.
 */
export async function lowestBeforePrice(db: Db | Tx, items: { productId: number; priceChanges: boolean }[]): Promise<Map<number, number>> {
  if (items.length === 0) return new Map();
  const rows = await sqlRows<{ id: number; lowest: number }>(
    db,
    sql`WITH x AS (SELECT * FROM unnest(${pgArray(items.map((i) => i.productId))}::int[], ${pgArray(items.map((i) => i.priceChanges))}::bool[]) AS x(id, changes)),
      t AS (SELECT x.id, x.changes, p.price_kurus AS current,
              CASE WHEN x.changes THEN now() ELSE coalesce((SELECT max(h.effective_from) FROM price_history h WHERE h.product_id = x.id), now()) END AS at
            FROM x JOIN products p ON p.id = x.id)
      SELECT t.id, coalesce(LEAST(
          (SELECT h.price_kurus FROM price_history h WHERE h.product_id = t.id AND h.effective_from <= t.at - make_interval(days => ${RULE_DAYS}) ORDER BY h.effective_from DESC LIMIT 1),
          (SELECT min(h.price_kurus) FROM price_history h WHERE h.product_id = t.id AND h.effective_from > t.at - make_interval(days => ${RULE_DAYS}) AND h.effective_from < t.at),
          CASE WHEN t.changes THEN t.current END), t.current) AS lowest
      FROM t`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.lowest)]));
}

/** The lowest price of the last 30 days up to now (the current price included). */
export async function lowestPriceLast30Days(db: Db | Tx, productId: number): Promise<number | null> {
  const [row] = await sqlRows<{ lowest: number | null }>(
    db,
    sql`SELECT LEAST(
        (SELECT h.price_kurus FROM price_history h WHERE h.product_id = p.id AND h.effective_from <= now() - make_interval(days => ${RULE_DAYS}) ORDER BY h.effective_from DESC LIMIT 1),
        (SELECT min(h.price_kurus) FROM price_history h WHERE h.product_id = p.id AND h.effective_from > now() - make_interval(days => ${RULE_DAYS})),
        p.price_kurus) AS lowest
      FROM products p WHERE p.id = ${productId}`,
  );
  return row?.lowest === undefined || row.lowest === null ? null : Number(row.lowest);
}
