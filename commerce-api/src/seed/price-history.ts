// Every seeded product starts its price history the way migration 0021 starts it for existing
// products (same shape, source SEED, dates relative to the seed's `now`): a discounted product
// had its old price from 40 days ago and its price since 20 days ago (so the old price it shows
// is the lowest price of the 30 days before the discount, as the rule wants); any other product
// has had its price for 40 days. Set-based: one statement per shape over the whole catalogue.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

export async function seedPriceHistory(tx: Tx, now: Date): Promise<void> {
  const at = (days: number) => sql`${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz`;
  const discounted = sql`old_price_kurus IS NOT NULL AND old_price_kurus > price_kurus`;
  await tx.execute(sql`INSERT INTO price_history (product_id, price_kurus, old_price_kurus, source, effective_from)
    SELECT id, old_price_kurus, NULL, 'SEED', ${at(40)} FROM products WHERE ${discounted}`);
  await tx.execute(sql`INSERT INTO price_history (product_id, price_kurus, old_price_kurus, source, effective_from)
    SELECT id, price_kurus, old_price_kurus, 'SEED', CASE WHEN ${discounted} THEN ${at(20)} ELSE ${at(40)} END FROM products`);
}
