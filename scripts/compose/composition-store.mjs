// The live composition file and its history. A change replaces the file atomically (written
// beside it, then renamed over it), so the site server and browsers never read half a file; the
// history is a JSON-lines log beside it: who, when, which remote, from which version to which.
// One change at a time: a lock file taken exclusively around read-check-write.
import { appendFileSync, closeSync, existsSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';

export function readComposition(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function writeCompositionAtomically(file, composition) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(composition, null, 2)}\n`);
  renameSync(temporary, file);
}

export function readHistory(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

export function appendHistory(file, entry) {
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/** Runs `work` holding the lock; a lock older than a minute is a crashed run's and is taken over. */
export function withLock(lockFile, work) {
  let fd;
  try {
    fd = openSync(lockFile, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    if (Date.now() - statSync(lockFile).mtimeMs < 60_000) throw new Error(`another compose change is running (${lockFile})`);
    unlinkSync(lockFile);
    fd = openSync(lockFile, 'wx');
  }
  try {
    return work();
  } finally {
    closeSync(fd);
    unlinkSync(lockFile);
  }
}

/** The version live before the current one of a remote: the `from` of the change that made it live. */
export function previousVersion(history, federationName, current) {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i];
    if (entry.remote === federationName && entry.to === current) return entry.from ?? null;
  }
  return null;
}

/** When the current version of a remote went live, from the history (null: before any record). */
export function liveSince(history, federationName, current) {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i];
    if (entry.remote === federationName && entry.to === current) return entry.at;
  }
  return null;
}
