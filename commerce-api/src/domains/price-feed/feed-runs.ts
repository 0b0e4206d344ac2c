// A feed run: the file is stored with its run (feed_runs.csv), a background job processes it
// (feed-queue.ts), the run row shows its progress and, once DONE, its report.
//
// Transactions: one per chunk of FEED_CHUNK_ROWS rows (its reads, its writes and the run's
// progress together), not one for the whole file. A chunk's row locks (products, variants) are
// held for a fraction of a second, so a checkout taking stock of the same variant never waits for
// a 100,000-row file, and the shop sees the new prices chunk by chunk. A run that stops half way
// (a crash) is simply run again: applying is idempotent (equal values are not written).
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { feedRuns, stores } from '../../db/schema.js';
import { isFeedFileError, readFeedFile, type FeedFileError } from './feed-csv.js';
import { newRunState, processChunk, type FeedCounts, type FeedProblemRecord } from './feed-chunk.js';

export const FEED_CHUNK_ROWS = 5_000;
/** A RUNNING run whose worker went silent this long may be taken again. */
export const FEED_LEASE_MINUTES = 15;

export interface FeedReport {
  problems?: FeedProblemRecord[];
  oldPriceLoweredRows?: number;
  priceChanges?: number;
  storeIds?: number[];
  fileError?: FeedFileError;
  [key: string]: unknown;
}

export async function knownStoreIds(db: Db | Tx): Promise<Set<number>> {
  return new Set((await db.select({ id: stores.id }).from(stores)).map((s) => s.id));
}

/** The file's problems that reject it whole (header, emptiness, size), checked before queuing. */
export async function checkFeedFile(db: Db | Tx, csv: string): Promise<FeedFileError | null> {
  const file = readFeedFile(csv, await knownStoreIds(db));
  return isFeedFileError(file) ? file : null;
}

export interface NewFeedRun {
  csv: string;
  fileName: string | null;
  dryRun: boolean;
  source: 'STAFF' | 'CLI';
  staffId: number | null;
  fromRunId?: number | null;
}

export async function insertFeedRun(db: Db | Tx, run: NewFeedRun): Promise<typeof feedRuns.$inferSelect> {
  const fileSha256 = createHash('sha256').update(run.csv).digest('hex');
  const [row] = await db
    .insert(feedRuns)
    .values({ staffId: run.staffId, source: run.source, fileName: run.fileName, fileSha256, csv: run.csv, dryRun: run.dryRun, fromRunId: run.fromRunId ?? null })
    .returning();
  return row!;
}

function progress(counts: FeedCounts) {
  return { totalRows: counts.totalRows, updatedRows: counts.updatedRows, unchangedRows: counts.unchangedRows, errorRows: counts.errorRows };
}

/**
 * Processes a QUEUED run (or one whose worker stopped): claims it, so that of several workers
 * given the same run (two instances' sweeps) one does it; returns false when it was not claimable.
 */
export async function processFeedRun(db: Db, runId: number, opts: { chunkRows?: number } = {}): Promise<boolean> {
  const [run] = await db
    .update(feedRuns)
    .set({ status: 'RUNNING', startedAt: sql`now()`, failureMessage: null })
    .where(
      sql`${feedRuns.id} = ${runId} AND (${feedRuns.status} = 'QUEUED' OR (${feedRuns.status} = 'RUNNING' AND ${feedRuns.startedAt} < now() - make_interval(mins => ${FEED_LEASE_MINUTES})))`,
    )
    .returning({ csv: feedRuns.csv, dryRun: feedRuns.dryRun });
  if (!run) return false;
  try {
    const file = readFeedFile(run.csv, await knownStoreIds(db));
    if (isFeedFileError(file)) {
      await db
        .update(feedRuns)
        .set({ status: 'FAILED', failureMessage: file.code, report: { fileError: file }, finishedAt: sql`now()` })
        .where(eq(feedRuns.id, runId));
      return true;
    }
    const state = newRunState(runId, run.dryRun, file.storeIds, file.rows.length);
    await db.update(feedRuns).set({ totalRows: file.rows.length }).where(eq(feedRuns.id, runId));
    const chunkRows = opts.chunkRows ?? FEED_CHUNK_ROWS;
    for (let start = 0; start < file.rows.length; start += chunkRows) {
      const chunk = file.rows.slice(start, start + chunkRows);
      const work = async (tx: Db | Tx) => {
        await processChunk(tx, state, chunk);
        await tx.update(feedRuns).set(progress(state.counts)).where(eq(feedRuns.id, runId));
      };
      // a dry run writes nothing but its progress: no transaction to hold
      if (run.dryRun) await work(db);
      else await db.transaction((tx) => work(tx));
    }
    const report: FeedReport = {
      problems: state.problems,
      oldPriceLoweredRows: state.counts.oldPriceLoweredRows,
      priceChanges: state.counts.priceChanges,
      storeIds: state.storeIds,
    };
    await db
      .update(feedRuns)
      .set({ ...progress(state.counts), status: 'DONE', report, finishedAt: sql`now()` })
      .where(eq(feedRuns.id, runId));
  } catch (error) {
    await db
      .update(feedRuns)
      .set({ status: 'FAILED', failureMessage: (error as Error).message.slice(0, 500), finishedAt: sql`now()` })
      .where(eq(feedRuns.id, runId));
  }
  return true;
}
