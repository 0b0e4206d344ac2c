// Rate limits per bucket (operation family) and key, counted by rate-limiter-flexible. Keys
// starting with 'ip:' count against the bucket's per-address limit, all others against its
// per-identifier limit (e-mail, phone ...). On PostgreSQL the counts live in one table that the
// library creates itself (RateLimiterPostgres, an atomic upsert per hit), so every API instance
// on that database shares them; on the embedded PGlite (one process) they live in memory
// (RateLimiterMemory). Each key's window is fixed: it opens with the key's first hit and lasts
// windowMs; the hits in it are counted, refused ones too.
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimiter } from '../context.js';
import type { Database } from '../db/client.js';

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

/** The table RateLimiterPostgres creates (CREATE TABLE IF NOT EXISTS) and every instance shares. */
export const RATE_LIMIT_TABLE = 'api_rate_limits';

/** Keys longer than this are stored as a hash (the library's key column is varchar(255)). */
const MAX_KEY_LENGTH = 120;

export interface StoreOptions {
  /** A node-postgres pool: counts in PostgreSQL, shared by every instance. Absent: in memory. */
  pool?: Pool;
  /** Table name on PostgreSQL (default RATE_LIMIT_TABLE). */
  tableName?: string;
}

export interface SharedRateLimiter extends RateLimiter {
  readonly store: 'postgres' | 'memory';
  hit(bucket: string, keys: string[]): Promise<boolean>;
  /** Resolves once the store can count (on PostgreSQL: its table exists); rejects if it cannot. */
  ready(): Promise<void>;
  /** Forget every count (tests, or an operator unblocking). */
  reset(): Promise<void>;
}

/** Limits of a database: in PostgreSQL when it is one (shared by instances), else in memory. */
export function createRateLimiterFor(database: Pick<Database, 'kind' | 'pool'>, limits: Partial<Record<string, BucketLimit>> = {}): SharedRateLimiter {
  return createRateLimiter(limits, database.kind === 'postgres' ? { pool: database.pool } : {});
}

export function createRateLimiter(limits: Partial<Record<string, BucketLimit>> = {}, store: StoreOptions = {}): SharedRateLimiter {
  const all: Record<string, BucketLimit | undefined> = { ...DEFAULT_LIMITS, ...limits };
  const pool = store.pool;
  const tableName = store.tableName ?? RATE_LIMIT_TABLE;
  let limiters = new Map<string, RateLimiterAbstract>();

  // On PostgreSQL the first limiter creates the table; the others are made once it exists.
  let readyPromise: Promise<void> | undefined;
  function ready(): Promise<void> {
    if (!pool) return Promise.resolve();
    readyPromise ??= new Promise<void>((resolve, reject) => {
      new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName, keyPrefix: 'rl-setup', points: 1, duration: 1, clearExpiredByTimeout: false }, (err?: unknown) =>
        err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(),
      );
    });
    // A failed attempt (database briefly away) may be retried by the next call.
    readyPromise.catch(() => (readyPromise = undefined));
    return readyPromise;
  }

  function limiterFor(bucket: string, kind: 'ip' | 'id'): RateLimiterAbstract {
    const name = `${bucket}:${kind}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      const limit = all[bucket] ?? FALLBACK;
      const common = { keyPrefix: `rl:${name}`, points: kind === 'ip' ? limit.perIp : limit.perIdentifier, duration: limit.windowMs / 1000 };
      limiter = pool
        ? // One limiter per table cleans its expired rows (every 5 minutes, an unref'd timer).
          new RateLimiterPostgres({ ...common, storeClient: pool, storeType: 'pool', tableName, tableCreated: true, clearExpiredByTimeout: limiters.size === 0 })
        : new RateLimiterMemory(common);
      limiters.set(name, limiter);
    }
    return limiter;
  }

  /** True when the key is over its limit (the hit is counted either way). */
  async function consume(bucket: string, key: string): Promise<boolean> {
    const limiter = limiterFor(bucket, key.startsWith('ip:') ? 'ip' : 'id');
    const stored = key.length > MAX_KEY_LENGTH ? `h:${createHash('sha256').update(key).digest('hex')}` : key;
    try {
      await limiter.consume(stored, 1);
      return false;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return true;
      throw rejection; // the store failed: not a verdict
    }
  }

  return {
    store: pool ? 'postgres' : 'memory',
    async hit(bucket, keys) {
      await ready();
      const verdicts = await Promise.all([...new Set(keys)].map((key) => consume(bucket, key)));
      return verdicts.includes(true);
    },
    ready,
    async reset() {
      if (pool) {
        await ready();
        await pool.query(`DELETE FROM "${tableName}" WHERE key LIKE 'rl:%'`);
      } else {
        limiters = new Map();
      }
    },
  };
}
