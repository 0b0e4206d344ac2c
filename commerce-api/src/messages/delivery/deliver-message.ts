// Delivers one outbox row: claims it (one worker of one instance at a time), checks a marketing
// message's permission, hands it to its channel's sender and records the outcome.
//
// A row is claimed with a conditional UPDATE (queued or failed -> sending, attempts + 1, a lease
// until now + leaseSeconds): of two workers (two API instances) only one gets the row. The result
// is recorded only by the claim that sent it (same attempts). A row still 'sending' after its
// lease ran out belongs to a worker that stopped mid-send, so whether the server took it is
// unknown. It is sent again only through a sender for which a second copy is harmless (SMTP with
// the message's fixed Message-ID, the webhook with its Idempotency-Key); through Netgsm, which has
// no such key, it becomes dead with that reason, for an operator to resend (`messages retry`).
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, outbox } from '../../db/schema.js';
import { errorText, isPermanent } from './delivery-error.js';
import type { ChannelSender, MessageRow } from './transport.js';

export type Senders = Partial<Record<'EMAIL' | 'SMS', ChannelSender>>;

export interface DeliveryTry {
  /** how many times the queue has tried this job before (pg-boss retryCount) */
  retryCount: number;
  retryLimit: number;
  leaseSeconds: number;
}

export type DeliveryOutcome = 'sent' | 'dropped' | 'dead' | 'retry' | 'done-before' | 'held' | 'no-sender' | 'missing';

const PERMISSION_OF = { EMAIL: 'EMAIL_PERMISSION', SMS: 'SMS_PERMISSION' } as const;

async function claim(db: Db, id: number, leaseSeconds: number, stale: boolean): Promise<MessageRow | null> {
  const lease = sql`now() + ${leaseSeconds} * interval '1 second'`;
  const where = stale ? and(eq(outbox.id, id), eq(outbox.state, 'sending'), lt(outbox.leaseUntil, sql`now()`)) : and(eq(outbox.id, id), inArray(outbox.state, ['queued', 'failed']));
  const [row] = await db
    .update(outbox)
    .set({ state: 'sending', attempts: sql`${outbox.attempts} + 1`, leaseUntil: lease, updatedAt: sql`now()` })
    .where(where)
    .returning();
  return row ?? null;
}

/** Records the outcome of a claim; only the claim that sent (same attempts) may. */
async function record(db: Db, row: MessageRow, values: Partial<typeof outbox.$inferInsert>): Promise<void> {
  await db
    .update(outbox)
    .set({ ...values, leaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(outbox.id, row.id), eq(outbox.state, 'sending'), eq(outbox.attempts, row.attempts)));
}

async function marketingRefusal(db: Db, row: MessageRow): Promise<string | null> {
  if (row.purpose !== 'marketing') return null;
  const permission = PERMISSION_OF[row.channel as 'EMAIL' | 'SMS'];
  if (!permission) return `marketing message on an unknown channel ${row.channel}`;
  if (row.customerId === null) return `marketing message without a customer: no ${permission} to check`;
  const [customer] = await db.select({ permissions: customers.permissions, deletedAt: customers.deletedAt }).from(customers).where(eq(customers.id, row.customerId));
  if (!customer || customer.deletedAt) return 'marketing message to a customer who no longer exists';
  return customer.permissions[permission] ? null : `the customer has not given ${permission}`;
}

export async function deliverMessage(db: Db, senders: Senders, id: number, attempt: DeliveryTry): Promise<DeliveryOutcome> {
  let row = await claim(db, id, attempt.leaseSeconds, false);
  if (!row) {
    const [current] = await db.select().from(outbox).where(eq(outbox.id, id));
    if (!current) return 'missing';
    if (current.state !== 'sending') return current.state === 'queued' || current.state === 'failed' ? 'retry' : 'done-before';
    const leaseOver = !current.leaseUntil || current.leaseUntil.getTime() <= Date.now();
    // Another worker is sending it now: this job tries again later (and finds it done).
    if (!leaseOver) throw new Error(`message ${id} is being sent by another worker`);
    const sender = senders[current.channel as 'EMAIL' | 'SMS'];
    if (sender && !sender.idempotent) {
      await db
        .update(outbox)
        .set({ state: 'dead', leaseUntil: null, updatedAt: sql`now()`, lastError: `interrupted during delivery through ${sender.name}: whether it arrived is unknown, so it is not sent again automatically (messages retry ${id})` })
        .where(and(eq(outbox.id, id), eq(outbox.state, 'sending'), lt(outbox.leaseUntil, sql`now()`)));
      return 'dead';
    }
    row = await claim(db, id, attempt.leaseSeconds, true);
    if (!row) return 'done-before';
  }

  const refusal = await marketingRefusal(db, row);
  if (refusal) {
    await record(db, row, { state: 'dropped', lastError: refusal });
    return 'dropped';
  }
  const sender = senders[row.channel as 'EMAIL' | 'SMS'];
  if (!sender) {
    // Kept for when a sender is configured: the queue's sweep enqueues it again on a start that has one.
    await record(db, row, { state: 'queued', jobId: null, attempts: row.attempts - 1, lastError: `no ${row.channel === 'EMAIL' ? 'SMTP server (SMTP_URL)' : 'SMS provider (SMS_PROVIDER)'} configured` });
    return 'no-sender';
  }
  try {
    const receipt = await sender.send(row);
    await record(db, row, { state: 'sent', providerMessageId: receipt.providerMessageId, lastError: null, sentAt: sql`now()` as unknown as Date });
    return 'sent';
  } catch (error) {
    const last = isPermanent(error) || attempt.retryCount >= attempt.retryLimit;
    await record(db, row, { state: last ? 'dead' : 'failed', lastError: `${sender.name}: ${errorText(error)}` });
    if (last) return 'dead';
    throw error;
  }
}
