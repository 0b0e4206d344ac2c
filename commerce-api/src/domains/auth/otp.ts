// One-time codes (login, registration, phone change): 6 digits, sent through the notifier,
// stored only as a hash, 5 attempts, valid OTP_TTL_MS; a new code may be asked for once the
// renewal period has passed. otpQueueId names one code, externalId the whole flow (it survives
// renewals).
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_CODE_LENGTH, type OtpData } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { otpCodes } from '../../db/schema.js';
import { loadShopIdentity } from '../../messages/shop-identity.js';
import type { CodePurpose } from '../../messages/templates/message-texts.js';
import { oneTimeCodeMessage } from '../../messages/templates/one-time-code.js';
import { randomToken, sha256 } from './tokens.js';

export const OTP_RENEWAL_PERIOD_MS = 120_000;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpRow = typeof otpCodes.$inferSelect;
export type OtpPurpose = CodePurpose;

function codeHash(otpQueueId: string, code: string): string {
  return sha256(`${otpQueueId}:${code}`);
}

export function otpDataOf(row: Pick<OtpRow, 'externalId' | 'otpQueueId'>, continueWithPassword: boolean): OtpData {
  return {
    externalId: row.externalId,
    otpQueueId: row.otpQueueId,
    verificationCodeCharacterLength: OTP_CODE_LENGTH,
    verificationCodeRenewalPeriod: OTP_RENEWAL_PERIOD_MS,
    continueWithPassword,
  };
}

export interface NewOtp {
  purpose: OtpPurpose;
  channel: 'SMS' | 'EMAIL';
  /** E-mail (lower case) or normalised phone. */
  recipient: string;
  customerId: number | null;
  payload?: Record<string, unknown>;
  externalId?: string;
}

/** Creates a code, stores its hash and sends it. */
export async function issueOtp(ctx: ApiContext, input: NewOtp, now = new Date()): Promise<OtpRow> {
  const code = String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
  const otpQueueId = randomToken(18);
  const [row] = await ctx.db
    .insert(otpCodes)
    .values({
      otpQueueId,
      externalId: input.externalId ?? randomToken(18),
      purpose: input.purpose,
      channel: input.channel,
      recipient: input.recipient,
      customerId: input.customerId,
      codeHash: codeHash(otpQueueId, code),
      payload: input.payload ?? {},
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      createdAt: now,
    })
    .returning();
  const shop = await loadShopIdentity(ctx.db, ctx.config, ctx.language);
  const message = await oneTimeCodeMessage({ shop, language: ctx.language, channel: input.channel, recipient: input.recipient, purpose: input.purpose, code, minutes: OTP_TTL_MS / 60_000 });
  await ctx.notifier.send({ ...message, customerId: input.customerId, dedupeKey: `otp:${otpQueueId}` });
  return row!;
}

export type OtpCheck = { ok: true; row: OtpRow } | { ok: false; code: 'ui.auth.code_invalid' | 'ui.auth.code_expired' | 'ui.auth.code_too_many_attempts' };

export interface OtpAttempt {
  otpQueueId: string;
  externalId: string;
  code: string;
  purposes: OtpPurpose[];
  /** When set, the code must belong to this customer (phone change). */
  customerId?: number;
}

async function findOpen(db: Db | Tx, otpQueueId: string, externalId: string, purposes: OtpPurpose[], customerId?: number): Promise<OtpRow | null> {
  if (otpQueueId.length > 64 || externalId.length > 64) return null;
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.otpQueueId, otpQueueId)).limit(1);
  if (!row || row.externalId !== externalId || row.consumedAt || !purposes.includes(row.purpose as OtpPurpose)) return null;
  if (customerId !== undefined && row.customerId !== customerId) return null;
  return row;
}

/**
 * Checks a code and consumes it when right. Every try counts before the comparison (one atomic
 * update), so parallel guesses cannot exceed OTP_MAX_ATTEMPTS.
 */
export async function consumeOtp(db: Db, attempt: OtpAttempt, now = new Date()): Promise<OtpCheck> {
  const row = await findOpen(db, attempt.otpQueueId, attempt.externalId, attempt.purposes, attempt.customerId);
  if (!row) return { ok: false, code: 'ui.auth.code_invalid' };
  if (row.expiresAt <= now) return { ok: false, code: 'ui.auth.code_expired' };
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) return { ok: false, code: 'ui.auth.code_too_many_attempts' };
  const given = Buffer.from(codeHash(row.otpQueueId, attempt.code.trim()));
  const expected = Buffer.from(row.codeHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, code: counted.attempts >= OTP_MAX_ATTEMPTS ? 'ui.auth.code_too_many_attempts' : 'ui.auth.code_invalid' };
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning();
  return consumed ? { ok: true, row: consumed } : { ok: false, code: 'ui.auth.code_invalid' };
}

export type OtpRenewal = { ok: true; row: OtpRow } | { ok: false; code: 'ui.auth.code_invalid' | 'ui.auth.code_renew_wait' };

/** A new code for the same flow once the renewal period has passed; the old code stops working. */
export async function renewOtp(ctx: ApiContext, otpQueueId: string, externalId: string, purposes: OtpPurpose[], now = new Date()): Promise<OtpRenewal> {
  const row = await findOpen(ctx.db, otpQueueId, externalId, purposes);
  if (!row) return { ok: false, code: 'ui.auth.code_invalid' };
  if (now.getTime() - row.createdAt.getTime() < OTP_RENEWAL_PERIOD_MS) return { ok: false, code: 'ui.auth.code_renew_wait' };
  const [closed] = await ctx.db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!closed) return { ok: false, code: 'ui.auth.code_invalid' };
  const fresh = await issueOtp(
    ctx,
    { purpose: row.purpose as OtpPurpose, channel: row.channel as 'SMS' | 'EMAIL', recipient: row.recipient, customerId: row.customerId, payload: row.payload, externalId: row.externalId },
    now,
  );
  return { ok: true, row: fresh };
}
