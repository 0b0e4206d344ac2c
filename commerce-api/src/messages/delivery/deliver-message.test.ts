// What a worker does with a message another worker left 'sending' (it stopped mid-send): within
// the lease it leaves it alone; after it, an idempotent sender sends it again (same Message-ID or
// Idempotency-Key), Netgsm does not (dead, with the reason). Two workers racing for one message:
// one sends. A channel without a sender keeps the message queued.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { deliverMessage } from './deliver-message.js';
import type { ChannelSender, MessageRow } from './transport.js';

let database: Database;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.close());

function countingSender(idempotent: boolean, delayMs = 0): ChannelSender & { sent: MessageRow[] } {
  const sent: MessageRow[] = [];
  return {
    name: idempotent ? 'smtp' : 'netgsm',
    idempotent,
    sent,
    async send(row) {
      await new Promise((r) => setTimeout(r, delayMs));
      sent.push(row);
      return { providerMessageId: `p-${row.id}` };
    },
  };
}

const attempt = { retryCount: 1, retryLimit: 8, leaseSeconds: 60 };

async function interrupted(channel: 'EMAIL' | 'SMS', leaseFromNow: string): Promise<number> {
  const [row] = await database.db
    .insert(outbox)
    .values({ channel, recipient: channel === 'EMAIL' ? 'c@example.com' : '5321234567', subject: 's', body: 'b', state: 'sending', attempts: 1, leaseUntil: sql`now() + ${leaseFromNow}::interval` })
    .returning({ id: outbox.id });
  return row.id;
}

const rowOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

test('within its lease a message being sent is left to its worker', async () => {
  const id = await interrupted('EMAIL', '1 minute');
  const sender = countingSender(true);
  await assert.rejects(deliverMessage(database.db, { EMAIL: sender }, id, attempt), /being sent by another worker/);
  assert.equal(sender.sent.length, 0);
  assert.equal((await rowOf(id)).state, 'sending');
});

/** A message left 'sending' past its lease, delivered again through a sender: its row and the sender. */
async function afterLease(channel: 'EMAIL' | 'SMS', idempotent: boolean, expected: string) {
  const id = await interrupted(channel, '-1 second');
  const sender = countingSender(idempotent);
  assert.equal(await deliverMessage(database.db, { [channel]: sender }, id, attempt), expected);
  return { row: await rowOf(id), sender };
}

test('after the lease, an idempotent sender sends it again and it is recorded once', async () => {
  const { row, sender } = await afterLease('EMAIL', true, 'sent');
  assert.equal(row.state, 'sent');
  assert.equal(row.attempts, 2);
  assert.equal(sender.sent.length, 1);
});

test('after the lease, Netgsm (no idempotency key) does not send it blindly: dead with the reason', async () => {
  const { row, sender } = await afterLease('SMS', false, 'dead');
  assert.equal(row.state, 'dead');
  assert.match(row.lastError ?? '', /interrupted during delivery through netgsm.*not sent again automatically \(messages retry \d+\)/);
  assert.equal(sender.sent.length, 0);
});

test('two workers delivering one message at once: it is sent once', async () => {
  const [{ id }] = await database.db.insert(outbox).values({ channel: 'EMAIL', recipient: 'race@example.com', subject: 's', body: 'b' }).returning({ id: outbox.id });
  const sender = countingSender(true, 50);
  const results = await Promise.allSettled([deliverMessage(database.db, { EMAIL: sender }, id, attempt), deliverMessage(database.db, { EMAIL: sender }, id, attempt)]);
  assert.equal(sender.sent.length, 1);
  assert.ok(results.some((r) => r.status === 'fulfilled' && r.value === 'sent'));
  assert.equal((await rowOf(id)).state, 'sent');
});

test('a channel without a sender keeps the message queued, with the setting it waits for', async () => {
  const [{ id }] = await database.db.insert(outbox).values({ channel: 'SMS', recipient: '5320000000', subject: 's', body: 'b', jobId: 'job' }).returning({ id: outbox.id });
  assert.equal(await deliverMessage(database.db, {}, id, attempt), 'no-sender');
  const row = await rowOf(id);
  assert.equal(row.state, 'queued');
  assert.equal(row.jobId, null);
  assert.equal(row.attempts, 0);
  assert.match(row.lastError ?? '', /SMS_PROVIDER/);
});
