// Self-hosted proof-of-work captcha (altcha). The client fetches a challenge, solves it and sends
// the base64 solution in the captcha header; each solution is accepted once (used signatures are
// remembered until the challenge expires), so one solved puzzle buys exactly one request.
import { randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { CaptchaVerifier } from '../context.js';

export type CaptchaService = Required<CaptchaVerifier>;

export interface CaptchaOptions {
  /** HMAC key signing challenges; a random per-process key when absent. */
  hmacKey?: string;
  /** Upper bound of the secret number: the work a client does (about half of it on average). */
  maxNumber?: number;
  /** How long a challenge may be solved and used. */
  expiresMs?: number;
  now?: () => number;
}

export function createCaptchaService(opts: CaptchaOptions = {}): CaptchaService {
  const hmacKey = opts.hmacKey || randomBytes(32).toString('hex');
  const maxNumber = opts.maxNumber ?? 50_000;
  const expiresMs = opts.expiresMs ?? 10 * 60_000;
  const now = opts.now ?? Date.now;
  const used = new Map<string, number>(); // signature -> expiry (ms)

  function forgetExpired(at: number): void {
    for (const [signature, expiry] of used) if (expiry <= at) used.delete(signature);
  }

  return {
    challenge() {
      return createChallenge({ hmacKey, maxNumber, expires: new Date(now() + expiresMs) });
    },
    async verify(payload) {
      if (!payload || payload.length > 4096) return false;
      try {
        const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
        if (!decoded || typeof decoded !== 'object' || typeof decoded.signature !== 'string') return false;
        const expires = Number(extractParams(payload).expires);
        // Only our own challenges carry an expiry; one without it was not issued here.
        if (!Number.isFinite(expires) || expires * 1000 < now()) return false;
        if (used.has(decoded.signature)) return false;
        if (!(await verifySolution(payload, hmacKey, true))) return false;
        forgetExpired(now());
        used.set(decoded.signature, expires * 1000);
        return true;
      } catch {
        return false;
      }
    },
  };
}
