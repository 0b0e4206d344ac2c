// Starts the commerce API: PostgreSQL when DATABASE_URL is set, otherwise an embedded PGlite
// database in DATA_DIR (default .data/pglite), migrated on start and seeded when empty.
//   PORT (4000), HOST (0.0.0.0), DATABASE_URL, DATA_DIR, NODE_ENV=production, PUBLIC_URL,
//   PAYMENT_ORIGIN, CAPTCHA_HMAC_KEY, LOG_LEVEL, DEV_OUTBOX=on (the devOutbox query in production mode),
//   CONTACT_TO (where contact-form messages go; default the shop's own e-mail address),
//   TRUSTED_PROXIES (proxies whose X-Forwarded-For is believed; default loopback: trusted-proxies.ts),
//   SMTP_URL, MAIL_FROM, SMS_PROVIDER and its settings (messages/delivery/delivery-settings.ts),
//   MESSAGE_WORKERS (4: message workers in this process; 0 queues only) and the queue's timings
//   (MESSAGE_RETRY_DELAY_SECONDS, MESSAGE_RETRY_LIMIT, MESSAGE_LEASE_SECONDS, MESSAGE_SWEEP_SECONDS)
// Several instances may start at once on one PostgreSQL database (`npm run serve:api` behind
// nginx, on one or several machines): migrations and the first seed run under a database lock, one
// instance at a time. A lost database connection is logged, never the end of the process.
import { migrateDatabase, openDatabase, type Database } from '../db/client.js';
import { warmHtmlSanitizer } from '../security/safe-html.js';
import { buildApp } from './app.js';
import { deliverySettings, queueTimings } from '../messages/delivery/delivery-settings.js';
import { createMessageQueue } from '../messages/delivery/message-queue.js';
import { createPriceFeedQueue } from '../domains/price-feed/feed-queue.js';
import { parseTrustedProxies } from './trusted-proxies.js';
import { seedIfEmpty } from '../seed/index.js';
import { describeStartupError } from './startup-errors.js';

/** pg_advisory_lock key of the start-up (migrations, first seed): any fixed number of ours. */
const START_LOCK = 7_310_412;

/** Runs work while holding the start-up lock (PostgreSQL), so instances migrate one at a time. */
async function underStartLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres' || !database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK]).catch(() => {});
    client.release();
  }
}

async function main(): Promise<void> {
  const production = process.env.NODE_ENV === 'production';
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? '0.0.0.0';
  const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
  const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES); // throws on a bad entry, before anything starts
  let warn = (error: Error, message: string) => console.error(message, error);
  // both throw on an unusable setting, before anything starts
  const delivery = deliverySettings(process.env);
  const timings = queueTimings(process.env);
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || undefined,
    onPoolError: (error) => warn(error, 'database connection lost (idle); the pool reconnects'),
  });
  await underStartLock(database, async () => {
    await migrateDatabase(database);
    // First start on an empty database: the demo catalogue, customers and content.
    await seedIfEmpty(database.db);
  });
  // The demo terminal shows each message's code (as before delivery existed), on the embedded
  // database or outside production.
  const logMessages = !production || !process.env.DATABASE_URL;
  let queueLog: import('../messages/delivery/message-writer.js').MessageLog = { info: (fields, message) => console.log(message, fields) };
  const queue = createMessageQueue({
    database,
    senders: delivery.senders,
    log: { info: (f, m) => queueLog.info(f, m), warn: (f, m) => queueLog.warn?.(f, m), error: (f, m) => queueLog.error?.(f, m) },
    logMessages,
    ...timings,
  });
  // Price and stock feeds (startPriceFeed, npm run feed) are processed by a worker here, one feed
  // at a time across every instance on the database.
  const feeds = createPriceFeedQueue({ database, log: { warn: (f, m) => queueLog.warn?.(f as Record<string, unknown>, m) } });
  const app = buildApp({
    database,
    config: {
      production,
      publicUrl,
      paymentOrigin: process.env.PAYMENT_ORIGIN ?? publicUrl,
      contactTo: process.env.CONTACT_TO || undefined,
      devOutbox: !production || process.env.DEV_OUTBOX === 'on',
    },
    // On the embedded demo database (or outside production) every SMS and e-mail is also written
    // to the log, so someone trying the shop can read their one-time and 3-D Secure codes.
    notifier: queue.notifier,
    logger: { level: process.env.LOG_LEVEL ?? (production ? 'info' : 'debug') },
    trustedProxies,
    followChanges: true,
  });
  warn = (error, message) => app.log.warn({ err: error }, message);
  queueLog = app.log;
  for (const warning of delivery.warnings) app.log.warn(warning);
  // A stray rejection (a dropped connection seen late) is logged; the process keeps serving.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await queue.stop(); // finishes and records the messages being sent
      await feeds.stop(); // lets the feed in progress finish; one cut short is taken again once its lease ends
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // jsdom loads now rather than on the first request that asks for HTML.
  warmHtmlSanitizer();
  await app.listen({ port, host });
  // The queue starts beside the server: a database blip while it starts (PostgreSQL restarting)
  // delays delivery, never the API; messages keep being queued and are sent once it runs.
  const startQueue = async (name: string, worker: { start(): Promise<void> }, attempt: number): Promise<void> => {
    try {
      await worker.start();
    } catch (error) {
      const delay = Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5));
      app.log.warn({ err: error, attempt }, `${name} did not start; trying again in ${delay} ms`);
      setTimeout(() => void startQueue(name, worker, attempt + 1), delay).unref();
    }
  };
  await startQueue('message queue', queue, 1);
  await startQueue('price feed queue', feeds, 1);
  app.log.info(`commerce-api on ${database.kind}${production ? ' (production)' : ''}; messages: ${delivery.summary}`);
}

main().catch((error: unknown) => {
  console.error(describeStartupError(error));
  process.exit(1);
});
