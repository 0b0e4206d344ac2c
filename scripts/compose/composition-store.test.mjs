// The two composition stores behind one interface: versions, history, canary figures, the QA
// override secret and refusals of bad input, on the file and on PostgreSQL (when one answers).
import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { compositionFiles } from './compose-paths.mjs';
import { COMPOSITION_CHANNEL } from './composition-pg-store.mjs';
import { openCompositionStore, postgresUrl } from './composition-store.mjs';
import { testDatabase } from './test-database.mjs';

const built = { remotes: { mf_catalog: { version: '0.1.0', manifest: '/remotes/mf-catalog/0.1.0/mf-manifest.json' } } };
const entry = (to) => ({ at: new Date().toISOString(), who: 'test', action: 'set', remote: 'mf_catalog', from: '0.1.0', to });
const withCatalog = (composition, version) => ({ ...composition, remotes: { ...composition.remotes, mf_catalog: { ...composition.remotes.mf_catalog, version } } });
const figures = (pageViews) => ({ pageViews, errors: 1, lcpBuckets: [{ le: '+Inf', count: pageViews }], inpBuckets: [] });

test('PostgreSQL is chosen by a postgres:// or postgresql:// DATABASE_URL only', () => {
  assert.equal(postgresUrl({ DATABASE_URL: 'postgres://db/shop' }), 'postgres://db/shop');
  assert.equal(postgresUrl({ DATABASE_URL: 'postgresql://db/shop' }), 'postgresql://db/shop');
  assert.equal(postgresUrl({ DATABASE_URL: 'file:./pglite' }), null);
  assert.equal(postgresUrl({}), null);
  assert.throws(() => openCompositionStore({ env: {} }), /needs paths\.compositionFile/);
});

const database = await testDatabase();
after(() => database.drop?.());

for (const kind of ['file', 'postgres']) {
  describe(`the ${kind} store`, { skip: kind === 'postgres' && database.skip ? database.skip : false }, () => {
    let paths;
    let env;
    let store;
    beforeEach(async () => {
      paths = compositionFiles(join(mkdtempSync(join(tmpdir(), 'composition-store-')), 'composition.json'));
      writeFileSync(paths.compositionFile, JSON.stringify(built));
      env = kind === 'postgres' ? { DATABASE_URL: database.url } : {};
      if (kind === 'postgres') {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query('DROP TABLE IF EXISTS compose_state, compose_history, compose_figures, compose_secret');
        await client.end();
      }
      store = openCompositionStore({ env, paths });
    });
    afterEach(() => store.close());

    test('starts from the built composition; each change writes the state and its entries together and moves the version', async () => {
      const first = await store.read();
      assert.deepEqual(first.composition, built);
      const result = await store.change((c) => ({ next: withCatalog(c, '0.2.0'), entries: [entry('0.2.0')] }));
      assert.equal(result.changed, true);
      const second = await store.read();
      assert.notEqual(second.version, first.version);
      assert.equal(result.version, second.version);
      assert.equal(second.composition.remotes.mf_catalog.version, '0.2.0');
      await store.change((c) => ({ next: withCatalog(c, '0.2.0'), entries: [] }));
      assert.notEqual((await store.read()).version, second.version, 'a write of the same value is still a new version');
      assert.deepEqual((await store.history()).map((e) => e.to), ['0.2.0']);
      // The same composition back: only the history is written.
      const unchanged = await store.read();
      await store.change((c) => ({ next: c, entries: [{ ...entry('0.3.0'), action: 'override-link' }] }));
      assert.deepEqual(await store.read(), unchanged);
      assert.deepEqual((await store.history()).map((e) => e.action), ['set', 'override-link']);
    });

    test('a refusal, a change that throws and a change of the wrong shape write nothing', async () => {
      const before = { state: await store.read(), history: await store.history() };
      assert.deepEqual(await store.change(() => ({ refused: ['no'] })), { refused: ['no'] });
      await assert.rejects(store.change(() => { throw new Error('broken check'); }), /broken check/);
      await assert.rejects(store.change(() => ({ next: { no: 'remotes' }, entries: [] })), /not a composition/);
      await assert.rejects(store.change(() => 'yes'), /must return \{ next, entries \} or \{ refused \}/);
      await assert.rejects(store.change((c) => ({ next: withCatalog(c, '0.9.0'), entries: [{ action: 'delete' }] })), /not a history entry/);
      assert.deepEqual({ state: await store.read(), history: await store.history() }, before);
    });

    test('canary figures: one record per server and version, the latest kept; bad keys refused', async () => {
      await store.writeFigures('mf_catalog-0.2.0-abc', 'site-1', '0.2.0', figures(10));
      await store.writeFigures('mf_catalog-0.2.0-abc', 'site-1', '0.2.0', figures(12));
      await store.writeFigures('mf_catalog-0.2.0-abc', 'site-1', '0.1.0', figures(90));
      await store.writeFigures('mf_catalog-0.2.0-abc', 'site-2', '0.2.0', figures(5));
      await store.writeFigures('mf_catalog-0.3.0-def', 'site-1', '0.3.0', figures(1));
      const list = await store.readFigures('mf_catalog-0.2.0-abc');
      assert.deepEqual(list.map(({ serverId, version, figures: f }) => [serverId, version, f.pageViews]), [['site-1', '0.1.0', 90], ['site-1', '0.2.0', 12], ['site-2', '0.2.0', 5]]);
      for (const { updatedAt } of list) assert.ok(!Number.isNaN(Date.parse(updatedAt)));
      assert.deepEqual(await store.readFigures('mf_catalog-9-none'), []);
      await assert.rejects(store.writeFigures('../escape', 'site-1', '0.2.0', figures(1)), /not a canary id/);
      await assert.rejects(store.writeFigures('mf_catalog-0.2.0-abc', 'a/b', '0.2.0', figures(1)), /not a server id/);
      await assert.rejects(store.writeFigures('mf_catalog-0.2.0-abc', 'site-1', '../0.2.0', figures(1)), /not a version/);
      await assert.rejects(store.writeFigures('mf_catalog-0.2.0-abc', 'site-1', '0.2.0', [1, 2]), /figures must be an object/);
      await assert.rejects(store.readFigures('..'), /not a canary id/);
      assert.equal((await store.readFigures('mf_catalog-0.2.0-abc')).length, 3);
    });

    test('the QA override secret: made once and shared by every store on the same place; QA_OVERRIDE_SECRET wins', async () => {
      const secret = await store.overrideSecret();
      assert.ok(secret.length >= 32);
      const other = openCompositionStore({ env, paths });
      assert.equal(await other.overrideSecret(), secret);
      await other.close();
      if (kind === 'file') {
        assert.equal(statSync(paths.secretFile).mode & 0o777, 0o600);
        assert.equal(readFileSync(paths.secretFile, 'utf8'), secret);
      }
      const configured = openCompositionStore({ env: { ...env, QA_OVERRIDE_SECRET: 'configured-secret-0123456789' }, paths });
      assert.equal(await configured.overrideSecret(), 'configured-secret-0123456789');
      await configured.close();
      const weak = openCompositionStore({ env: { ...env, QA_OVERRIDE_SECRET: 'short' }, paths });
      await assert.rejects(weak.overrideSecret(), /at least 16 characters/);
      await weak.close();
    });

    if (kind === 'file') {
      test('one change at a time: a change while another holds the lock is refused', async () => {
        let release;
        const held = store.change((c) => new Promise((resolve) => {
          release = () => resolve({ next: withCatalog(c, '0.2.0'), entries: [entry('0.2.0')] });
        }));
        while (!release) await new Promise((resolve) => setTimeout(resolve, 5));
        await assert.rejects(store.change((c) => ({ next: withCatalog(c, '0.3.0'), entries: [entry('0.3.0')] })), /another compose change is running/);
        release();
        await held;
        assert.equal((await store.read()).composition.remotes.mf_catalog.version, '0.2.0');
      });
      test('no composition file: a clear error', async () => {
        const missing = openCompositionStore({ env: {}, paths: { compositionFile: join(tmpdir(), 'nowhere', 'composition.json') } });
        await assert.rejects(missing.read(), /no composition at .*build the shell first/);
      });
    } else {
      test('changes from two stores wait for each other (the row lock) and each one is notified with its version', async () => {
        const listener = new pg.Client({ connectionString: database.url });
        await listener.connect();
        const heard = [];
        listener.on('notification', (m) => m.channel === COMPOSITION_CHANNEL && heard.push(Number(m.payload)));
        await listener.query(`LISTEN ${COMPOSITION_CHANNEL}`);
        const other = openCompositionStore({ env, paths });
        await Promise.all([store.read(), other.read()]);
        // Each adds one entry and counts the entries it saw: serialised, the counts are 0..n-1.
        const bump = (s) => s.change(async (c) => ({ next: { ...c, changes: (c.changes ?? 0) + 1 }, entries: [entry('0.2.0')] }));
        const results = await Promise.all([bump(store), bump(other), bump(store), bump(other)]);
        assert.equal((await store.read()).composition.changes, 4);
        assert.equal((await store.history()).length, 4);
        const versions = results.map((r) => r.version).sort((a, b) => a - b);
        assert.deepEqual(versions, [2, 3, 4, 5]);
        const started = Date.now();
        while (heard.length < 4 && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 10));
        assert.deepEqual([...heard].sort((a, b) => a - b), versions);
        await other.close();
        await listener.end();
      });
      test('no composition in the database and no file to seed it from: a clear error', async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query('DROP TABLE IF EXISTS compose_state');
        await client.end();
        const empty = openCompositionStore({ env, paths: { compositionFile: join(tmpdir(), 'nowhere', 'composition.json') } });
        await assert.rejects(empty.read(), /no composition yet and there is none at .* build the shell first/);
        await empty.close();
      });
    }
  });
}
