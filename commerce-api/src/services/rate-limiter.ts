// In-memory sliding-window rate limiter: one log of hit times per bucket and key. Keys starting
// with 'ip:' count against the bucket's per-address limit, all others against its per-identifier
// limit (e-mail, phone ...). One API process keeps its own counts; several instances behind a
// load balancer would each allow the limit (acceptable for a captcha trigger, not for billing).
import type { RateLimiter } from '../context.js';

export type RateBucket = 'login' | 'otp' | 'register' | 'recovery' | 'contact' | 'account';

export interface BucketLimit {
  windowMs: number;
  perIdentifier: number;
  perIp: number;
}

const MINUTE = 60_000;

export const DEFAULT_LIMITS: Record<RateBucket, BucketLimit> = {
  login: { windowMs: 10 * MINUTE, perIdentifier: 10, perIp: 30 },
  otp: { windowMs: 10 * MINUTE, perIdentifier: 10, perIp: 30 },
  register: { windowMs: 60 * MINUTE, perIdentifier: 5, perIp: 20 },
  recovery: { windowMs: 60 * MINUTE, perIdentifier: 5, perIp: 20 },
  contact: { windowMs: 10 * MINUTE, perIdentifier: 5, perIp: 10 },
  account: { windowMs: 10 * MINUTE, perIdentifier: 10, perIp: 30 },
};

const FALLBACK: BucketLimit = { windowMs: 10 * MINUTE, perIdentifier: 10, perIp: 30 };

export interface SlidingWindowRateLimiter extends RateLimiter {
  /** Forget every count (tests, or an operator unblocking). */
  reset(): void;
}

export function createRateLimiter(
  limits: Partial<Record<string, BucketLimit>> = {},
  now: () => number = Date.now,
): SlidingWindowRateLimiter {
  const logs = new Map<string, number[]>();
  const all: Record<string, BucketLimit | undefined> = { ...DEFAULT_LIMITS, ...limits };
  let lastSweep = now();

  function sweep(at: number): void {
    // Drop logs whose newest hit left every window, so memory follows live traffic only.
    const longest = Math.max(...Object.values(all).map((l) => l?.windowMs ?? 0), FALLBACK.windowMs);
    for (const [key, times] of logs) if ((times.at(-1) ?? 0) <= at - longest) logs.delete(key);
    lastSweep = at;
  }

  return {
    hit(bucket, keys) {
      const at = now();
      if (at - lastSweep > MINUTE) sweep(at);
      const limit = all[bucket] ?? FALLBACK;
      let over = false;
      for (const key of new Set(keys)) {
        const id = `${bucket}\u0000${key}`;
        const max = key.startsWith('ip:') ? limit.perIp : limit.perIdentifier;
        const times = (logs.get(id) ?? []).filter((t) => t > at - limit.windowMs);
        times.push(at);
        // Keep at most max+1 entries: enough to know the window is over its limit.
        if (times.length > max + 1) times.splice(0, times.length - (max + 1));
        logs.set(id, times);
        if (times.length > max) over = true;
      }
      return over;
    },
    reset() {
      logs.clear();
    },
  };
}
