// pg-boss runs its SQL through a `db` with executeSql(text, values) that we hand it: the API's own
// node-postgres pool, or the embedded PGlite database (one connection, multi-statement scripts
// through exec), or the drizzle transaction of the event that queues a message.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export function bossDbOf(database: Database): BossDb {
  const pool = database.pool;
  if (pool) return { executeSql: async (text, values) => ({ rows: (await pool.query(text, values as unknown[] | undefined)).rows }) };
  const pglite = database.pglite;
  if (!pglite) throw new Error('bossDbOf: the database has neither a pool nor PGlite');
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values as unknown[])).rows };
      // pg-boss's own scripts (schema creation, locked migrations) are several statements
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** Query text with $1, $2 ... as a drizzle SQL with those values as parameters. */
export function sqlOfText(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  const pattern = /\$(\d+)/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** The same, on a drizzle handle (a transaction): pg-boss's insert joins the caller's transaction. */
export function bossDbOfDrizzle(db: Db): BossDb {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(sqlOfText(text, values))) as unknown as { rows: any[] };
      return { rows: result.rows };
    },
  };
}
