// The operator's view of messages: `npm run messages -w commerce-api -- <command>`
//   list [--state queued|sending|sent|failed|dead|dropped] [--kind K] [--recipient R] [--limit N]
//   counts                 how many messages in each state, per channel
//   show <id>              one message: state, tries, provider id, last error, times
//   retry <id>             a dead, failed or dropped message back to queued; a running API's
//                          sweep enqueues it within a minute (MESSAGE_WORKERS > 0)
// On DATABASE_URL (PostgreSQL). The embedded database (DATA_DIR) belongs to one process: with
// --embedded the command opens it, and the shop must not be running then.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { runAsDatabaseCli } from '../../db/database-cli.js';
import { MESSAGE_STATES, outbox, type MessageState } from '../../db/schema.js';

export interface CliOutput {
  out(line: string): void;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const cell = (value: unknown, width: number) => String(value ?? '').replace(/\s+/g, ' ').slice(0, width).padEnd(width);

export async function runMessagesCommand(db: Db, args: string[], io: CliOutput): Promise<number> {
  const [command, id] = args;
  if (command === 'list') {
    const state = option(args, 'state');
    if (state && !MESSAGE_STATES.includes(state as MessageState)) {
      io.out(`unknown state "${state}": one of ${MESSAGE_STATES.join(', ')}`);
      return 2;
    }
    const kind = option(args, 'kind');
    const recipient = option(args, 'recipient');
    const limit = Math.min(Math.max(Number(option(args, 'limit') ?? 50) || 50, 1), 1000);
    const filters: SQL[] = [];
    if (state) filters.push(eq(outbox.state, state as MessageState));
    if (kind) filters.push(eq(outbox.kind, kind));
    if (recipient) filters.push(eq(outbox.recipient, recipient.toLowerCase()));
    const rows = await db.select().from(outbox).where(filters.length ? and(...filters) : undefined).orderBy(desc(outbox.id)).limit(limit);
    io.out(`${cell('id', 7)} ${cell('state', 8)} ${cell('channel', 7)} ${cell('kind', 16)} ${cell('recipient', 28)} ${cell('tries', 5)} ${cell('updated', 20)} last error`);
    for (const r of rows) {
      io.out(`${cell(r.id, 7)} ${cell(r.state, 8)} ${cell(r.channel, 7)} ${cell(r.kind ?? '-', 16)} ${cell(r.recipient, 28)} ${cell(r.attempts, 5)} ${cell(r.updatedAt.toISOString().slice(0, 19), 20)} ${r.lastError ?? ''}`);
    }
    io.out(`${rows.length} message(s)`);
    return 0;
  }
  if (command === 'counts') {
    const rows = await db.select({ state: outbox.state, channel: outbox.channel, count: sql<number>`count(*)::int` }).from(outbox).groupBy(outbox.state, outbox.channel).orderBy(outbox.state, outbox.channel);
    for (const r of rows) io.out(`${cell(r.state, 8)} ${cell(r.channel, 6)} ${r.count}`);
    if (!rows.length) io.out('no messages');
    return 0;
  }
  if ((command === 'show' || command === 'retry') && /^\d+$/.test(id ?? '')) {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, Number(id)));
    if (!row) {
      io.out(`no message ${id}`);
      return 1;
    }
    if (command === 'show') {
      const { body, html, attachments, ...rest } = row;
      for (const [key, value] of Object.entries(rest)) io.out(`${key.padEnd(18)} ${value instanceof Date ? value.toISOString() : String(value ?? '-')}`);
      io.out(`${'attachments'.padEnd(18)} ${(attachments ?? []).map((a) => a.filename).join(', ') || '-'}`);
      io.out(`${'html'.padEnd(18)} ${html ? `${html.length} characters` : '-'}`);
      io.out(`\n${body}`);
      return 0;
    }
    const [requeued] = await db
      .update(outbox)
      .set({ state: 'queued', jobId: null, leaseUntil: null, updatedAt: sql`now()`, lastError: sql`'requeued by an operator; before: ' || coalesce(${outbox.lastError}, ${outbox.state})` })
      .where(and(eq(outbox.id, row.id), inArray(outbox.state, ['dead', 'failed', 'dropped'])))
      .returning({ id: outbox.id });
    io.out(requeued ? `message ${row.id} queued again; a running API sends it within a minute` : `message ${row.id} is ${row.state}: only dead, failed or dropped messages are queued again`);
    return requeued ? 0 : 1;
  }
  io.out('usage: messages list [--state S] [--kind K] [--recipient R] [--limit N] | counts | show <id> | retry <id>  (add --embedded to open DATA_DIR while the shop is stopped)');
  return 2;
}

runAsDatabaseCli(import.meta.url, runMessagesCommand, 'read');
