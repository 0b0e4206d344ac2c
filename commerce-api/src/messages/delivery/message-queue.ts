// The message queue: pg-boss 10 on the API's own database, PostgreSQL or the embedded PGlite (pg-boss
// takes a `db` with executeSql, see boss-db.ts; graphile-worker needs a pg pool and LISTEN, which
// PGlite cannot give it). `notifier.send(message, tx)` writes the outbox row and its job in one
// transaction, the caller's when given (the outbox pattern): the message exists exactly when the
// event does. Workers in the API process deliver it (deliver-message.ts): tries again with
// exponential backoff (pg-boss retryDelay * 2^n with jitter), dead after the last try. pg-boss
// hands a job to one worker (SKIP LOCKED) and the row's claim makes sure that, across every API
// instance on the database, one worker sends a message. Rows without a job (written without a
// queue, or while their channel had no sender) are enqueued by a sweep at start and every minute.
import PgBoss from 'pg-boss';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import type { Notifier } from '../../context.js';
import { outbox } from '../../db/schema.js';
import { bossDbOf, bossDbOfDrizzle } from './boss-db.js';
import { deliverMessage, type DeliveryOutcome, type Senders } from './deliver-message.js';
import { errorText } from './delivery-error.js';
import { logMessage, writeMessage, type MessageLog } from './message-writer.js';

export const MESSAGE_QUEUE = 'messages';

export interface MessageQueueOptions {
  database: Database;
  senders: Senders;
  /** The terminal's codes (demo) and the workers' failures. */
  log?: MessageLog;
  /** log each message's code and link when it is queued (the demo terminal) */
  logMessages?: boolean;
  /** Workers in this process; 0 only queues (the operator's CLI). Default 4. */
  workers?: number;
  /** Tries after the first (default 8: 15 s, 30 s, 1 min ... about an hour in all). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long a worker may take over one message before it counts as stopped (default 120 s). */
  leaseSeconds?: number;
  pollingIntervalSeconds?: number;
  /** pg-boss maintenance (expired jobs found) every ... (default 30 s) */
  maintenanceIntervalSeconds?: number;
  sweepIntervalMs?: number;
  /** Told about each delivery (tests, the benchmark). */
  onDelivered?: (id: number, outcome: DeliveryOutcome) => void;
}

export interface MessageQueue {
  notifier: Notifier;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Enqueues every queued or failed row that has no job; returns how many. */
  sweep(): Promise<number>;
}

export function createMessageQueue(opts: MessageQueueOptions): MessageQueue {
  const { database, senders, log } = opts;
  const retryLimit = opts.retryLimit ?? 8;
  const leaseSeconds = opts.leaseSeconds ?? 120;
  const workers = opts.workers ?? 4;
  const newBoss = () => {
    const made = new PgBoss({
      db: bossDbOf(database) as PgBoss.Db,
      schedule: false,
      supervise: workers > 0,
      maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 30,
    } as PgBoss.ConstructorOptions);
    made.on('error', (error) => log?.error?.({ err: error }, 'message queue error'));
    return made;
  };
  // Replaced after a failed start: pg-boss keeps itself "starting" when its start throws (a
  // database restart at that moment), so a later try needs a fresh instance.
  let boss = newBoss();
  let started = false;
  let sweepTimer: NodeJS.Timeout | null = null;
  const workerIds: string[] = [];
  const wake = () => setTimeout(() => workerIds.forEach((id) => boss.notifyWorker(id)), 5).unref();

  async function enqueue(db: Db, id: number): Promise<void> {
    const jobId = await boss.send(MESSAGE_QUEUE, { messageId: id }, { db: bossDbOfDrizzle(db) as PgBoss.Db });
    await db.update(outbox).set({ jobId }).where(eq(outbox.id, id));
  }

  async function sweep(): Promise<number> {
    const channels = Object.keys(senders) as ('EMAIL' | 'SMS')[];
    if (!started || channels.length === 0) return 0;
    const rows = await database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(inArray(outbox.state, ['queued', 'failed']), isNull(outbox.jobId), inArray(outbox.channel, channels)))
      .orderBy(asc(outbox.id))
      .limit(1000);
    for (const { id } of rows) {
      await database.db.transaction(async (tx) => {
        // a row another instance has just enqueued is left alone
        const [still] = await tx.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.id, id), isNull(outbox.jobId))).for('update', { skipLocked: true });
        if (still) await enqueue(tx as unknown as Db, id);
      });
    }
    if (rows.length) wake();
    return rows.length;
  }

  async function handle([job]: PgBoss.JobWithMetadata<{ messageId: number }>[], workerIndex: number): Promise<void> {
    const id = job.data.messageId;
    // pg-boss waits a polling interval after each fetch, even one that found a job: told that
    // there is more, the worker fetches again at once (a backlog drains at the workers' pace).
    setImmediate(() => boss.notifyWorker(workerIds[workerIndex]!));
    try {
      const outcome = await deliverMessage(database.db, senders, id, { retryCount: job.retryCount, retryLimit: job.retryLimit, leaseSeconds });
      if (outcome === 'dead') log?.warn?.({ messageId: id }, `message ${id} is dead (see: npm run messages -w commerce-api -- show ${id})`);
      opts.onDelivered?.(id, outcome);
    } catch (error) {
      log?.info({ messageId: id, try: job.retryCount + 1 }, `message ${id} not delivered yet: ${errorText(error)}`);
      opts.onDelivered?.(id, 'retry');
      throw error;
    }
  }

  return {
    notifier: {
      async send(message, tx) {
        if (opts.logMessages) logMessage(log, message);
        const channelHasSender = Boolean(senders[message.channel]);
        const write = async (db: Db) => {
          const row = await writeMessage(db, message);
          if (row && started && channelHasSender) await enqueue(db, row.id);
        };
        // Without the caller's transaction, row and job are written one after the other (not in a
        // transaction of our own: a caller inside one that forgot to pass it would wait for itself
        // on PGlite); a row left without its job by a crash in between is enqueued by the sweep.
        await write(tx ?? database.db);
        if (started && channelHasSender) wake();
      },
    },
    async start() {
      try {
        await boss.start();
      } catch (error) {
        boss = newBoss();
        throw error;
      }
      const queue = { name: MESSAGE_QUEUE, retryLimit, retryDelay: opts.retryDelaySeconds ?? 15, retryBackoff: true, expireInSeconds: leaseSeconds, retentionDays: 7 };
      if (await boss.getQueue(MESSAGE_QUEUE)) await boss.updateQueue(MESSAGE_QUEUE, queue);
      else await boss.createQueue(MESSAGE_QUEUE, queue).catch(async (error) => {
        // another instance created it at the same moment
        if (!(await boss.getQueue(MESSAGE_QUEUE))) throw error;
      });
      started = true;
      for (let i = 0; i < workers; i++) {
        workerIds.push(await boss.work<{ messageId: number }>(MESSAGE_QUEUE, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1 }, (jobs) => handle(jobs, i)));
      }
      if (workers > 0) {
        await sweep();
        sweepTimer = setInterval(() => void sweep().catch((error) => log?.warn?.({ err: error }, 'message sweep failed')), opts.sweepIntervalMs ?? 60_000);
        sweepTimer.unref();
      }
    },
    async stop() {
      if (sweepTimer) clearInterval(sweepTimer);
      if (!started) return;
      started = false;
      // waits for the jobs in hand (a message being sent is finished and recorded)
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
      await Promise.all(Object.values(senders).map((sender) => sender?.close?.()));
    },
    sweep,
  };
}
