// How a site server follows the composition (scripts/compose/composition-store.mjs), so that every
// request reads the last known one synchronously and a change reaches it within a second:
// - the file: re-read when fs.watch reports a change in its folder, and when a stat from
//   current() finds it changed (a watch can miss events, e.g. on network file systems, and
//   reports them a moment late: with a stat per request an edit shows on the very next page);
// - PostgreSQL: read at start, LISTEN on a dedicated connection and re-read on each
//   notification; a lost connection is made again with backoff (100 ms doubling to 2 s) and the
//   state re-read after it (a change made while away is picked up); a safety re-read every 30 s.
// `text` is the composition as canonical JSON, the same on every server for the same composition
// (cache keys and validators agree across servers). A composition that cannot be read keeps the
// last good one; before any, `{ composition: null, text: '' }` (the shell then uses its own copy).
import { readFileSync, statSync, watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import pg from 'pg';
import { compositionFiles } from '../compose/compose-paths.mjs';
import { COMPOSITION_CHANNEL } from '../compose/composition-pg-store.mjs';
import { openCompositionStore, postgresUrl } from '../compose/composition-store.mjs';
import { parseComposition } from '../compose/store-input.mjs';

const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 2_000;
const SAFETY_REREAD_MS = 30_000;

const consoleLog = { info() {}, warn: (message) => console.warn(message) };

/** The last known composition and who wants to hear of a new one. */
function compositionState(log) {
  let known = { composition: null, text: '', version: null };
  const listeners = new Set();
  return {
    get: () => known,
    accept(composition, version) {
      const text = JSON.stringify(composition);
      const changed = text !== known.text;
      known = { composition, text, version };
      if (!changed) return;
      for (const fn of listeners) {
        try {
          fn({ composition, text });
        } catch (error) {
          log.warn(`composition: a change listener failed (${error.message})`);
        }
      }
    },
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

function followFile(files, state, log) {
  let stamp = null;
  function refresh() {
    let text;
    let next;
    try {
      const stat = statSync(files.compositionFile, { bigint: true });
      next = `${stat.ino}-${stat.mtimeNs}-${stat.size}`;
      if (next === stamp) return;
      text = readFileSync(files.compositionFile, 'utf8');
    } catch (error) {
      if (stamp !== 'missing') log.warn(`composition: ${files.compositionFile} cannot be read (${error.code ?? error.message}); keeping the last known one`);
      stamp = 'missing';
      return;
    }
    stamp = next;
    try {
      state.accept(parseComposition(text, files.compositionFile), next);
    } catch (error) {
      log.warn(`composition: ${error.message}; keeping the last known one`);
    }
  }
  let watcher = null;
  try {
    watcher = watch(dirname(files.compositionFile), (event, name) => {
      if (!name || name === basename(files.compositionFile)) refresh();
    });
    watcher.on('error', (error) => {
      log.warn(`composition: watching ${dirname(files.compositionFile)} failed (${error.message}); checking on requests only`);
      watcher?.close();
      watcher = null;
    });
  } catch (error) {
    log.warn(`composition: cannot watch ${dirname(files.compositionFile)} (${error.code ?? error.message}); checking on requests only`);
  }
  refresh();
  return {
    check: refresh,
    close() {
      watcher?.close();
      watcher = null;
    },
  };
}

function followPostgres(connectionString, store, state, log) {
  let closed = false;
  let listener = null;
  let backoff = FIRST_BACKOFF_MS;
  let reconnectTimer = null;
  let retryTimer = null;
  let retryDelay = FIRST_BACKOFF_MS;
  let reading = null;
  let readAgain = false;
  let markReady;
  const ready = new Promise((resolve) => {
    markReady = resolve;
  });

  /** One read at a time; a notification during a read makes one more after it. */
  function reread() {
    if (closed) return Promise.resolve();
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        try {
          const { composition, version } = await store.read();
          state.accept(composition, version);
          retryDelay = FIRST_BACKOFF_MS;
          markReady();
        } catch (error) {
          if (closed) return;
          log.warn(`composition: reading it from PostgreSQL failed (${error.message}); trying again`);
          retryTimer ??= setTimeout(() => {
            retryTimer = null;
            reread();
          }, retryDelay);
          retryDelay = Math.min(retryDelay * 2, MAX_BACKOFF_MS);
          return;
        }
      } while (readAgain && !closed);
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = backoff;
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  }

  async function connect() {
    if (closed) return;
    const client = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    listener = client;
    let lost = false;
    const onLost = (error) => {
      if (lost || closed) return;
      lost = true;
      if (listener === client) listener = null;
      log.warn(`composition: the LISTEN connection was lost (${error.message}); connecting again`);
      client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === COMPOSITION_CHANNEL) reread();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${COMPOSITION_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (lost || closed) return;
    backoff = FIRST_BACKOFF_MS;
    // Whatever changed while no connection listened.
    await reread();
  }

  const safety = setInterval(reread, SAFETY_REREAD_MS);
  safety.unref();
  connect();
  return {
    ready,
    async close() {
      closed = true;
      clearInterval(safety);
      clearTimeout(reconnectTimer);
      clearTimeout(retryTimer);
      markReady();
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
      await reading;
    },
  };
}

/**
 * The composition a site server serves from: `current()` (synchronous, the last known),
 * `ready` (resolves once the first composition is known and, with PostgreSQL, once it is
 * listened for; with the file, at once), `onChange(fn)` (fn({ composition, text }) on each new
 * composition; returns an unsubscribe), `store` (the store, for figures and the override
 * secret), `close()`.
 */
export function createCompositionSource({ env = process.env, paths, log = consoleLog }) {
  const store = openCompositionStore({ env, paths, log });
  const state = compositionState(log);
  const connectionString = postgresUrl(env);
  const follower = connectionString ? followPostgres(connectionString, store, state, log) : followFile(compositionFiles(paths.compositionFile), state, log);
  return {
    current() {
      follower.check?.();
      const { composition, text } = state.get();
      return { composition, text };
    },
    ready: follower.ready ?? Promise.resolve(),
    onChange: state.onChange,
    store,
    async close() {
      await follower.close();
      await store.close();
    },
  };
}
