// Bulk loading: secondary indexes (the search GIN indexes above all) cost far more when updated
// row by row than when built once. Inside the seed's transaction the indexes of the big tables
// that do not back a constraint are dropped before loading and re-created, from their own
// definitions, afterwards. Their foreign keys (migration 0012) likewise: a key checked row by row
// costs a trigger call per inserted row (millions here); added back afterwards, it checks every
// row in one join, and the transaction still fails if any reference is missing.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { sqlRows } from '../db/sql-rows.js';

export async function withoutSecondaryIndexes<T>(tx: Tx, tables: string[], load: () => Promise<T>): Promise<T> {
  const indexes = await sqlRows<{ name: string; definition: string }>(tx, sql`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    WHERE c.relname IN (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
      AND c.relnamespace = current_schema()::regnamespace
      AND NOT i.indisprimary
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
  const keys = await sqlRows<{ owner: string; name: string; definition: string }>(
    tx,
    sql`
      SELECT k.conrelid::regclass::text AS owner, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid
      WHERE k.contype = 'f'
        AND c.relname IN (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
        AND c.relnamespace = current_schema()::regnamespace
      ORDER BY k.conname`,
  );
  for (const key of keys) await tx.execute(sql.raw(`ALTER TABLE ${key.owner} DROP CONSTRAINT "${key.name}"`));
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  const value = await load();
  // GIN builds are several times faster when the whole index fits in maintenance memory.
  if (indexes.length) await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '256MB'`));
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  for (const key of keys) await tx.execute(sql.raw(`ALTER TABLE ${key.owner} ADD CONSTRAINT "${key.name}" ${key.definition}`));
  return value;
}
