// The database side of the state machine: lock an order (SELECT ... FOR UPDATE, so two staff
// members cannot both apply a transition), move lines as a plan says, derive the order's status,
// and record every change in order_transitions (who, when, note); a note meant for the shopper
// also becomes an order note (Turkish and English).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderItems, orderNotes, orders, orderTransitions } from '../../db/schema.js';
import type { OrderAction, Plan } from './order-state-machine.js';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderItems.$inferSelect;

/** A refused step: a staff.* message key (translated by the resolver), nothing is changed. */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly field: string | null = null,
    readonly values?: Record<string, string | number>,
  ) {
    super(code);
  }
}

export interface TransitionActor {
  type: 'STAFF' | 'CUSTOMER' | 'SYSTEM';
  staffId: number | null;
}

export async function lockOrder(tx: Tx, orderId: number): Promise<{ order: OrderRow; lines: LineRow[] }> {
  if (!Number.isInteger(orderId) || orderId <= 0 || orderId > 2147483647) throw new Refusal('staff.order.not_found', 'orderId');
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new Refusal('staff.order.not_found', 'orderId');
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return { order, lines };
}

export interface ShopperNote {
  note: string;
  noteEn: string;
}

/** Applies a plan: line statuses, the order's status (+ `orderSet` columns), transitions, note. */
export async function applyPlan(
  tx: Tx,
  order: OrderRow,
  action: OrderAction | string,
  plan: Extract<Plan, { ok: true }>,
  actor: TransitionActor,
  now: Date,
  opts: { note?: string | null; shopperNote?: ShopperNote | null; orderSet?: Partial<typeof orders.$inferInsert> } = {},
): Promise<void> {
  const byTarget = new Map<string, number[]>();
  for (const line of plan.lines) byTarget.set(line.to, [...(byTarget.get(line.to) ?? []), line.id]);
  for (const [to, ids] of byTarget) await tx.update(orderItems).set({ status: to }).where(inArray(orderItems.id, ids));
  await tx
    .update(orders)
    .set({ ...opts.orderSet, status: plan.orderTo, updatedAt: now })
    .where(eq(orders.id, order.id));
  const visible = Boolean(opts.shopperNote);
  const note = opts.note ?? opts.shopperNote?.note ?? null;
  await tx.insert(orderTransitions).values([
    { orderId: order.id, orderItemId: null, action, fromStatus: plan.orderFrom, toStatus: plan.orderTo, actorType: actor.type, staffId: actor.staffId, note, visibleToShopper: visible, createdAt: now },
    ...plan.lines.map((l) => ({ orderId: order.id, orderItemId: l.id, action, fromStatus: l.from, toStatus: l.to, actorType: actor.type, staffId: actor.staffId, note: null, visibleToShopper: false, createdAt: now })),
  ]);
  if (opts.shopperNote) await tx.insert(orderNotes).values({ orderId: order.id, note: opts.shopperNote.note, noteEn: opts.shopperNote.noteEn, createdAt: now });
}

/** A transition row without a status change (a note, a request decided, a refund). */
export async function recordEvent(tx: Tx, orderId: number, action: string, status: string, actor: TransitionActor, now: Date, note: string | null, shopperNote: ShopperNote | null = null, orderItemId: number | null = null): Promise<void> {
  await tx.insert(orderTransitions).values({ orderId, orderItemId, action, fromStatus: status, toStatus: status, actorType: actor.type, staffId: actor.staffId, note, visibleToShopper: Boolean(shopperNote), createdAt: now });
  if (shopperNote) await tx.insert(orderNotes).values({ orderId, note: shopperNote.note, noteEn: shopperNote.noteEn, createdAt: now });
}
