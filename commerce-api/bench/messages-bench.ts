// Message delivery benchmark (`npm run bench:messages` at the root): messages per second through
// the queue's workers to a local SMTP server (a backlog of --messages queued first, then drained by
// the workers), and the time from the event's transaction (the notifier's send, committed) to the
// SMTP server accepting the message, p50/p95, for messages sent one by one; on an in-memory
// PGlite and on PostgreSQL (DATABASE_URL: a database of yours, migrated here; the rows it writes
// are removed afterwards; without it only PGlite). Prints figures; asserts nothing.
//   --messages 500 (the burst)  --paced 100 (one every --interval 50 ms, for the latency)  --workers 4
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { like } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';
import { createMessageQueue } from '../src/messages/delivery/message-queue.js';
import { createSmtpSender } from '../src/messages/delivery/smtp-sender.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const BURST = arg('messages', 500);
const PACED = arg('paced', 100);
const INTERVAL_MS = arg('interval', 50);
const WORKERS = arg('workers', 4);

/** An SMTP server that only notes when each message (by its "bench-<n>" subject) was accepted. */
async function startSink() {
  const acceptedAt = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const subject = /^Subject: (bench-[\w-]+)/im.exec(head)?.[1];
        if (subject) acceptedAt.set(subject, performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, acceptedAt, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting for the SMTP server to accept every message');
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function benchOn(label: string, database: Database): Promise<void> {
  await migrateDatabase(database);
  const sink = await startSink();
  const senders = () => ({ EMAIL: createSmtpSender({ url: sink.url, from: 'Bench <bench@storefront.test>', maxConnections: WORKERS }) });
  // the backlog is written by a process that only queues (MESSAGE_WORKERS=0), then drained
  const writer = createMessageQueue({ database, senders: senders(), workers: 0 });
  await writer.start();
  const run = `${process.pid}-${label}`;
  const sendThrough = async (notifier: typeof writer.notifier, key: string) => {
    await database.db.transaction(async (tx) => {
      await notifier.send({ channel: 'EMAIL', recipient: 'bench@storefront.test', subject: key, body: 'Siparişiniz alındı.', html: '<p>Siparişiniz alındı.</p>', kind: 'bench' }, tx as never);
    });
    return performance.now();
  };
  const queuedAt = new Map<string, number>();
  const burstKeys = Array.from({ length: BURST }, (_, i) => `bench-${run}-b${i}`);
  const queueing = performance.now();
  for (const key of burstKeys) await sendThrough(writer.notifier, key);
  const queueSeconds = (performance.now() - queueing) / 1000;
  await writer.stop();
  const queue = createMessageQueue({ database, senders: senders(), workers: WORKERS, pollingIntervalSeconds: 0.5 });
  const send = (key: string) => sendThrough(queue.notifier, key);
  try {
    const started = performance.now();
    await queue.start();
    await until(() => burstKeys.every((k) => sink.acceptedAt.has(k)), 600_000);
    const seconds = (Math.max(...burstKeys.map((k) => sink.acceptedAt.get(k)!)) - started) / 1000;

    // paced: one message every INTERVAL_MS, time from the committed send to acceptance
    const pacedKeys = Array.from({ length: PACED }, (_, i) => `bench-${run}-p${i}`);
    for (const key of pacedKeys) {
      queuedAt.set(key, await send(key));
      await new Promise((r) => setTimeout(r, INTERVAL_MS));
    }
    await until(() => pacedKeys.every((k) => sink.acceptedAt.has(k)), 120_000);
    const latencies = pacedKeys.map((k) => sink.acceptedAt.get(k)! - queuedAt.get(k)!).sort((a, b) => a - b);
    console.log(
      `${label.padEnd(9)} backlog of ${BURST} (queued in ${queueSeconds.toFixed(1)} s): delivered ${(BURST / seconds).toFixed(1)} msg/s;` +
        ` ${PACED} sent one every ${INTERVAL_MS} ms: committed send -> SMTP accepted p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
    );
  } finally {
    await queue.stop();
    await sink.close();
    await database.db.delete(outbox).where(like(outbox.subject, `bench-${run}-%`));
  }
}

console.log(`message delivery: ${WORKERS} workers, nodemailer pool of ${WORKERS} connections, local SMTP server`);
const pglite = await openDatabase({ dataDir: 'memory' });
await benchOn('PGlite', pglite).finally(() => pglite.close());
if (process.env.DATABASE_URL) {
  const postgres = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 10 });
  await benchOn('Postgres', postgres).finally(() => postgres.close());
} else {
  console.log('PostgreSQL: set DATABASE_URL to a database of yours for the PostgreSQL row');
}
