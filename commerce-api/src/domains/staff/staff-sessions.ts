// Staff sessions in PostgreSQL (staff_sessions; only a SHA-256 of the token is kept), looked up on
// every request, so a revoked session or a disabled account stops at once. Lifetimes:
//   PASSWORD stage (password right, second factor pending): 5 minutes, never extended;
//   FULL: 8 hours idle (sliding: each request moves expires_at, at most once a minute),
//   capped at 12 hours after login (the session's created_at), whatever the activity.
// A shopper's token is never looked up here, so it can never be a staff session.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { staffAccounts, staffSessions } from '../../db/schema.js';
import { sha256 } from '../auth/tokens.js';
import type { StaffActor, StaffRole } from './staff-context.js';

export const PENDING_SESSION_MS = 5 * 60_000;
export const IDLE_SESSION_MS = 8 * 3600_000;
export const ABSOLUTE_SESSION_MS = 12 * 3600_000;
/** lastSeenAt is written at most this often (a burst of requests makes one write). */
const TOUCH_EVERY_MS = 60_000;
/** Wrong codes a pending session takes before it ends. */
export const MAX_TOTP_FAILURES = 5;

export type ResolvedStaffSession =
  | { stage: 'FULL'; actor: StaffActor }
  | { stage: 'PASSWORD'; pending: { id: string; staffId: number } }
  | null;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newSessionId(): string {
  return randomBytes(12).toString('base64url');
}

/** When a FULL session seen at `seenAt` expires: idle limit, never past the absolute cap. */
export function fullSessionExpiry(createdAt: Date, seenAt: Date): Date {
  return new Date(Math.min(seenAt.getTime() + IDLE_SESSION_MS, createdAt.getTime() + ABSOLUTE_SESSION_MS));
}

/** A new PASSWORD-stage session; returns its id and token (shown once). */
export async function startPendingSession(db: Db | Tx, staffId: number, meta: { ip: string; userAgent: string | null }, now = new Date()): Promise<{ id: string; token: string }> {
  const id = newSessionId();
  const token = newSessionToken();
  await db.insert(staffSessions).values({
    id,
    tokenHash: sha256(token),
    staffId,
    stage: 'PASSWORD',
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + PENDING_SESSION_MS),
    createdAt: now,
  });
  return { id, token };
}

/**
 * Raises a pending session to FULL with a fresh token (the one that travelled before the second
 * factor is worthless afterwards); its 12 hours count from now.
 */
export async function promoteSession(db: Db | Tx, sessionId: string, now = new Date()): Promise<string | null> {
  const token = newSessionToken();
  const rows = await db
    .update(staffSessions)
    .set({ stage: 'FULL', tokenHash: sha256(token), createdAt: now, lastSeenAt: now, expiresAt: fullSessionExpiry(now, now) })
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.stage, 'PASSWORD'), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .returning({ id: staffSessions.id });
  return rows.length ? token : null;
}

export async function revokeSession(db: Db | Tx, sessionId: string, revokedBy: number | null, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now, revokedBy })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}

export async function revokeMemberSessions(db: Db | Tx, staffId: number, revokedBy: number | null, now = new Date()): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now, revokedBy })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** The live session of a token (not revoked, not expired, its account active), or null. */
export async function resolveStaffSession(db: Db, token: string | null, now = new Date()): Promise<ResolvedStaffSession> {
  if (!token || token.length > 512) return null;
  const [row] = await db
    .select({
      id: staffSessions.id,
      stage: staffSessions.stage,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      staffId: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      storeId: staffAccounts.storeId,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), eq(staffAccounts.active, true)))
    .limit(1);
  if (!row) return null;
  if (row.stage !== 'FULL') return { stage: 'PASSWORD', pending: { id: row.id, staffId: row.staffId } };
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now, expiresAt: fullSessionExpiry(row.createdAt, now) })
      .where(and(eq(staffSessions.id, row.id), isNull(staffSessions.revokedAt)));
  }
  return {
    stage: 'FULL',
    actor: { id: row.staffId, email: row.email, name: row.name, role: row.role as StaffRole, storeId: row.storeId, sessionId: row.id },
  };
}

/** Counts a wrong code on a pending session; ends it at MAX_TOTP_FAILURES. True when it ended. */
export async function countTotpFailure(db: Db | Tx, sessionId: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(staffSessions)
    .set({ totpFailures: sql`${staffSessions.totpFailures} + 1` })
    .where(eq(staffSessions.id, sessionId))
    .returning({ failures: staffSessions.totpFailures });
  if ((row?.failures ?? MAX_TOTP_FAILURES) < MAX_TOTP_FAILURES) return false;
  await revokeSession(db, sessionId, null, now);
  return true;
}
