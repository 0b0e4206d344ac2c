// A site server follows the composition: from the file, and from PostgreSQL through LISTEN/NOTIFY
// (two servers on one database follow a third client's change; a lost LISTEN connection is made
// again and a change made while it was gone is picked up). Waits are for a condition, with a
// ceiling well under the 30 s safety re-read, so only the mechanism under test can pass them.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { compositionFiles } from '../compose/compose-paths.mjs';
import { openCompositionStore } from '../compose/composition-store.mjs';
import { testDatabase } from '../compose/test-database.mjs';
import { createCompositionSource } from './composition-source.mjs';

const quiet = { info() {}, warn() {} };
const composition = (catalog) => ({
  remotes: {
    mf_catalog: { version: catalog, manifest: `/remotes/mf-catalog/${catalog}/mf-manifest.json` },
    mf_product: { version: '0.1.0', manifest: '/remotes/mf-product/0.1.0/mf-manifest.json' },
  },
});
const catalogOf = (source) => source.current().composition?.remotes.mf_catalog.version;

function layout() {
  const dir = mkdtempSync(join(tmpdir(), 'composition-source-'));
  const paths = compositionFiles(join(dir, 'composition.json'));
  writeFileSync(paths.compositionFile, JSON.stringify(composition('0.1.0')));
  return paths;
}

/** Resolves once `condition()` holds; rejects after `ceilingMs` (a hang, not a speed check). */
async function until(condition, what, ceilingMs = 5_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ceilingMs) throw new Error(`still waiting for ${what} after ${ceilingMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

/** A change as compose makes it: through the store, with its history entry. */
const setCatalog = (store, version) =>
  store.change((current) => ({
    next: { ...current, remotes: { ...current.remotes, mf_catalog: { version, manifest: `/remotes/mf-catalog/${version}/mf-manifest.json` } } },
    entries: [{ at: new Date().toISOString(), who: 'test', action: 'set', remote: 'mf_catalog', from: current.remotes.mf_catalog.version, to: version }],
  }));

describe('on the file', () => {
  test('current() gives the file\'s composition, follows a change, and tells the listeners once', async (t) => {
    const paths = layout();
    const source = createCompositionSource({ env: {}, paths, log: quiet });
    t.after(() => source.close());
    await source.ready;
    assert.equal(source.store.kind, 'file');
    assert.deepEqual(source.current(), { composition: composition('0.1.0'), text: JSON.stringify(composition('0.1.0')) });
    const heard = [];
    source.onChange(({ composition: c }) => heard.push(c.remotes.mf_catalog.version));
    const writer = openCompositionStore({ env: {}, paths });
    await setCatalog(writer, '0.2.0');
    t.diagnostic(`followed in ${await until(() => catalogOf(source) === '0.2.0', 'the change')} ms`);
    assert.deepEqual(heard, ['0.2.0']);
  });

  test('a file that becomes unreadable keeps the last good composition; none at start gives null', async (t) => {
    const paths = layout();
    const source = createCompositionSource({ env: {}, paths, log: quiet });
    t.after(() => source.close());
    writeFileSync(paths.compositionFile, '{ half a file');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(catalogOf(source), '0.1.0');
    writeFileSync(paths.compositionFile, JSON.stringify(composition('0.3.0')));
    await until(() => catalogOf(source) === '0.3.0', 'the repaired file');

    const empty = createCompositionSource({ env: {}, paths: compositionFiles(join(mkdtempSync(join(tmpdir(), 'composition-source-')), 'composition.json')), log: quiet });
    t.after(() => empty.close());
    await empty.ready;
    assert.deepEqual(empty.current(), { composition: null, text: '' });
  });
});

const database = await testDatabase();
after(() => database.drop?.());

describe('on PostgreSQL', { skip: database.skip ?? false }, () => {
  test('two site servers on one database follow a change made by a third client', async (t) => {
    const paths = layout();
    const env = { DATABASE_URL: database.url };
    const servers = [createCompositionSource({ env, paths, log: quiet }), createCompositionSource({ env, paths, log: quiet })];
    t.after(() => Promise.all(servers.map((s) => s.close())));
    await Promise.all(servers.map((s) => s.ready));
    // Seeded from the built file.
    for (const server of servers) assert.equal(catalogOf(server), '0.1.0');
    assert.equal(servers[0].store.kind, 'postgres');
    const heard = [];
    servers[1].onChange(({ composition: c }) => heard.push(c.remotes.mf_catalog.version));
    const compose = openCompositionStore({ env, paths });
    t.after(() => compose.close());
    await setCatalog(compose, '0.2.0');
    for (const server of servers) t.diagnostic(`followed in ${await until(() => catalogOf(server) === '0.2.0', 'the change')} ms`);
    assert.equal(servers[0].current().text, servers[1].current().text);
    assert.deepEqual(heard, ['0.2.0']);
  });

  test('a lost LISTEN connection is made again, and a change made while it was gone is picked up', async (t) => {
    const paths = layout();
    const env = { DATABASE_URL: database.url };
    const source = createCompositionSource({ env, paths, log: quiet });
    const compose = openCompositionStore({ env, paths });
    // Another connection of the test's own, made before the database is closed to new ones.
    const watcher = new pg.Client({ connectionString: database.url });
    t.after(async () => {
      await database.admin(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`);
      await Promise.all([source.close(), compose.close(), watcher.end()]);
    });
    await Promise.all([source.ready, compose.read(), watcher.connect()]);
    const listeners = async () => (await watcher.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'`, [database.name])).rows.map((r) => r.pid);
    const [before] = await listeners();
    assert.ok(before, 'the source listens');
    // The database is this file's: whatever the test before left live.
    const startedWith = catalogOf(source);
    assert.ok(startedWith);

    // No new connection can be made while the LISTEN one is killed and the state changes.
    await database.admin(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS false`);
    await database.admin('SELECT pg_terminate_backend($1, 5000)', [before]);
    await setCatalog(compose, '0.4.0');
    assert.deepEqual(await listeners(), []);
    assert.equal(catalogOf(source), startedWith, 'nobody told the source yet');

    await database.admin(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`);
    t.diagnostic(`picked up in ${await until(() => catalogOf(source) === '0.4.0', 'the change made while away')} ms after connections were allowed again`);
    const [again] = await listeners();
    assert.ok(again && again !== before, 'a new LISTEN connection');
    // And it listens again: the next change arrives by notification.
    await setCatalog(compose, '0.5.0');
    await until(() => catalogOf(source) === '0.5.0', 'the next change');
  });
});
