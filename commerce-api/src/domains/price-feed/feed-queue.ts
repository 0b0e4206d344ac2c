// Feed runs as background jobs, the messages' way (src/messages/delivery/message-queue.ts):
// pg-boss 10 on the API's own database (PostgreSQL, or the embedded PGlite through boss-db.ts).
// startPriceFeed writes the run and its job in one transaction (the run exists exactly when its
// job does); a worker in an API process takes the job and processes the run (feed-runs.ts), one
// run at a time across all instances (a 'singleton' queue).
// A run without a job (queued where no feed queue was running) is picked up by the sweep at
// start and every minute; a job for a run already taken is a no-op (the run's claim decides).
//
// The server starts one per process beside the message queue: createPriceFeedQueue({ database })
// then start(); startPriceFeed finds it through the database (feedQueueFor(db)).
import PgBoss from 'pg-boss';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.js';
import { feedRuns } from '../../db/schema.js';
import { bossDbOf, bossDbOfDrizzle } from '../../messages/delivery/boss-db.js';
import { processFeedRun } from './feed-runs.js';

export const FEED_QUEUE = 'price-feeds';

export interface PriceFeedQueue {
  /** Queues the run's job on `tx` (the transaction that wrote the run). */
  enqueue(tx: Db | Tx, runId: number): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Queues every QUEUED run older than a few seconds that no worker has taken; returns how many. */
  sweep(): Promise<number>;
}

export interface PriceFeedQueueOptions {
  database: Database;
  /** 0: queue only (a CLI); default 1 */
  workers?: number;
  pollingIntervalSeconds?: number;
  sweepIntervalMs?: number;
  log?: { warn(fields: object, message: string): void };
  /** Told when a run is processed (tests, the benchmark). */
  onProcessed?: (runId: number) => void;
}

const queues = new WeakMap<object, PriceFeedQueue>();

/** The started feed queue of this database in this process, if any. */
export function feedQueueFor(db: Db): PriceFeedQueue | undefined {
  return queues.get(db);
}

export function createPriceFeedQueue(opts: PriceFeedQueueOptions): PriceFeedQueue {
  const { database } = opts;
  const workers = opts.workers ?? 1;
  const boss = new PgBoss({ db: bossDbOf(database) as PgBoss.Db, schedule: false, supervise: workers > 0 } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => opts.log?.warn({ err: error }, 'price feed queue error'));
  let started = false;
  let sweepTimer: NodeJS.Timeout | null = null;
  const workerIds: string[] = [];

  async function enqueue(tx: Db | Tx, runId: number): Promise<void> {
    await boss.send(FEED_QUEUE, { runId }, { db: bossDbOfDrizzle(tx as Db) as PgBoss.Db });
    setTimeout(() => workerIds.forEach((id) => boss.notifyWorker(id)), 5).unref();
  }

  async function sweep(): Promise<number> {
    if (!started) return 0;
    const rows = await database.db
      .select({ id: feedRuns.id })
      .from(feedRuns)
      .where(and(eq(feedRuns.status, 'QUEUED'), lt(feedRuns.createdAt, sql`now() - interval '10 seconds'`)))
      .orderBy(asc(feedRuns.id))
      .limit(100);
    for (const { id } of rows) await enqueue(database.db, id);
    return rows.length;
  }

  const queue: PriceFeedQueue = {
    enqueue,
    sweep,
    async start() {
      await boss.start();
      // singleton: one feed job active at a time across every instance (two files at once would
      // only fight over the same rows, and their price history would interleave)
      const options = { name: FEED_QUEUE, policy: 'singleton' as const, retryLimit: 2, retryDelay: 30, expireInSeconds: 60 * 60, retentionDays: 7 };
      if (await boss.getQueue(FEED_QUEUE)) await boss.updateQueue(FEED_QUEUE, options);
      else await boss.createQueue(FEED_QUEUE, options).catch(async (error) => {
        // another instance created it at the same moment
        if (!(await boss.getQueue(FEED_QUEUE))) throw error;
      });
      started = true;
      queues.set(database.db, queue);
      for (let i = 0; i < workers; i++) {
        workerIds.push(
          await boss.work<{ runId: number }>(FEED_QUEUE, { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async ([job]) => {
            if (job && (await processFeedRun(database.db, job.data.runId))) opts.onProcessed?.(job.data.runId);
          }),
        );
      }
      if (workers > 0) {
        sweepTimer = setInterval(() => void sweep().catch((error) => opts.log?.warn({ err: error }, 'price feed sweep failed')), opts.sweepIntervalMs ?? 60_000);
        sweepTimer.unref();
        await sweep();
      }
    },
    async stop() {
      if (sweepTimer) clearInterval(sweepTimer);
      if (!started) return;
      started = false;
      if (queues.get(database.db) === queue) queues.delete(database.db);
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
  return queue;
}
