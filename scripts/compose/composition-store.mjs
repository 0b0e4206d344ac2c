// The one composition every site server and the compose tool share, behind one async interface:
// in PostgreSQL when DATABASE_URL names one (several site servers), else the file beside the
// shell's build (one machine, the embedded default).
//   read()                -> { composition, version }   version changes on every write
//   change(fn)            fn(composition) -> { next, entries } | { refused: string[] }; one at a time
//   history()             -> entries, oldest first
//   writeFigures(canaryId, serverId, version, figures) / readFigures(canaryId)
//   overrideSecret()      -> the secret QA override links are signed with
//   close()
import { openFileStore } from './composition-file-store.mjs';
import { openPostgresStore } from './composition-pg-store.mjs';

/** The PostgreSQL URL the store lives in, or null for the file. */
export function postgresUrl(env) {
  const url = env.DATABASE_URL ?? '';
  return /^postgres(ql)?:\/\//.test(url) ? url : null;
}

export function openCompositionStore({ env = process.env, paths, log } = {}) {
  if (!paths?.compositionFile) throw new Error('openCompositionStore needs paths.compositionFile (see compose-paths.mjs)');
  const connectionString = postgresUrl(env);
  return connectionString ? openPostgresStore({ env, paths, connectionString, log }) : openFileStore({ env, paths });
}
