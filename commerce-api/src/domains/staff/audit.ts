// The audit log: every staff mutation writes one entry (who, what, the target before and after,
// when, from where) on the mutation's own transaction, so a change and its entry exist together.
import type { Db, Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { StaffContext } from './staff-context.js';

export interface AuditEntryInput {
  /** what was done, e.g. 'order.ship', 'review.approve', 'staff.revoke_session' */
  action: string;
  /** what it was done to, e.g. 'order', 'review', 'staff_session' */
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit entry on `tx` (the mutation's transaction). The actor is the context's staff
 * member, or, for a login (no session yet), the one given.
 */
export async function recordAudit(tx: Db | Tx, ctx: Pick<StaffContext, 'staff' | 'ip' | 'requestId'>, entry: AuditEntryInput, actor?: { id: number | null; email: string }): Promise<void> {
  const who = actor ?? (ctx.staff ? { id: ctx.staff.id, email: ctx.staff.email } : null);
  if (!who) throw new Error('recordAudit: no staff member to record');
  await tx.insert(auditLog).values({
    staffId: who.id,
    staffEmail: who.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before === undefined ? null : (entry.before as object),
    after: entry.after === undefined ? null : (entry.after as object),
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
}
