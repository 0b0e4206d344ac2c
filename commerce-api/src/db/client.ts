// The one data layer: drizzle over PostgreSQL (DATABASE_URL) or an embedded PGlite database in
// a local folder (default .data/pglite). Both speak the same SQL and run the same migrations.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool behind db (PostgreSQL only), for libraries that take one (rate limits). */
  pool?: import('pg').Pool;
  /** The embedded database behind db (PGlite only), for its LISTEN (change-notifications.ts). */
  pglite?: import('@electric-sql/pglite').PGliteInterface;
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
/** drizzle/ (migrations) sits at the package root, next to src/ and dist/. */
export const MIGRATIONS_FOLDER = resolve(here, '..', '..', 'drizzle');
export const DEFAULT_DATA_DIR = resolve(here, '..', '..', '.data', 'pglite');

export interface OpenOptions {
  /** postgres://... ; when absent an embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite folder; 'memory' for an in-memory database (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Told about errors of idle pool connections (PostgreSQL restarted ...); default: ignored. */
  onPoolError?: (error: Error) => void;
}

/**
 * How long a query waits for a pool connection. When PostgreSQL is away (restart, failover) a
 * request fails within this (and is answered 503) instead of queueing for good.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    // An idle connection that the server drops (a restart) emits 'error' on the pool; unheard,
    // it would end the process. The pool discards that connection and opens new ones on demand.
    pool.on('error', (error) => opts.onPoolError?.(error));
    const db = drizzle(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  // PGlite.create (not the constructor) is what installs the extension bundles.
  const client = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

export { schema };
export const packageRoot = resolve(here, '..', '..');
export const dataRoot = join(packageRoot, '.data');
