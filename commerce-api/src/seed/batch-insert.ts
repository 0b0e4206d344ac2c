// Multi-row inserts of about a thousand rows per statement. The rows travel as one JSON
// parameter — an array of value arrays, without repeating column names — expanded on the server
// with json_array_elements: one bind parameter per statement instead of one per value, which
// makes bulk seeding several times faster on both PGlite and PostgreSQL (and stays far from the
// 65,535-parameter limit).
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { sqlRows } from '../db/sql-rows.js';

export const BATCH_SIZE = 1000;

const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };

function toJsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export async function insertBatches<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], size = BATCH_SIZE): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const name = getTableName(table);
  // Rows are grouped by the fields they set, so a column left out keeps its database default.
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows as Record<string, unknown>[]) {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined);
    const signature = keys.join(',');
    let group = groups.get(signature);
    if (!group) groups.set(signature, (group = []));
    group.push(row);
  }
  for (const [signature, group] of groups) {
    const keys = signature.split(',');
    const targets = keys.map((k) => {
      const column = columns[k];
      if (!column) throw new Error(`insertBatches: ${name} has no column ${k}`);
      return column;
    });
    const list = sql.raw(targets.map((c) => `"${c.name}"`).join(', '));
    const values = sql.raw(
      targets
        .map((c, i) => {
          const type = SERIAL_TYPES[c.getSQLType()] ?? c.getSQLType();
          return /^jsonb?$/.test(type) ? `(e->${i})::${type}` : `(e->>${i})::${type}`;
        })
        .join(', '),
    );
    for (let i = 0; i < group.length; i += size) {
      const json = JSON.stringify(group.slice(i, i + size).map((row) => keys.map((k) => toJsonValue(row[k]))));
      await tx.execute(sql`INSERT INTO ${table} (${list}) SELECT ${values} FROM json_array_elements(${json}::json) AS e`);
    }
  }
}

/** Hands out explicit ids above what the table already holds, so rows can reference each other before insertion. */
export class IdAllocator {
  private readonly next = new Map<string, number>();

  async load(tx: Tx, tables: PgTable[]): Promise<void> {
    for (const table of tables) {
      const name = getTableName(table);
      const rows = await sqlRows<{ max: number | string | null }>(tx, sql`SELECT max(id) AS max FROM ${table}`);
      this.next.set(name, Number(rows[0]?.max ?? 0) + 1);
    }
  }

  take(table: PgTable): number {
    const name = getTableName(table);
    const id = this.next.get(name);
    if (id === undefined) throw new Error(`IdAllocator: table ${name} was not loaded`);
    this.next.set(name, id + 1);
    return id;
  }
}

/** After inserting explicit ids, move each serial sequence past the highest id. */
export async function resetSequences(tx: Tx, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
    );
  }
}
