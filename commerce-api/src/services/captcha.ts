// Self-hosted proof-of-work captcha (altcha). A challenge is issued for one operation family (the
// rate-limit bucket of the refused call: login, otp, register ...), which its salt carries, signed
// with the rest of the challenge, together with a short expiry. The client solves it and sends the
// base64 solution in the captcha header of the one request it retries. A solution is accepted
// once, for its own family only, while it has not expired: after the proof of work and signature
// are checked, the solution is inserted into captcha_solutions_used (primary key: solution,
// family) ON CONFLICT DO NOTHING, and only the request whose insert added the row passes. That
// single statement is the "check and mark as used" step, so replays sent in parallel, or to
// another API instance sharing the database (and CAPTCHA_HMAC_KEY), cannot pass twice.
import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { lt } from 'drizzle-orm';
import type { CaptchaChallenge, CaptchaVerifier } from '../context.js';
import type { Db } from '../db/client.js';
import { captchaSolutionsUsed } from '../db/schema.js';
import { DEFAULT_LIMITS } from './rate-limiter.js';

export type CaptchaService = Required<CaptchaVerifier>;

/** The operation families a challenge can be issued for: the rate-limit buckets. */
export const CAPTCHA_FAMILIES: readonly string[] = Object.keys(DEFAULT_LIMITS);

export function isCaptchaFamily(value: unknown): value is string {
  return typeof value === 'string' && CAPTCHA_FAMILIES.includes(value);
}

export interface CaptchaOptions {
  /** Where used solutions are recorded (captcha_solutions_used). */
  db: Db;
  /** HMAC key signing challenges; a random per-process key when absent. */
  hmacKey?: string;
  /** Upper bound of the secret number: the work a client does (about half of it on average). */
  maxNumber?: number;
  /** How long a challenge may be solved and used (default 5 minutes). */
  expiresMs?: number;
  now?: () => number;
}

export const DEFAULT_CAPTCHA_EXPIRES_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 60_000;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function createCaptchaService(opts: CaptchaOptions): CaptchaService {
  const { db } = opts;
  const hmacKey = opts.hmacKey || randomBytes(32).toString('hex');
  const maxNumber = opts.maxNumber ?? 50_000;
  const expiresMs = opts.expiresMs ?? DEFAULT_CAPTCHA_EXPIRES_MS;
  const now = opts.now ?? Date.now;
  let lastSweep = 0;

  /** Drops rows of expired challenges (they can no longer pass anyway), at most once a minute. */
  async function sweep(at: number): Promise<void> {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await db.delete(captchaSolutionsUsed).where(lt(captchaSolutionsUsed.expiresAt, new Date(at)));
  }

  return {
    async challenge(family) {
      // Without a family (the captchaChallenge query) the challenge binds none: no call accepts it.
      const params: Record<string, string> = isCaptchaFamily(family) ? { family } : {};
      return createChallenge({ hmacKey, maxNumber, expires: new Date(now() + expiresMs), params });
    },
    async verify(payload, family) {
      if (!payload || payload.length > 4096 || !isCaptchaFamily(family)) return false;
      let decoded: { signature?: unknown; salt?: unknown } | null;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof decoded;
      } catch {
        return false;
      }
      if (!decoded || typeof decoded !== 'object' || typeof decoded.signature !== 'string' || typeof decoded.salt !== 'string') return false;
      const params = extractParams(decoded as never);
      const expires = Number(params.expires);
      // Only our own challenges carry an expiry and a family; the salt, and so both, are signed.
      if (!Number.isFinite(expires) || expires * 1000 < now()) return false;
      if (params.family !== family) return false;
      try {
        if (!(await verifySolution(decoded as never, hmacKey, true))) return false;
      } catch {
        return false;
      }
      const at = now();
      const inserted = await db
        .insert(captchaSolutionsUsed)
        .values({ solutionHash: sha256(decoded.signature), family, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ solutionHash: captchaSolutionsUsed.solutionHash });
      await sweep(at);
      return inserted.length === 1;
    },
  };
}
