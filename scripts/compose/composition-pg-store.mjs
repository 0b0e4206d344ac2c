// The composition store in PostgreSQL, shared by every site server and the compose tool on any
// machine. One state row (jsonb) with a version counter; a change locks that row (SELECT ... FOR
// UPDATE), writes the new state and its history entries and notifies `storefront_composition`
// with the new version, all in one transaction: a listener never hears of a change it cannot
// read yet. Tables are created when missing; the state row is seeded from the built composition
// file, so a fresh database starts with what was built.
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { checkedCanaryId, checkedChange, checkedFigures, newSecret, parseComposition, secretFromEnv } from './store-input.mjs';

export const COMPOSITION_CHANNEL = 'storefront_composition';
// Serialises the schema creation and the seeding of processes starting together.
const SCHEMA_LOCK = 727_027_001;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS compose_state (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  composition jsonb NOT NULL,
  version bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS compose_history (
  id bigserial PRIMARY KEY,
  entry jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS compose_figures (
  canary_id text NOT NULL,
  server_id text NOT NULL,
  version text NOT NULL,
  figures jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (canary_id, server_id, version)
);
CREATE TABLE IF NOT EXISTS compose_secret (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secret text NOT NULL
);`;

async function inTransaction(pool, work) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    // A broken connection goes back destroyed, not to the pool.
    await client.query('ROLLBACK').then(() => client.release(), (lost) => client.release(lost));
    throw error;
  }
}

export function openPostgresStore({ env, paths, connectionString, log }) {
  const pool = new pg.Pool({ connectionString, max: 3, idleTimeoutMillis: 10_000, connectionTimeoutMillis: 5_000, keepAlive: true });
  // An idle connection the server ended (a restart, a terminated backend) must not end the process.
  pool.on('error', (error) => log?.warn?.(`composition store: idle connection lost (${error.message})`));
  let prepared = null;
  let secret = null;
  let closed = false;

  function seedFromFile() {
    const file = paths.compositionFile;
    if (!file || !existsSync(file)) return null;
    return parseComposition(readFileSync(file, 'utf8'), file);
  }

  /** The tables and the state row, once per store (again after a failure). */
  function prepare() {
    prepared ??= inTransaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await client.query(SCHEMA);
      const { rowCount } = await client.query('SELECT 1 FROM compose_state WHERE id = 1');
      if (rowCount) return;
      const seed = seedFromFile();
      if (!seed) throw new Error(`the database has no composition yet and there is none at ${paths.compositionFile} to start from: build the shell first`);
      await client.query('INSERT INTO compose_state (id, composition, version) VALUES (1, $1, 1) ON CONFLICT (id) DO NOTHING', [JSON.stringify(seed)]);
    }).catch((error) => {
      prepared = null;
      throw error;
    });
    return prepared;
  }

  async function read() {
    await prepare();
    const { rows } = await pool.query('SELECT composition, version FROM compose_state WHERE id = 1');
    if (!rows.length) throw new Error('the composition row is missing from compose_state');
    return { composition: rows[0].composition, version: Number(rows[0].version) };
  }

  async function change(fn) {
    await prepare();
    return inTransaction(pool, async (client) => {
      const { rows } = await client.query('SELECT composition FROM compose_state WHERE id = 1 FOR UPDATE');
      if (!rows.length) throw new Error('the composition row is missing from compose_state');
      const { composition } = rows[0];
      const result = checkedChange(await fn(composition), composition);
      if (result.refused) return result;
      let version;
      if (result.next !== composition) {
        const updated = await client.query('UPDATE compose_state SET composition = $1, version = version + 1, updated_at = now() WHERE id = 1 RETURNING version', [JSON.stringify(result.next)]);
        version = Number(updated.rows[0].version);
        await client.query('SELECT pg_notify($1, $2)', [COMPOSITION_CHANNEL, String(version)]);
      } else {
        version = Number((await client.query('SELECT version FROM compose_state WHERE id = 1')).rows[0].version);
      }
      for (const entry of result.entries) await client.query('INSERT INTO compose_history (entry) VALUES ($1)', [JSON.stringify(entry)]);
      return { changed: true, composition: result.next, version, entries: result.entries };
    });
  }

  async function history() {
    await prepare();
    return (await pool.query('SELECT entry FROM compose_history ORDER BY id')).rows.map((r) => r.entry);
  }

  async function writeFigures(canaryId, serverId, version, figures) {
    const json = checkedFigures(canaryId, serverId, version, figures);
    await prepare();
    await pool.query(
      `INSERT INTO compose_figures (canary_id, server_id, version, figures) VALUES ($1, $2, $3, $4)
       ON CONFLICT (canary_id, server_id, version) DO UPDATE SET figures = excluded.figures, updated_at = now()`,
      [canaryId, serverId, version, json],
    );
  }

  async function readFigures(canaryId) {
    checkedCanaryId(canaryId);
    await prepare();
    const { rows } = await pool.query('SELECT server_id, version, figures, updated_at FROM compose_figures WHERE canary_id = $1 ORDER BY server_id, version', [canaryId]);
    return rows.map((r) => ({ serverId: r.server_id, version: r.version, figures: r.figures, updatedAt: r.updated_at.toISOString() }));
  }

  /** One secret per database: the first store to need one writes it, every other one reads it. */
  async function overrideSecret() {
    const fromEnv = secretFromEnv(env);
    if (fromEnv) return fromEnv;
    if (secret) return secret;
    await prepare();
    await pool.query('INSERT INTO compose_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [newSecret()]);
    secret = (await pool.query('SELECT secret FROM compose_secret WHERE id = 1')).rows[0].secret;
    return secret;
  }

  return {
    kind: 'postgres',
    connectionString,
    read,
    change,
    history,
    writeFigures,
    readFigures,
    overrideSecret,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
