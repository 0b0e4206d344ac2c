// Row counts of the seeded tables (the CLI's summary, and the seed tests).
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as t from '../db/schema.js';
import { sqlRows } from '../db/sql-rows.js';

const COUNTED: PgTable[] = [
  t.categories, t.products, t.productVariants, t.productSpecs, t.productCategories, t.reviews,
  t.stores, t.storeStock, t.cities, t.districts, t.neighborhoods, t.customers, t.addresses,
  t.orders, t.orderItems, t.itemRequests, t.carriers, t.coupons, t.giftCards, t.wishlistItems,
  t.topics, t.menus, t.menuItems, t.contentPages, t.contentBlocks, t.contractTemplates,
  t.requestReasons, t.organizationInfo,
];

export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const [row] = await sqlRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${table}`);
    counts[getTableName(table)] = Number(row?.n ?? 0);
  }
  return counts;
}
