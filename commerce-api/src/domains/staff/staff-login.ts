// Staff login: the password (scrypt, as the shop's customers: auth/password.ts), then the second
// factor by TOTP, required for every account. The password opens a PASSWORD-stage session
// (5 minutes) in which only verifyStaffTotp or, for an account without an authenticator yet,
// confirmStaffTotpEnrolment is accepted; a valid code makes it FULL (staff-sessions.ts).
// Limits as the shop's login (10 per account, 30 per address in 10 minutes: the rate limiter's
// defaults for these buckets); over the limit: a translated error and no session.
// Every login, failed login, enrolment and logout is in the audit log.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FieldError, StaffLoginResult, ActionResult } from 'shared-contracts/admin';
import { translateStaff } from 'shared-contracts/admin';
import { refused, staffError } from './staff-results.js';
import type { Db, Tx } from '../../db/client.js';
import { staffAccounts } from '../../db/schema.js';
import { verifyPassword } from '../auth/password.js';
import { recordAudit } from './audit.js';
import type { StaffContext } from './staff-context.js';
import { loadStaffMembers } from './staff-member-view.js';
import { countTotpFailure, PENDING_SESSION_MS, ABSOLUTE_SESSION_MS, promoteSession, revokeSession, startPendingSession } from './staff-sessions.js';
import { matchTotpStep, newTotpSecret, totpQrCodeDataUrl, totpUrl } from './totp.js';

// Compared against when the account does not exist, so both cases take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const LOGIN_BUCKET = 'staff-login';
const TOTP_BUCKET = 'staff-totp';

function failure(ctx: StaffContext, code: string, field: string | null = null): StaffLoginResult {
  return refused([staffError(ctx, code, field)], { step: null, token: null, enrolment: null, staff: null });
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Over the limit for any of the keys (the client address always counts). */
async function overLimit(ctx: StaffContext, bucket: string, identifier: string): Promise<boolean> {
  return ctx.rateLimiter.hit(bucket, [`ip:${ctx.ip}`, `id:${identifier.slice(0, 200)}`]);
}

/** The session token goes in the cookie (then not in the answer) or in the answer. */
function handOver(ctx: StaffContext, token: string, maxAgeMs: number): string | null {
  ctx.session.change = { token, maxAgeSeconds: Math.floor(maxAgeMs / 1000) };
  return ctx.session.inCookie ? null : token;
}

function endCookie(ctx: StaffContext): void {
  ctx.session.change = { token: null, maxAgeSeconds: 0 };
}

async function audit(db: Db | Tx, ctx: StaffContext, who: { id: number | null; email: string }, action: string, targetId: string | number | null, after?: unknown): Promise<void> {
  await recordAudit(db, ctx, { action, targetType: 'staff_session', targetId, after }, who);
}

export async function staffLogin(ctx: StaffContext, emailInput: string, password: string): Promise<StaffLoginResult> {
  const email = normalizeEmail(emailInput).slice(0, 254);
  if (await overLimit(ctx, LOGIN_BUCKET, email)) {
    await audit(ctx.db, ctx, { id: null, email }, 'staff.login_limited', null);
    return failure(ctx, 'staff.login.too_many_attempts');
  }
  const [account] = await ctx.db.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  const matches = await verifyPassword(password.slice(0, 1024), account?.passwordHash ?? DUMMY_HASH);
  if (!account || !matches) {
    await audit(ctx.db, ctx, { id: account?.id ?? null, email }, 'staff.login_failed', null, { reason: 'credentials' });
    return failure(ctx, 'staff.login.wrong_credentials', 'password');
  }
  if (!account.active) {
    await audit(ctx.db, ctx, { id: account.id, email }, 'staff.login_failed', null, { reason: 'inactive' });
    return failure(ctx, 'staff.login.inactive');
  }
  return ctx.db.transaction(async (tx) => {
    const session = await startPendingSession(tx, account.id, { ip: ctx.ip, userAgent: ctx.userAgent });
    const enrol = account.totpSecret === null;
    let enrolment: StaffLoginResult['enrolment'] = null;
    if (enrol) {
      // A fresh secret each login until one is confirmed: a secret seen by someone who then
      // gave up is never the one that ends up enrolled.
      const secret = newTotpSecret();
      await tx.update(staffAccounts).set({ totpPendingSecret: secret }).where(eq(staffAccounts.id, account.id));
      const otpauthUrl = totpUrl(account.email, secret);
      enrolment = { secret, otpauthUrl, qrCodeDataUrl: await totpQrCodeDataUrl(otpauthUrl) };
    }
    await audit(tx, ctx, { id: account.id, email }, 'staff.login_password', session.id, { step: enrol ? 'ENROL' : 'TOTP' });
    return {
      success: true,
      step: enrol ? 'ENROL' : 'TOTP',
      message: translateStaff(ctx.language, enrol ? 'staff.login.enrol' : 'staff.login.enter_code'),
      errors: [] as FieldError[],
      token: handOver(ctx, session.token, PENDING_SESSION_MS),
      enrolment,
      staff: null,
    } satisfies StaffLoginResult;
  });
}

/** Thrown inside the transaction to undo it: the step or the session was taken meanwhile. */
class StepTaken extends Error {}

/**
 * Stores the accepted step (only if no other request used it or a later one meanwhile) and
 * raises the session, both or neither; the new FULL token, or null.
 */
async function acceptStep(ctx: StaffContext, mode: 'verify' | 'enrol', accountId: number, secret: string, step: number, sessionId: string, who: { id: number; email: string }): Promise<string | null> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const stepFree = or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step));
      const set = mode === 'enrol' ? { totpLastStep: step, totpSecret: secret, totpPendingSecret: null, lastLoginAt: sql`now()` } : { totpLastStep: step, lastLoginAt: sql`now()` };
      const updated = await tx.update(staffAccounts).set(set).where(and(eq(staffAccounts.id, accountId), stepFree)).returning({ id: staffAccounts.id });
      const token = updated.length ? await promoteSession(tx, sessionId) : null;
      if (!token) throw new StepTaken();
      if (mode === 'enrol') await recordAudit(tx, ctx, { action: 'staff.totp_enrol', targetType: 'staff_account', targetId: accountId }, who);
      await audit(tx, ctx, who, 'staff.login', sessionId);
      return token;
    });
  } catch (error) {
    if (error instanceof StepTaken) return null;
    throw error;
  }
}

/**
 * Checks a code of the pending session's account against `secret` (the enrolled one or the one
 * being enrolled) and stores its step only if it is after the last accepted one (one use).
 */
async function acceptCode(ctx: StaffContext, mode: 'verify' | 'enrol', code: string): Promise<StaffLoginResult> {
  const pending = ctx.pendingSession;
  if (!pending) return failure(ctx, 'staff.login.no_pending');
  const [account] = await ctx.db.select().from(staffAccounts).where(eq(staffAccounts.id, pending.staffId)).limit(1);
  if (!account) return failure(ctx, 'staff.login.no_pending');
  const who = { id: account.id, email: account.email };
  if (await overLimit(ctx, TOTP_BUCKET, account.email)) {
    await audit(ctx.db, ctx, who, 'staff.login_limited', pending.id);
    return failure(ctx, 'staff.login.too_many_attempts');
  }
  if (mode === 'verify' && account.totpSecret === null) return failure(ctx, 'staff.login.not_enrolled');
  if (mode === 'enrol' && account.totpSecret !== null) return failure(ctx, 'staff.login.already_enrolled');
  const secret = mode === 'verify' ? account.totpSecret : account.totpPendingSecret;
  const step = secret ? await matchTotpStep(secret, code, account.totpLastStep) : null;
  const accepted = step !== null && (await acceptStep(ctx, mode, account.id, secret!, step, pending.id, who));
  if (!accepted) {
    const ended = await ctx.db.transaction(async (tx) => {
      const over = await countTotpFailure(tx, pending.id);
      await audit(tx, ctx, who, 'staff.login_failed', pending.id, { reason: mode === 'enrol' ? 'enrolment_code' : 'totp', sessionEnded: over });
      return over;
    });
    if (ended) {
      endCookie(ctx);
      return failure(ctx, 'staff.login.code_attempts_exhausted', 'code');
    }
    return failure(ctx, 'staff.login.code_invalid', 'code');
  }
  const [staff] = await loadStaffMembers(ctx.db, account.id);
  return {
    success: true,
    step: 'DONE',
    message: translateStaff(ctx.language, 'staff.login.done'),
    errors: [],
    token: handOver(ctx, accepted, ABSOLUTE_SESSION_MS),
    enrolment: null,
    staff: staff ?? null,
  };
}

export function verifyStaffTotp(ctx: StaffContext, code: string): Promise<StaffLoginResult> {
  return acceptCode(ctx, 'verify', code);
}

export function confirmStaffTotpEnrolment(ctx: StaffContext, code: string): Promise<StaffLoginResult> {
  return acceptCode(ctx, 'enrol', code);
}

/** Ends the request's session (full or pending); without one, nothing to end. */
export async function staffLogout(ctx: StaffContext): Promise<ActionResult> {
  const sessionId = ctx.staff?.sessionId ?? ctx.pendingSession?.id ?? null;
  if (sessionId) {
    await ctx.db.transaction(async (tx) => {
      const who = ctx.staff ?? (await tx.select({ id: staffAccounts.id, email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, ctx.pendingSession!.staffId)))[0];
      await revokeSession(tx, sessionId, who?.id ?? null);
      if (who) await audit(tx, ctx, { id: who.id, email: who.email }, 'staff.logout', sessionId);
    });
  }
  endCookie(ctx);
  return { success: true, message: translateStaff(ctx.language, 'staff.logout.done'), errors: [] };
}
