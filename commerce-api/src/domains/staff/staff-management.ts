// Staff accounts, their sessions and authenticators, managed by an ADMIN (staff.manage): create and
// change accounts, list and revoke sessions, reset an authenticator. Each change is one
// transaction with its audit entry; a password, role or state change of another member ends
// their sessions (they log in again under the new terms).
import { and, desc, eq } from 'drizzle-orm';
import type { ActionResult, FieldError, StaffMemberInput, StaffMemberResult, StaffMemberUpdate, StaffSession } from 'shared-contracts/admin';
import { translateStaff } from 'shared-contracts/admin';
import type { Db, Tx } from '../../db/client.js';
import { staffAccounts, staffSessions, stores } from '../../db/schema.js';
import { hashPassword } from '../auth/password.js';
import { isUniqueViolation } from '../auth/registration.js';
import { recordAudit } from './audit.js';
import { requirePermission } from './permissions.js';
import type { StaffContext } from './staff-context.js';
import { checkNewStaffMember, checkRoleStore, checkStaffUpdate } from './staff-member-input.js';
import { loadStaffMembers } from './staff-member-view.js';
import { revokeMemberSessions, revokeSession } from './staff-sessions.js';
import { refused as refuse, staffError } from './staff-results.js';

function refused(ctx: StaffContext, code: string, field: string | null = null) {
  return refuse([staffError(ctx, code, field)], {});
}

async function storeExists(db: Db | Tx, storeId: number | null): Promise<boolean> {
  if (storeId === null) return true;
  return (await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1)).length > 0;
}

/** The audit view of an account: never its hash or secrets. */
function auditView(row: { email: string; name: string; role: string; storeId: number | null; active: boolean }) {
  return { email: row.email, name: row.name, role: row.role, storeId: row.storeId, active: row.active };
}

export async function createStaffAccount(ctx: StaffContext, input: StaffMemberInput): Promise<StaffMemberResult> {
  requirePermission(ctx, 'staff.manage');
  const checked = checkNewStaffMember(input, ctx.language);
  if (!checked.ok) return { success: false, message: checked.errors[0]!.message, errors: checked.errors, staff: null };
  const value = checked.value;
  const storeId = value.storeId ?? null;
  if (!(await storeExists(ctx.db, storeId))) return { ...refused(ctx, 'staff.member.store_unknown', 'storeId'), staff: null };
  const passwordHash = await hashPassword(value.password);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(staffAccounts).values({ email: value.email, name: value.name, passwordHash, role: value.role, storeId }).returning();
      await recordAudit(tx, ctx, { action: 'staff.create', targetType: 'staff_account', targetId: row!.id, after: auditView(row!) });
      return row!.id;
    });
    const [staff] = await loadStaffMembers(ctx.db, id);
    return { success: true, message: translateStaff(ctx.language, 'staff.member.created'), errors: [], staff: staff ?? null };
  } catch (error) {
    if (isUniqueViolation(error)) return { ...refused(ctx, 'staff.member.email_taken', 'email'), staff: null };
    throw error;
  }
}

export async function updateStaffAccount(ctx: StaffContext, id: number, input: StaffMemberUpdate): Promise<StaffMemberResult> {
  const actor = requirePermission(ctx, 'staff.manage');
  const checked = checkStaffUpdate(input, ctx.language);
  if (!checked.ok) return { success: false, message: checked.errors[0]!.message, errors: checked.errors, staff: null };
  const change = checked.value;
  const outcome = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
    if (!before) return refused(ctx, 'staff.member.not_found', 'id');
    const role = change.role ?? before.role;
    // A role other than STORE drops the store; STORE keeps the current one unless another is given.
    const storeId = change.storeId !== undefined && change.storeId !== null ? change.storeId : role === 'STORE' ? before.storeId : null;
    const roleErrors = checkRoleStore(role, storeId, ctx.language);
    if (roleErrors.length) return { success: false as const, message: roleErrors[0]!.message, errors: roleErrors };
    if (!(await storeExists(tx, storeId))) return refused(ctx, 'staff.member.store_unknown', 'storeId');
    const active = change.active ?? before.active;
    if (id === actor.id && (role !== before.role || !active)) return refused(ctx, 'staff.member.own_account', 'role');
    const passwordHash = change.password ? await hashPassword(change.password) : before.passwordHash;
    const [after] = await tx
      .update(staffAccounts)
      .set({ name: change.name ?? before.name, role, storeId, active, passwordHash })
      .where(eq(staffAccounts.id, id))
      .returning();
    const termsChanged = role !== before.role || storeId !== before.storeId || !active || Boolean(change.password);
    // The member's own password change keeps the session it was made from.
    const endedSessions = termsChanged && id !== actor.id ? await revokeMemberSessions(tx, id, actor.id) : 0;
    await recordAudit(tx, ctx, {
      action: 'staff.update',
      targetType: 'staff_account',
      targetId: id,
      before: auditView(before),
      after: { ...auditView(after!), passwordChanged: Boolean(change.password), endedSessions },
    });
    return { success: true as const, message: translateStaff(ctx.language, 'staff.member.updated'), errors: [] as FieldError[] };
  });
  const [staff] = outcome.success ? await loadStaffMembers(ctx.db, id) : [];
  return { ...outcome, staff: staff ?? null };
}

/** Clears the member's authenticator (enrolled at their next login) and ends their sessions. */
export async function resetStaffTotp(ctx: StaffContext, staffId: number): Promise<ActionResult> {
  const actor = requirePermission(ctx, 'staff.manage');
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(staffAccounts.id, staffId))
      .returning({ id: staffAccounts.id });
    if (!rows.length) return refused(ctx, 'staff.member.not_found', 'staffId');
    const endedSessions = await revokeMemberSessions(tx, staffId, actor.id);
    await recordAudit(tx, ctx, { action: 'staff.reset_totp', targetType: 'staff_account', targetId: staffId, after: { endedSessions } });
    return { success: true, message: translateStaff(ctx.language, 'staff.totp.reset_done'), errors: [] };
  });
}

export async function revokeStaffSession(ctx: StaffContext, sessionId: string): Promise<ActionResult> {
  const actor = requirePermission(ctx, 'staff.manage');
  return ctx.db.transaction(async (tx) => {
    const [session] = await tx.select({ staffId: staffSessions.staffId }).from(staffSessions).where(eq(staffSessions.id, sessionId.slice(0, 64)));
    if (!session || !(await revokeSession(tx, sessionId, actor.id))) return refused(ctx, 'staff.session.not_found', 'sessionId');
    await recordAudit(tx, ctx, { action: 'staff.revoke_session', targetType: 'staff_session', targetId: sessionId, after: { staffId: session.staffId } });
    return { success: true, message: translateStaff(ctx.language, 'staff.session.revoked'), errors: [] };
  });
}

const SESSION_LIST_LIMIT = 200;

/** The newest sessions (all members', or one member's); `current` marks the caller's. */
export async function listStaffSessions(ctx: StaffContext, staffId: number | null | undefined): Promise<StaffSession[]> {
  const actor = requirePermission(ctx, 'staff.manage');
  const rows = await ctx.db
    .select({ session: staffSessions, email: staffAccounts.email })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(staffId == null ? undefined : and(eq(staffSessions.staffId, staffId)))
    .orderBy(desc(staffSessions.createdAt))
    .limit(SESSION_LIST_LIMIT);
  return rows.map(({ session: s, email }) => ({
    id: s.id,
    staffId: s.staffId,
    staffEmail: email,
    stage: s.stage,
    createdOn: s.createdAt.toISOString(),
    lastSeenOn: s.lastSeenAt.toISOString(),
    expiresOn: s.expiresAt.toISOString(),
    revokedOn: s.revokedAt?.toISOString() ?? null,
    ip: s.ip,
    userAgent: s.userAgent,
    current: s.id === actor.sessionId,
  }));
}
