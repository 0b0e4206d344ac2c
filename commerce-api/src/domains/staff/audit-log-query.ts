// The audit log for staff with audit.read: newest first, filtered by member, action, target and
// time, a page at a time.
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditFilter, AuditPage } from 'shared-contracts/admin';
import { auditLog } from '../../db/schema.js';
import { pageInfo, pageWindow } from './staff-results.js';
import { requirePermission } from './permissions.js';
import type { StaffContext } from './staff-context.js';

function validDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export async function queryAuditLog(ctx: StaffContext, filter: AuditFilter | null | undefined, page: number, pageSize: number): Promise<AuditPage> {
  requirePermission(ctx, 'audit.read');
  const conditions: SQL[] = [];
  if (filter?.staffId != null) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter?.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter?.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter?.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  const from = validDate(filter?.from);
  const to = validDate(filter?.to);
  if (from) conditions.push(gte(auditLog.createdAt, from));
  if (to) conditions.push(lte(auditLog.createdAt, to));
  const where = conditions.length ? and(...conditions) : undefined;
  const window = pageWindow(page, pageSize, 200);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(window.pageSize).offset(window.offset),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      staffId: r.staffId,
      staffEmail: r.staffEmail,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before,
      after: r.after,
      ip: r.ip,
      requestId: r.requestId,
      createdOn: r.createdAt.toISOString(),
    })),
    pageInfo: pageInfo(window, total?.n ?? 0),
  };
}
