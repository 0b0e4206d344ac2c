// A feed run as the staff API shows it: counts, status, the first problems with their line
// numbers and a reason in the request's language (stored as codes, translated when read).
import { count, desc, eq } from 'drizzle-orm';
import { translateStaff, type FeedRun, type FeedRunPage, type FeedStatus } from 'shared-contracts/admin';
import type { Language } from 'shared-contracts/server';
import type { Db, Tx } from '../../db/client.js';
import { feedRuns, staffAccounts } from '../../db/schema.js';
import type { FeedReport } from './feed-runs.js';
import { pageInfo, pageWindow } from '../staff/staff-results.js';

const columns = {
  id: feedRuns.id,
  fileName: feedRuns.fileName,
  fileSha256: feedRuns.fileSha256,
  dryRun: feedRuns.dryRun,
  fromRunId: feedRuns.fromRunId,
  source: feedRuns.source,
  staffEmail: staffAccounts.email,
  status: feedRuns.status,
  totalRows: feedRuns.totalRows,
  updatedRows: feedRuns.updatedRows,
  unchangedRows: feedRuns.unchangedRows,
  errorRows: feedRuns.errorRows,
  report: feedRuns.report,
  failureMessage: feedRuns.failureMessage,
  createdAt: feedRuns.createdAt,
  startedAt: feedRuns.startedAt,
  finishedAt: feedRuns.finishedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | (K extends 'staffEmail' ? null : never) };

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toFeedRun(row: Row, language: Language): FeedRun {
  const report = (row.report ?? {}) as FeedReport;
  const failureMessage = report.fileError
    ? translateStaff(language, report.fileError.code, report.fileError.values)
    : row.failureMessage;
  return {
    id: row.id,
    fileName: row.fileName,
    fileSha256: row.fileSha256,
    dryRun: row.dryRun,
    fromRunId: row.fromRunId,
    source: row.source,
    staffEmail: row.staffEmail ?? null,
    status: row.status as FeedStatus,
    totalRows: row.totalRows,
    updatedRows: row.updatedRows,
    unchangedRows: row.unchangedRows,
    errorRows: row.errorRows,
    oldPriceLoweredRows: report.oldPriceLoweredRows ?? 0,
    problems: (report.problems ?? []).map((p) => ({
      line: p.line,
      sku: p.sku,
      code: p.code,
      message: translateStaff(language, `staff.feed.${p.code}`, p.values),
    })),
    failureMessage,
    createdOn: iso(row.createdAt)!,
    startedOn: iso(row.startedAt),
    finishedOn: iso(row.finishedAt),
  };
}

function runQuery(db: Db | Tx) {
  return db.select(columns).from(feedRuns).leftJoin(staffAccounts, eq(staffAccounts.id, feedRuns.staffId));
}

export async function feedRun(db: Db | Tx, id: number, language: Language): Promise<FeedRun | null> {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await runQuery(db).where(eq(feedRuns.id, id)).limit(1);
  return row ? toFeedRun(row as Row, language) : null;
}

export async function feedRunPage(db: Db, language: Language, page?: number | null, pageSize?: number | null): Promise<FeedRunPage> {
  const p = pageWindow(page, pageSize);
  const [rows, [total]] = await Promise.all([
    runQuery(db).orderBy(desc(feedRuns.createdAt), desc(feedRuns.id)).limit(p.pageSize).offset(p.offset),
    db.select({ n: count() }).from(feedRuns),
  ]);
  return { items: rows.map((r) => toFeedRun(r as Row, language)), pageInfo: pageInfo(p, Number(total?.n ?? 0)) };
}
