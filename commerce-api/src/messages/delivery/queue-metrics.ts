// The message queue's figures on /metrics, read from the outbox at each scrape: messages by state
// (queued and failed are the depth still to deliver; dead were given up and need an operator) and
// how long the oldest of those still to deliver has waited. A scrape while the database is out of
// reach leaves these figures out rather than failing the whole answer.
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import type { Db } from '../../db/client.js';
import { MESSAGE_STATES } from '../../db/schema.js';
import { sqlRows } from '../../db/sql-rows.js';

export function registerQueueGauges(registry: client.Registry, db: Db): void {
  new client.Gauge({
    name: 'api_messages',
    help: 'Messages in the outbox by state: queued and failed still to deliver, sending in hand, dead given up, dropped refused (no permission)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const rows = await sqlRows<{ state: string; n: number }>(db, sql`SELECT state, count(*)::int AS n FROM outbox GROUP BY state`).catch(() => null);
      this.reset();
      if (!rows) return;
      for (const state of MESSAGE_STATES) this.set({ state }, 0);
      for (const row of rows) this.set({ state: row.state }, Number(row.n));
    },
  });
  new client.Gauge({
    name: 'api_messages_oldest_waiting_seconds',
    help: 'Age of the oldest message still to deliver (queued or failed); 0 when none waits',
    registers: [registry],
    async collect() {
      const rows = await sqlRows<{ age: number | null }>(
        db,
        sql`SELECT extract(epoch FROM now() - min(created_at))::float8 AS age FROM outbox WHERE state IN ('queued', 'failed')`,
      ).catch(() => null);
      this.reset();
      if (rows) this.set(Math.max(0, Number(rows[0]?.age ?? 0)));
    },
  });
}
