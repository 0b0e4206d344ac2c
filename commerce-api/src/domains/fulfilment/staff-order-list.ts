// The staff's order list: filters (statuses, creation days in Europe/Istanbul, a store's received
// returns, bank or card family, a search over order number, customer name, e-mail and phone with
// Turkish letters folded as in staff/turkish-fold.ts), a sort, server-side pages. Built for 100,000+ orders: the status and date filters and the default
// sort use orders_status_created_idx / orders_created_idx; the count runs on the same filter.
import { and, asc, desc, eq, exists, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderFilter, OrderSort } from 'shared-contracts/admin';
import { normalizePhone } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { customers, itemRequests, orders } from '../../db/schema.js';
import type { PageWindow } from '../staff/staff-results.js';
import { containsPattern, foldedColumn, foldTurkish } from '../staff/turkish-fold.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight of an Istanbul calendar day (Türkiye keeps UTC+3 all year since 2016). */
export function istanbulMidnight(day: string): Date | null {
  if (!ISO_DAY.test(day)) return null;
  const at = new Date(`${day}T00:00:00+03:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

function searchCondition(raw: string): SQL | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  const pattern = containsPattern(foldTurkish(text));
  const conditions: SQL[] = [eq(orders.orderNumber, text.toUpperCase())];
  const phone = /^[\d\s()+-]{10,}$/.test(text) ? normalizePhone(text) : '';
  const people: SQL[] = [like(foldedColumn(sql`${customers.firstName} || ' ' || ${customers.lastName}`), pattern), like(foldedColumn(customers.email), pattern)];
  if (phone.length === 10) people.push(eq(customers.phone, phone));
  // = ANY(ARRAY(...)): the matching customers are found first (one scan of customers), so the
  // planner can OR two index scans of orders (number, customer) instead of filtering every order
  conditions.push(sql`${orders.customerId} = ANY(ARRAY(select ${customers.id} from ${customers} where ${or(...people)}))`);
  return or(...conditions);
}

export function orderConditions(filter: OrderFilter | null | undefined): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter?.statuses?.length) parts.push(inArray(orders.status, filter.statuses));
  const from = filter?.createdFrom ? istanbulMidnight(filter.createdFrom) : null;
  const to = filter?.createdTo ? istanbulMidnight(filter.createdTo) : null;
  if (from) parts.push(gte(orders.createdAt, from));
  if (to) parts.push(lt(orders.createdAt, new Date(to.getTime() + 24 * 3600 * 1000)));
  if (filter?.storeId != null) {
    parts.push(exists(sql`(select 1 from ${itemRequests} where ${itemRequests.orderId} = ${orders.id} and ${itemRequests.receivedStoreId} = ${filter.storeId})`));
  }
  if (filter?.payment?.trim()) {
    // the bank or card family as the list offers them (case and Turkish letters aside), one
    // index each: a payment filter matches a third of all orders, a scan of every order is slow
    const payment = foldTurkish(filter.payment.trim());
    parts.push(or(eq(foldedColumn(orders.bankName), payment), eq(foldedColumn(orders.cardFamily), payment)));
  }
  if (filter?.search) parts.push(searchCondition(filter.search));
  const defined = parts.filter((p): p is SQL => Boolean(p));
  return defined.length ? and(...defined) : undefined;
}

export function invalidDate(filter: OrderFilter | null | undefined): 'createdFrom' | 'createdTo' | null {
  if (filter?.createdFrom && !istanbulMidnight(filter.createdFrom)) return 'createdFrom';
  if (filter?.createdTo && !istanbulMidnight(filter.createdTo)) return 'createdTo';
  return null;
}

const SORTS: Record<OrderSort, SQL[]> = {
  NEWEST: [desc(orders.createdAt), desc(orders.id)],
  OLDEST: [asc(orders.createdAt), asc(orders.id)],
  TOTAL_DESC: [desc(orders.totalKurus), desc(orders.id)],
  TOTAL_ASC: [asc(orders.totalKurus), asc(orders.id)],
};

export async function listOrders(db: Db, filter: OrderFilter | null | undefined, sort: OrderSort | null | undefined, window: PageWindow) {
  const where = orderConditions(filter);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...SORTS[sort ?? 'NEWEST'])
    .limit(window.pageSize)
    .offset(window.offset);
  return { rows, total: Number(total) };
}
