// customerOrders (newest first, paged) and orderDetails (by number or id). Only the caller's own
// orders are ever found: someone else's order looks exactly like a missing one.
import { and, count, desc, eq } from 'drizzle-orm';
import type { OrderDetail, OrdersResponse } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { orderDetailView, orderSummaries, type OrderRow } from './order-view.js';

export const MAX_ORDERS_PAGE_SIZE = 50;

export async function customerOrders(ctx: ApiContext, pageIndex: number, pageSize: number): Promise<OrdersResponse> {
  if (!ctx.customer) return { orders: [], totalCount: 0 };
  const size = Math.min(Math.max(Number.isInteger(pageSize) ? pageSize : 10, 1), MAX_ORDERS_PAGE_SIZE);
  const index = Math.max(Number.isInteger(pageIndex) ? pageIndex : 0, 0);
  const mine = eq(orders.customerId, ctx.customer.id);
  const [{ total }] = await ctx.db.select({ total: count() }).from(orders).where(mine);
  const rows = await ctx.db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id)).limit(size).offset(index * size);
  return { orders: await orderSummaries(ctx.db, rows, ctx.language), totalCount: Number(total) };
}

export async function ownOrder(db: Db, customerId: number, ref: { orderNumber?: string | null; id?: number | null }): Promise<OrderRow | null> {
  const number = ref.orderNumber?.trim();
  let where;
  if (number) where = and(eq(orders.orderNumber, number), eq(orders.customerId, customerId));
  else if (ref.id != null && Number.isInteger(ref.id) && ref.id > 0 && ref.id <= 2147483647) where = and(eq(orders.id, ref.id), eq(orders.customerId, customerId));
  else return null;
  const [row] = await db.select().from(orders).where(where).limit(1);
  return row ?? null;
}

export async function orderDetails(ctx: ApiContext, orderNumber?: string | null, id?: number | null): Promise<OrderDetail | null> {
  if (!ctx.customer) return null;
  const order = await ownOrder(ctx.db, ctx.customer.id, { orderNumber, id });
  return order ? orderDetailView(ctx.db, order, ctx.language) : null;
}
