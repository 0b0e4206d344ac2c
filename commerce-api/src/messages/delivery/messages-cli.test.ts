// The operator's commands on a database with messages in several states.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { runMessagesCommand } from './messages-cli.js';

let database: Database;
let ids: number[];

before(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(outbox)
    .values([
      { channel: 'EMAIL', recipient: 'a@example.com', subject: 'Kod', body: 'Kodunuz 123456', kind: 'login-code', state: 'sent', attempts: 1, providerMessageId: '<m1@example.com>' },
      { channel: 'SMS', recipient: '5321234567', subject: 'Kod', body: 'Kodunuz 654321', kind: 'login-code', state: 'failed', attempts: 2, lastError: 'netgsm: Netgsm 80: sending rate limit exceeded' },
      { channel: 'EMAIL', recipient: 'b@example.com', subject: 'Sipariş', body: 'Siparişiniz alındı', kind: 'order-placed', state: 'dead', attempts: 9, lastError: 'smtp: SMTP: connection refused' },
    ])
    .returning({ id: outbox.id });
  ids = rows.map((r) => r.id);
});

after(() => database.close());

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runMessagesCommand(database.db, args, { out: (line) => lines.push(line) });
  return { code, text: lines.join('\n'), lines };
}

test('list --state failed shows the failed message with its tries and last error only', async () => {
  const { code, text, lines } = await run('list', '--state', 'failed');
  assert.equal(code, 0);
  assert.match(text, /5321234567/);
  assert.match(text, /Netgsm 80: sending rate limit exceeded/);
  assert.doesNotMatch(text, /a@example\.com|b@example\.com/);
  assert.equal(lines.at(-1), '1 message(s)');
});

test('an unknown state is refused with the states there are', async () => {
  const { code, text } = await run('list', '--state', 'lost');
  assert.equal(code, 2);
  assert.match(text, /queued, sending, sent, failed, dead, dropped/);
});

test('counts per state and channel; show one message', async () => {
  assert.match((await run('counts')).text, /dead\s+EMAIL\s+1/);
  const shown = await run('show', String(ids[0]));
  assert.match(shown.text, /providerMessageId\s+<m1@example\.com>/);
  assert.match(shown.text, /Kodunuz 123456/);
});

test('retry puts a dead message back to queued; a sent one stays sent', async () => {
  assert.equal((await run('retry', String(ids[2]))).code, 0);
  const [row] = await database.db.select().from(outbox).where(eq(outbox.id, ids[2]));
  assert.equal(row.state, 'queued');
  assert.equal(row.jobId, null);
  assert.match(row.lastError ?? '', /requeued by an operator; before: smtp: SMTP: connection refused/);
  const refused = await run('retry', String(ids[0]));
  assert.equal(refused.code, 1);
  assert.match(refused.text, /is sent/);
});
