// Databases for the benchmark: an in-memory PGlite, or a fresh database on the PostgreSQL
// server of DATABASE_URL (dropped afterwards).
import pg from 'pg';
import type * as Embed from '../src/server/embed.js';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

// Connections the FORCE drop terminates report "terminating connection due to administrator
// command" (57P01) on their pool; that is the intended end, not a failure of the run.
process.on('uncaughtException', (error: Error & { code?: string }) => {
  if (error.code === '57P01') return;
  console.error(error);
  process.exit(1);
});

/** A bench database; url: its PostgreSQL address (for API processes of the scale-out rows). */
export type BenchDatabase = Embed.Database & { url?: string };

export async function openBenchDatabase(embed: typeof Embed, kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  if (kind === 'pglite') return embed.openDatabase({ dataDir: 'memory' });
  const url = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const name = `storefront_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await embed.openDatabase({ databaseUrl: target.toString(), poolSize: 20 });
  return {
    ...database,
    url: target.toString(),
    async close() {
      // The pool ends once its clients are idle; queries still running for abandoned requests
      // would keep it waiting, so after a while the FORCE drop ends them.
      await Promise.race([database.close().catch(() => {}), new Promise((r) => setTimeout(r, 10_000))]);
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
