// What every command-line tool on the shop's database does around its own work (npm run messages,
// staff, feed): the database of DATABASE_URL, or the embedded one only when asked with
// --embedded (it belongs to one process: the shop must be stopped), opened with a small pool and
// closed after; the tool's answer is the exit code, a failure's message goes to stderr.
import { openDatabase, type Db } from './client.js';

export type DatabaseCommand = (db: Db, args: string[], io: { out(line: string): void }) => Promise<number>;

/** Runs the command when its file is the script node was started with. */
export function runAsDatabaseCli(moduleUrl: string, command: DatabaseCommand, use: string): void {
  if (!process.argv[1] || !moduleUrl.endsWith(process.argv[1].split('/').pop()!)) return;
  main(command, use).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

async function main(command: DatabaseCommand, use: string): Promise<void> {
  const args = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl && !args.includes('--embedded')) {
    console.error(`DATABASE_URL is not set. To ${use} the embedded database (DATA_DIR, default .data/pglite) stop the shop first and add --embedded: it belongs to one process.`);
    process.exit(2);
  }
  const database = await openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR || undefined, poolSize: 2 });
  try {
    process.exitCode = await command(database.db, args.filter((a) => a !== '--embedded'), { out: (line) => console.log(line) });
  } finally {
    await database.close();
  }
}
