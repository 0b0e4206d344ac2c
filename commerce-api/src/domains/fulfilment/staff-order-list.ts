// The staff's order list: filters (statuses, creation days in Europe/Istanbul, a store's received
// returns, bank or card family, a search over order number, customer name, e-mail and phone), a
// sort, server-side pages. Built for 100,000+ orders: the status and date filters and the default
// sort use orders_status_created_idx / orders_created_idx; the count runs on the same filter.
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderFilter, OrderSort, PageInfo } from 'shared-contracts/admin';
import { normalizePhone } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { customers, itemRequests, orders } from '../../db/schema.js';

export const MAX_PAGE_SIZE = 100;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight of an Istanbul calendar day (Türkiye keeps UTC+3 all year since 2016). */
export function istanbulMidnight(day: string): Date | null {
  if (!ISO_DAY.test(day)) return null;
  const at = new Date(`${day}T00:00:00+03:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A LIKE pattern matching the text whatever its case, Turkish included: the database's lower()
 * depends on its collation (İ/ı fold wrongly under a non-Turkish one), so the text is folded here
 * with the Turkish rules and each of i/ı/I/İ becomes a one-character wildcard.
 */
export function turkishPattern(text: string): string {
  const escaped = text.toLocaleLowerCase('tr-TR').replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${escaped.replace(/[iıİI]/g, '_')}%`;
}

export function pageOf(page: number | null | undefined, pageSize: number | null | undefined): { page: number; size: number } {
  const size = Math.min(Math.max(Number.isInteger(pageSize) ? pageSize! : 25, 1), MAX_PAGE_SIZE);
  return { page: Math.max(Number.isInteger(page) ? page! : 1, 1), size };
}

export function pageInfo(page: number, size: number, total: number): PageInfo {
  return { page, pageSize: size, totalCount: total, totalPages: Math.ceil(total / size) };
}

function searchCondition(raw: string): SQL | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  const pattern = turkishPattern(text);
  const conditions: SQL[] = [eq(orders.orderNumber, text.toUpperCase())];
  const phone = /^[\d\s()+-]{10,}$/.test(text) ? normalizePhone(text) : '';
  const people: SQL[] = [ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern), ilike(customers.email, pattern)];
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
    const p = turkishPattern(filter.payment.trim());
    parts.push(or(ilike(orders.bankName, p), ilike(orders.cardFamily, p)));
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

export async function listOrders(db: Db, filter: OrderFilter | null | undefined, sort: OrderSort | null | undefined, page: number, size: number) {
  const where = orderConditions(filter);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...SORTS[sort ?? 'NEWEST'])
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: Number(total) };
}
