// The composition store on one machine's disk (the embedded default): composition.json, replaced
// atomically (written beside it, then renamed over it) so nobody reads half a file, and its
// history as JSON lines beside it. One change at a time: a lock file taken exclusively around
// read-change-write. Canary figures: canary-figures/<canaryId>/<serverId>.json, one file per site
// server, so servers never write the same file.
import { randomBytes } from 'node:crypto';
import {
  appendFileSync, chmodSync, closeSync, existsSync, linkSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { compositionFiles } from './compose-paths.mjs';
import { checkedCanaryId, checkedChange, checkedFigures, newSecret, parseComposition, secretFromEnv } from './store-input.mjs';

const temporaryName = (file) => `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;

function writeAtomically(file, text, mode) {
  const temporary = temporaryName(file);
  writeFileSync(temporary, text, mode ? { mode } : undefined);
  renameSync(temporary, file);
}

export function writeCompositionAtomically(file, composition) {
  writeAtomically(file, `${JSON.stringify(composition, null, 2)}\n`);
}

export function readHistory(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line, index) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`${file}: line ${index + 1} is not JSON`);
      }
    });
}

/** Runs `work` holding the lock; a lock older than a minute is a crashed run's and is taken over. */
export async function withLock(lockFile, work) {
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
    return await work();
  } finally {
    closeSync(fd);
    unlinkSync(lockFile);
  }
}

export function openFileStore({ env, paths }) {
  const files = compositionFiles(paths.compositionFile);
  let secret = null;

  /** The file and a version that changes with every replacement (inode, mtime in ns, size). */
  async function read() {
    let handle;
    try {
      handle = await open(files.compositionFile, 'r');
    } catch (error) {
      if (error.code === 'ENOENT') throw new Error(`no composition at ${files.compositionFile}: build the shell first`);
      throw error;
    }
    try {
      const stat = await handle.stat({ bigint: true });
      const text = await handle.readFile('utf8');
      return { composition: parseComposition(text, files.compositionFile), version: `${stat.ino}-${stat.mtimeNs}-${stat.size}` };
    } finally {
      await handle.close();
    }
  }

  function change(fn) {
    return withLock(files.lockFile, async () => {
      const { composition } = await read();
      const result = checkedChange(await fn(composition), composition);
      if (result.refused) return result;
      if (result.next !== composition) writeCompositionAtomically(files.compositionFile, result.next);
      if (result.entries.length) appendFileSync(files.historyFile, result.entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
      const { version } = await read();
      return { changed: true, composition: result.next, version, entries: result.entries };
    });
  }

  async function writeFigures(canaryId, serverId, version, figures) {
    const json = checkedFigures(canaryId, serverId, version, figures);
    const dir = join(files.figuresDir, canaryId);
    const file = join(dir, `${serverId}.json`);
    mkdirSync(dir, { recursive: true });
    let byVersion = {};
    try {
      byVersion = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // None yet (or a broken file): this server's figures start again.
    }
    byVersion[version] = { figures: JSON.parse(json), updatedAt: new Date().toISOString() };
    writeAtomically(file, JSON.stringify(byVersion));
  }

  async function readFigures(canaryId) {
    const dir = join(files.figuresDir, checkedCanaryId(canaryId));
    if (!existsSync(dir)) return [];
    const list = [];
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
      let byVersion;
      try {
        byVersion = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      } catch {
        continue;
      }
      for (const [version, { figures, updatedAt }] of Object.entries(byVersion).sort(([a], [b]) => a.localeCompare(b))) {
        list.push({ serverId: name.slice(0, -'.json'.length), version, figures, updatedAt });
      }
    }
    return list;
  }

  /** One secret per folder: created once (linked into place, so two servers never write two). */
  async function overrideSecret() {
    const fromEnv = secretFromEnv(env);
    if (fromEnv) return fromEnv;
    if (secret) return secret;
    if (!existsSync(files.secretFile)) {
      const temporary = temporaryName(files.secretFile);
      writeFileSync(temporary, newSecret(), { mode: 0o600 });
      chmodSync(temporary, 0o600);
      try {
        linkSync(temporary, files.secretFile);
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
      } finally {
        unlinkSync(temporary);
      }
    }
    secret = readFileSync(files.secretFile, 'utf8').trim();
    if (!secret) throw new Error(`${files.secretFile} is empty: delete it to have a new secret made`);
    return secret;
  }

  return {
    kind: 'file',
    read,
    change,
    history: async () => readHistory(files.historyFile),
    writeFigures,
    readFigures,
    overrideSecret,
    close: async () => {},
  };
}
