// The feed from the command line: `npm run feed -- file.csv [--dry-run] [--language tr|en]` (root)
// runs the file against the configured database (DATABASE_URL; with --embedded the DATA_DIR
// PGlite database, while the shop is stopped) and prints the report. The CLI is its own
// background process: it writes the run (source CLI, audited as the operator) and processes it
// itself, the same code a feed queue worker runs.
import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { basename, resolve } from 'node:path';
import { translateStaff } from 'shared-contracts/admin';
import type { Language } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { runAsDatabaseCli } from '../../db/database-cli.js';
import { recordAudit } from '../staff/audit.js';
import { feedRun } from './feed-run-view.js';
import { checkFeedFile, insertFeedRun, processFeedRun } from './feed-runs.js';

export interface FeedCliOutput {
  out(line: string): void;
}

export async function runFeedCommand(db: Db, args: string[], io: FeedCliOutput, cwd = process.cwd()): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const languageAt = args.indexOf('--language');
  const language: Language = languageAt >= 0 && args[languageAt + 1] === 'en' ? 'en' : 'tr';
  const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--language');
  if (!file) {
    io.out('usage: feed <file.csv> [--dry-run] [--language tr|en] [--embedded]');
    return 2;
  }
  const csv = await readFile(resolve(cwd, file), 'utf8');
  const fileError = await checkFeedFile(db, csv);
  if (fileError) {
    io.out(translateStaff(language, fileError.code, fileError.values));
    return 1;
  }
  const operator = `cli:${userInfo().username}`;
  const run = await db.transaction(async (tx) => {
    const row = await insertFeedRun(tx, { csv, fileName: basename(file), dryRun, source: 'CLI', staffId: null });
    await recordAudit(tx, { staff: null, ip: 'cli', requestId: `feed-cli-${row.id}` }, { action: dryRun ? 'feed.dry_run' : 'feed.start', targetType: 'feed_run', targetId: row.id, after: { fileName: row.fileName, fileSha256: row.fileSha256, dryRun } }, { id: null, email: operator });
    return row;
  });
  const started = Date.now();
  await processFeedRun(db, run.id);
  const report = (await feedRun(db, run.id, language))!;
  io.out(`feed run ${report.id}${report.dryRun ? ' (dry run: nothing changed)' : ''}: ${report.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  io.out(`rows ${report.totalRows}, updated ${report.updatedRows}${report.dryRun ? ' (would be)' : ''}, unchanged ${report.unchangedRows}, errors ${report.errorRows}, old price lowered ${report.oldPriceLoweredRows}`);
  if (report.failureMessage) io.out(`failed: ${report.failureMessage}`);
  for (const p of report.problems) io.out(`  line ${p.line}${p.sku ? ` ${p.sku}` : ''}: ${p.code} ${p.message}`);
  if (report.problems.length < report.errorRows + report.oldPriceLoweredRows) io.out(`  ... (the first ${report.problems.length} problems are listed)`);
  return report.status === 'DONE' ? 0 : 1;
}

// npm runs the script in commerce-api: a relative path is the caller's (INIT_CWD).
runAsDatabaseCli(import.meta.url, (db, args, io) => runFeedCommand(db, args, io, process.env.INIT_CWD || process.cwd()), 'use');
