// What every staff order mutation shares: the permission, one transaction, the audit entry with
// the order before and after (inside that transaction), and a refusal turned into a translated
// answer (FieldError) with nothing changed.
import { asc, eq } from 'drizzle-orm';
import type { FieldError } from 'shared-contracts/admin';
import { staffError } from '../staff/staff-results.js';
import type { Tx } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema.js';
import { recordAudit } from '../staff/audit.js';
import { requirePermission, type Permission } from '../staff/permissions.js';
import type { StaffActor, StaffContext } from '../staff/staff-context.js';
import type { StepDeps } from './order-lifecycle.js';
import { Refusal } from './order-transitions.js';

/** What the audit log keeps of an order: its status, money and lines. */
export async function orderSnapshot(tx: Tx, orderId: number): Promise<unknown> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const lines = await tx.select({ id: orderItems.id, status: orderItems.status, refundedKurus: orderItems.refundedKurus }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return {
    status: order.status,
    refundedKurus: order.refundedKurus,
    invoiceNumber: order.invoiceNumber,
    carrierId: order.carrierId,
    trackingCode: order.trackingCode,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    lines,
  };
}

export interface Refused {
  success: false;
  message: string;
  errors: FieldError[];
}

export function refusedAnswer(ctx: StaffContext, error: Refusal): Refused {
  const answer = staffError(ctx, error.code, error.field, error.values);
  return { success: false, message: answer.message, errors: [answer] };
}

export interface MutationSpec<T> {
  permission: Permission;
  action: string;
  targetType: string;
  /** the order the mutation changes (for the audit's before/after); may be found inside the run */
  orderId: (tx: Tx) => Promise<number | null>;
  run: (tx: Tx, deps: StepDeps, actor: StaffActor) => Promise<T>;
  targetId?: string | number;
}

/**
 * Runs a staff mutation: permission first (UNAUTHENTICATED/FORBIDDEN as GraphQL errors), then one
 * transaction holding the change and its audit entry. A Refusal rolls it back and answers.
 */
export async function staffMutation<T>(ctx: StaffContext, spec: MutationSpec<T>): Promise<{ ok: true; value: T; orderId: number | null } | { ok: false; refused: Refused }> {
  const actor = requirePermission(ctx, spec.permission);
  try {
    return await ctx.db.transaction(async (tx) => {
      const orderId = await spec.orderId(tx);
      const before = orderId != null ? await orderSnapshot(tx, orderId) : null;
      const deps: StepDeps = { messaging: ctx, actor: { type: 'STAFF', staffId: actor.id }, now: new Date() };
      const value = await spec.run(tx, deps, actor);
      const after = orderId != null ? await orderSnapshot(tx, orderId) : null;
      await recordAudit(tx, ctx, { action: spec.action, targetType: spec.targetType, targetId: spec.targetId ?? orderId, before, after });
      return { ok: true as const, value, orderId };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, refused: refusedAnswer(ctx, error) };
    throw error;
  }
}
