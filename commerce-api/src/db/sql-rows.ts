// The rows of a raw SQL query (db.execute(sql`...`)), typed by the caller. drizzle leaves the
// result of execute() untyped for our two drivers: node-postgres answers a QueryResult and
// PGlite a Results, both with the rows under `rows`; a driver that answers the bare row array
// is taken as it is. The row type is the caller's word: nothing here checks it.
import type { Db } from './client.js';

/** The rows of an execute() result. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Runs a raw query on a database or transaction and returns its rows. */
export async function sqlRows<T>(db: Pick<Db, 'execute'>, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
