// startPriceFeed(csv, fileName, dryRun) and applyFeedRun(id) (permission prices.write): the run
// and its job are written in one transaction with the audit entry; the answer is the QUEUED run
// at once, feedRun(id) shows its progress and report. A file whose header is wrong (an unknown
// store column ...) is refused before anything is queued. applyFeedRun queues the file of a
// finished dry run again as a real run (once: a second apply of the same dry run is refused).
import { and, eq, ne } from 'drizzle-orm';
import type { FeedRunResult } from 'shared-contracts/admin';
import type { Db, Tx } from '../../db/client.js';
import { feedRuns } from '../../db/schema.js';
import { recordAudit } from '../staff/audit.js';
import { requirePermission } from '../staff/permissions.js';
import type { StaffContext } from '../staff/staff-context.js';
import { feedQueueFor } from './feed-queue.js';
import { checkFeedFile, insertFeedRun, processFeedRun, type NewFeedRun } from './feed-runs.js';
import { feedRun } from './feed-run-view.js';
import { refused, staffError } from '../staff/staff-results.js';

/** About 100 bytes a row for the largest file accepted (MAX_FEED_ROWS). */
export const MAX_FEED_CHARS = 25_000_000;

async function queueRun(ctx: StaffContext, tx: Db | Tx, run: NewFeedRun, action: string, extra: object = {}): Promise<number> {
  const row = await insertFeedRun(tx, run);
  await recordAudit(tx, ctx, {
    action,
    targetType: 'feed_run',
    targetId: row.id,
    after: { fileName: row.fileName, fileSha256: row.fileSha256, dryRun: row.dryRun, fromRunId: row.fromRunId, ...extra },
  });
  await feedQueueFor(ctx.db)?.enqueue(tx, row.id);
  return row.id;
}

/** After the commit: the answer, and, where this process runs no feed queue, the work itself. */
async function answer(ctx: StaffContext, runId: number): Promise<FeedRunResult> {
  if (!feedQueueFor(ctx.db)) {
    // No feed queue on this database in this process (a test, a server that did not start one):
    // the run is still processed in the background, here, after the answer.
    setImmediate(() => void processFeedRun(ctx.db, runId).catch(() => {}));
  }
  return { success: true, message: staffError(ctx, 'staff.feed.queued').message, errors: [], feedRun: await feedRun(ctx.db, runId, ctx.language) };
}

export async function startPriceFeed(ctx: StaffContext, csv: string, fileName: string | null | undefined, dryRun: boolean): Promise<FeedRunResult> {
  const actor = requirePermission(ctx, 'prices.write');
  if (csv.length > MAX_FEED_CHARS) return refused([staffError(ctx, 'staff.feed.file_too_large', 'csv', { max: 200_000 })], { feedRun: null });
  const fileError = await checkFeedFile(ctx.db, csv);
  if (fileError) return refused([staffError(ctx, fileError.code, 'csv', fileError.values)], { feedRun: null });
  const name = fileName?.trim().slice(0, 200) || null;
  const runId = await ctx.db.transaction((tx) =>
    queueRun(ctx, tx, { csv, fileName: name, dryRun, source: 'STAFF', staffId: actor.id }, dryRun ? 'feed.dry_run' : 'feed.start'),
  );
  return answer(ctx, runId);
}

export async function applyFeedRun(ctx: StaffContext, id: number): Promise<FeedRunResult> {
  const actor = requirePermission(ctx, 'prices.write');
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return refused([staffError(ctx, 'staff.feed.not_found', 'id')], { feedRun: null });
  const outcome = await ctx.db.transaction(async (tx) => {
    const [dry] = await tx.select().from(feedRuns).where(eq(feedRuns.id, id)).for('update');
    if (!dry) return staffError(ctx, 'staff.feed.not_found', 'id');
    if (!dry.dryRun || dry.status !== 'DONE') return staffError(ctx, 'staff.feed.not_a_finished_dry_run', 'id');
    const [applied] = await tx
      .select({ id: feedRuns.id })
      .from(feedRuns)
      .where(and(eq(feedRuns.fromRunId, id), ne(feedRuns.status, 'FAILED')))
      .limit(1);
    if (applied) return staffError(ctx, 'staff.feed.already_applied', 'id', { runId: applied.id });
    return queueRun(ctx, tx, { csv: dry.csv, fileName: dry.fileName, dryRun: false, source: 'STAFF', staffId: actor.id, fromRunId: id }, 'feed.apply');
  });
  if (typeof outcome !== 'number') return refused([outcome], { feedRun: null });
  return answer(ctx, outcome);
}
