// The compose tool on a temporary layout of builds: a live shell (its manifest and route table),
// mf-catalog built at several versions, and the composition the site server would read: in the
// file store, and in PostgreSQL when a server answers (see test-database.mjs).
import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { composePaths } from './compose-paths.mjs';
import { abort, abortCanary, canary, canaryStatus, history, override, promote, rollback, set, status } from './compose-commands.mjs';
import { openCompositionStore } from './composition-store.mjs';
import { verifyOverride } from './qa-override-token.mjs';
import { testDatabase } from './test-database.mjs';
import { checkContracts, checkExposes, checkManifest, checkSingletons, modulesNeeded } from './version-checks.mjs';

const env = { COMPOSE_USER: 'release-bot' };
const shellManifest = {
  name: 'shell',
  shared: [
    { name: 'react', version: '19.3.1', singleton: true },
    { name: 'react-redux', version: '9.2.0', singleton: true },
    { name: 'shared-contracts', version: '0.1.0', singleton: true },
  ],
};
const routeTable = {
  routes: [{ path: '/arama', remote: 'mf_catalog', module: './SearchPage' }, { path: '/', remote: 'mf_stores_content', module: './HomePage' }],
  seName: { path: '/:seName', CATEGORY: { path: '/:seName', remote: 'mf_catalog', module: './CategoryPage' }, PRODUCT: { path: '/:seName', remote: 'mf_product', module: './ProductPage' } },
  widgets: [{ remote: 'mf_catalog', module: './InstantSearch' }],
};
const catalogManifest = (overrides = {}) => ({
  name: 'mf_catalog',
  exposes: [{ name: 'CategoryPage' }, { name: 'SearchPage' }, { name: 'InstantSearch' }],
  shared: [
    { name: 'react', requiredVersion: '^19.0.0', singleton: true },
    { name: 'react-redux', requiredVersion: '^9.0.0', singleton: true },
    { name: 'shared-contracts', requiredVersion: '^0.1.0', singleton: true },
    { name: 'swiper', requiredVersion: '^11.0.0' },
  ],
  ...overrides,
});

const writeJson = (file, value) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};

/** A temporary layout: the shell's build, mf-catalog at several versions, the built composition. */
function makeLayout() {
  const root = mkdtempSync(join(tmpdir(), 'compose-'));
  const paths = composePaths({}, root);
  writeJson(paths.shellManifest, shellManifest);
  writeJson(paths.routeTable, routeTable);
  writeJson(paths.compositionFile, {
    remotes: {
      mf_catalog: { version: '0.1.0', manifest: '/remotes/mf-catalog/0.1.0/mf-manifest.json' },
      mf_product: { version: '0.1.0', manifest: '/remotes/mf-product/0.1.0/mf-manifest.json' },
    },
  });
  writeJson(join(paths.versionDir('mf-catalog', '0.1.0'), 'mf-manifest.json'), catalogManifest());
  writeJson(join(paths.versionDir('mf-catalog', '0.2.0'), 'mf-manifest.json'), catalogManifest());
  writeJson(join(paths.versionDir('mf-catalog', '0.2.0'), 'release.json'), { version: '0.2.0', gitCommit: 'abcdef1234567890' });
  writeJson(join(paths.versionDir('mf-catalog', '0.3.0-no-search'), 'mf-manifest.json'), catalogManifest({ exposes: [{ name: 'CategoryPage' }, { name: 'InstantSearch' }] }));
  writeJson(join(paths.versionDir('mf-catalog', '0.4.0-react18'), 'mf-manifest.json'), catalogManifest({ shared: [{ name: 'react', requiredVersion: '^18.2.0', singleton: true }, { name: 'shared-contracts', requiredVersion: '^0.1.0', singleton: true }] }));
  writeJson(join(paths.versionDir('mf-catalog', '0.5.0-contracts2'), 'mf-manifest.json'), catalogManifest({ shared: [{ name: 'shared-contracts', requiredVersion: '^0.2.0', singleton: true }] }));
  writeJson(join(paths.versionDir('mf-catalog', '0.6.0'), 'mf-manifest.json'), catalogManifest());
  return paths;
}

test('the checks, one by one', () => {
  assert.deepEqual(modulesNeeded(routeTable, 'mf_catalog'), ['./CategoryPage', './InstantSearch', './SearchPage']);
  assert.match(checkManifest(null, 'mf_catalog', '9.9.9')[0], /has no mf-manifest\.json/);
  assert.match(checkManifest({ name: 'mf_product' }, 'mf_catalog', '0.2.0')[0], /is for mf_product/);
  assert.deepEqual(checkExposes(catalogManifest(), ['./CategoryPage', './SearchPage']), []);
  assert.deepEqual(checkExposes(catalogManifest({ exposes: [{ name: 'CategoryPage' }] }), ['./CategoryPage', './SearchPage']), ['it does not expose ./SearchPage, which the route table needs']);
  assert.deepEqual(checkSingletons(catalogManifest(), shellManifest), []);
  assert.deepEqual(checkSingletons(catalogManifest({ shared: [{ name: 'react', requiredVersion: '^18.2.0', singleton: true }] }), shellManifest), ['singleton react: it requires ^18.2.0, the live shell provides 19.3.1']);
  // A library that is not a singleton may differ: the remote brings its own.
  assert.deepEqual(checkSingletons(catalogManifest({ shared: [{ name: 'swiper', requiredVersion: '^12.0.0' }] }), shellManifest), []);
  // Built when the shell still shared the router: it would run a router of its own.
  assert.deepEqual(checkSingletons(catalogManifest({ shared: [{ name: 'react-router', requiredVersion: '^7.0.0', singleton: true }] }), shellManifest), [
    'singleton react-router: the live shell does not share it (the remote would run a copy of its own)',
  ]);
  assert.deepEqual(checkContracts(catalogManifest(), shellManifest), []);
  assert.deepEqual(checkContracts(catalogManifest({ shared: [{ name: 'shared-contracts', requiredVersion: '^0.2.0', singleton: true }] }), shellManifest), ['shared-contracts: it accepts ^0.2.0, the live shell has 0.1.0']);
});

// The file store in the layout's folder, and PostgreSQL in a database of this run's own.
const database = await testDatabase();
after(() => database.drop?.());
if (database.skip) console.log(`# ${database.skip}`);

for (const kind of ['file', 'postgres']) {
  describe(`compose on the ${kind} store`, { skip: kind === 'postgres' && database.skip ? database.skip : false }, () => {
    let paths;
    let store;
    const ctx = () => ({ store, paths, env });
    const read = async () => (await store.read()).composition;
    const live = async () => (await read()).remotes.mf_catalog;
    const snapshot = async () => ({ composition: await read(), history: await store.history() });

    beforeEach(async () => {
      paths = makeLayout();
      if (kind === 'postgres') {
        // A fresh state for each test, seeded again from this test's composition file.
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query('DROP TABLE IF EXISTS compose_state, compose_history, compose_figures, compose_secret');
        await client.end();
      }
      store = openCompositionStore({ env: kind === 'postgres' ? { ...env, DATABASE_URL: database.url } : env, paths });
    });
    afterEach(() => store.close());

    test('set makes a checked version live, by package or federation name, and records who, when, from and to', async () => {
      const result = await set(ctx(), 'mf-catalog', '0.2.0');
      assert.equal(result.code, 0, result.out.join('\n'));
      assert.deepEqual(await live(), { version: '0.2.0', manifest: '/remotes/mf-catalog/0.2.0/mf-manifest.json' });
      const [entry] = await store.history();
      assert.equal(entry.who, 'release-bot');
      assert.equal(entry.action, 'set');
      assert.equal(entry.remote, 'mf_catalog');
      assert.equal(entry.from, '0.1.0');
      assert.equal(entry.to, '0.2.0');
      assert.ok(!Number.isNaN(Date.parse(entry.at)));
      if (kind === 'file') {
        assert.equal(JSON.parse(readFileSync(paths.compositionFile, 'utf8')).remotes.mf_catalog.version, '0.2.0');
        // Replaced by a rename: no temporary file and no lock stays behind.
        assert.deepEqual(readdirSync(join(paths.compositionFile, '..')).sort(), ['composition.history.jsonl', 'composition.json', 'mf-manifest.json', 'route-table.json']);
      }
      assert.equal((await set(ctx(), 'mf_catalog', '0.1.0')).code, 0);
      assert.equal((await live()).version, '0.1.0');
    });

    for (const [label, remote, version, reason] of [
      ['an unknown version', 'mf-catalog', '9.9.9', /has no mf-manifest\.json/],
      ['a version missing a module the route table needs', 'mf-catalog', '0.3.0-no-search', /does not expose \.\/SearchPage/],
      ['an incompatible singleton', 'mf-catalog', '0.4.0-react18', /singleton react: it requires \^18\.2\.0/],
      ['a shared-contracts range the shell does not meet', 'mf-catalog', '0.5.0-contracts2', /shared-contracts: it accepts \^0\.2\.0, the live shell has 0\.1\.0/],
      ['an unknown remote', 'mf-basket', '0.2.0', /unknown remote "mf-basket"/],
      ['a version that is not a version', 'mf-catalog', '../0.2.0', /not a version/],
      ['the live version', 'mf-catalog', '0.1.0', /already live/],
    ]) {
      test(`set refuses ${label}, says why, and changes nothing`, async () => {
        const before = await snapshot();
        const fileBefore = readFileSync(paths.compositionFile, 'utf8');
        const result = await set(ctx(), remote, version);
        assert.equal(result.code, 1);
        assert.match(result.out.join('\n'), reason);
        assert.deepEqual(await snapshot(), before);
        assert.deepEqual(before.history, []);
        assert.equal(readFileSync(paths.compositionFile, 'utf8'), fileBefore);
        if (kind === 'file') assert.equal(existsSync(paths.historyFile), false);
      });
    }

    test('rollback returns to the version live before, and refuses when none is recorded', async () => {
      const none = await rollback(ctx(), 'mf-catalog');
      assert.equal(none.code, 1);
      assert.match(none.out[0], /no earlier live version/);
      assert.equal((await set(ctx(), 'mf-catalog', '0.2.0')).code, 0);
      const back = await rollback(ctx(), 'mf_catalog');
      assert.equal(back.code, 0, back.out.join('\n'));
      assert.equal((await live()).version, '0.1.0');
      assert.match((await history(ctx())).out.join('\n'), /set\s+mf-catalog {2}0\.1\.0 -> 0\.2\.0\n.*rollback\s+mf-catalog {2}0\.2\.0 -> 0\.1\.0/);
    });

    test('status shows each live version, since when, the running canary, and the versions available with their release records', async () => {
      assert.equal((await set(ctx(), 'mf-catalog', '0.2.0')).code, 0);
      assert.equal((await canary(ctx(), 'mf-catalog', '0.6.0', { share: '10' })).code, 0);
      const out = (await status(ctx())).out.join('\n');
      assert.match(out, /mf-catalog \(mf_catalog\): live 0\.2\.0 since \d{4}-\d\d-\d\dT/);
      assert.match(out, /canary 0\.6\.0 for 10% of visitors since \d{4}-\d\d-\d\dT.* by release-bot \(mf_catalog-0\.6\.0-/);
      assert.match(out, /\* 0\.2\.0 {2}built .*released, commit abcdef12/);
      assert.match(out, /~ 0\.6\.0 {2}built /);
      assert.match(out, / {3}0\.1\.0 {2}built /);
      assert.match(out, /mf-product \(mf_product\): live 0\.1\.0 \(as built\)/);
    });

    test('canary starts a checked version for a share of visitors; live stays for everybody else', async () => {
      const result = await canary(ctx(), 'mf-catalog', '0.2.0', { share: '10' });
      assert.equal(result.code, 0, result.out.join('\n'));
      const composition = await read();
      assert.deepEqual(composition.remotes.mf_catalog, { version: '0.1.0', manifest: '/remotes/mf-catalog/0.1.0/mf-manifest.json' });
      const running = composition.canaries.mf_catalog;
      assert.match(running.id, /^mf_catalog-0\.2\.0-[0-9a-z]+$/);
      assert.deepEqual({ ...running, id: 'id', startedAt: 'at' }, { id: 'id', version: '0.2.0', manifest: '/remotes/mf-catalog/0.2.0/mf-manifest.json', share: 10, startedAt: 'at', by: 'release-bot' });
      assert.ok(!Number.isNaN(Date.parse(running.startedAt)));
      const [entry] = await store.history();
      assert.deepEqual({ ...entry, at: 'at' }, { at: 'at', who: 'release-bot', action: 'canary', remote: 'mf_catalog', from: '0.1.0', to: '0.2.0', detail: `share 10%, ${running.id}` });
    });

    for (const [label, version, share, reason] of [
      ['a shared-contracts range the shell does not meet', '0.5.0-contracts2', '10', /cannot start a canary[\s\S]*shared-contracts: it accepts \^0\.2\.0, the live shell has 0\.1\.0/],
      ['an incompatible singleton', '0.4.0-react18', '10', /singleton react: it requires \^18\.2\.0/],
      ['an unknown version', '9.9.9', '10', /has no mf-manifest\.json/],
      ['the live version', '0.1.0', '10', /already live/],
      ['a version that is not a version', '../0.2.0', '10', /not a version/],
      ['a share of 0', '0.2.0', '0', /--share must be a whole percentage from 1 to 99/],
      ['a share of 100', '0.2.0', '100', /--share must be/],
      ['a share that is not a whole number', '0.2.0', '10.5', /--share must be/],
      ['no share', '0.2.0', undefined, /--share must be/],
    ]) {
      test(`canary refuses ${label}, says why, and changes nothing`, async () => {
        const before = await snapshot();
        const result = await canary(ctx(), 'mf-catalog', version, { share });
        assert.equal(result.code, 1);
        assert.match(result.out.join('\n'), reason);
        assert.deepEqual(await snapshot(), before);
      });
    }

    test('a running canary: the same version changes its share only; another version, set and rollback wait for it to end', async () => {
      assert.equal((await set(ctx(), 'mf-catalog', '0.2.0')).code, 0);
      assert.equal((await canary(ctx(), 'mf-catalog', '0.6.0', { share: '10' })).code, 0);
      const { id } = (await read()).canaries.mf_catalog;
      const reshared = await canary(ctx(), 'mf_catalog', '0.6.0', { share: '25' });
      assert.equal(reshared.code, 0, reshared.out.join('\n'));
      assert.deepEqual({ id: (await read()).canaries.mf_catalog.id, share: (await read()).canaries.mf_catalog.share }, { id, share: 25 });
      assert.equal((await store.history()).at(-1).action, 'canary-share');
      const before = await snapshot();
      for (const [result, reason] of [
        [await canary(ctx(), 'mf-catalog', '0.1.0', { share: '10' }), /a canary of 0\.6\.0 is running: abort or promote it first/],
        [await canary(ctx(), 'mf-catalog', '0.6.0', { share: '25' }), /already has 25%/],
        [await set(ctx(), 'mf-catalog', '0.1.0'), /abort or promote the canary first/],
        [await rollback(ctx(), 'mf-catalog'), /abort or promote the canary first/],
      ]) {
        assert.equal(result.code, 1);
        assert.match(result.out.join('\n'), reason);
      }
      assert.deepEqual(await snapshot(), before);
    });

    test('promote makes the canary\'s version live for everybody and ends the canary; rollback then returns to the version before', async () => {
      assert.equal((await promote(ctx(), 'mf-catalog')).code, 1);
      assert.equal((await canary(ctx(), 'mf-catalog', '0.2.0', { share: '50' })).code, 0);
      const { id } = (await read()).canaries.mf_catalog;
      const result = await promote(ctx(), 'mf-catalog');
      assert.equal(result.code, 0, result.out.join('\n'));
      const composition = await read();
      assert.deepEqual(composition.remotes.mf_catalog, { version: '0.2.0', manifest: '/remotes/mf-catalog/0.2.0/mf-manifest.json' });
      assert.equal('canaries' in composition, false);
      assert.deepEqual({ ...(await store.history()).at(-1), at: 'at' }, { at: 'at', who: 'release-bot', action: 'promote', remote: 'mf_catalog', from: '0.1.0', to: '0.2.0', detail: `${id} at 50%` });
      assert.match((await status(ctx())).out.join('\n'), /live 0\.2\.0 since \d{4}-/);
      assert.equal((await rollback(ctx(), 'mf-catalog')).code, 0);
      assert.equal((await live()).version, '0.1.0');
    });

    test('abort ends the canary with its reason; live is unchanged', async () => {
      assert.match((await abort(ctx(), 'mf-catalog')).out.join('\n'), /no canary is running/);
      assert.equal((await canary(ctx(), 'mf-catalog', '0.2.0', { share: '10' })).code, 0);
      const { id } = (await read()).canaries.mf_catalog;
      const result = await abort(ctx(), 'mf-catalog', { reason: 'checkout\nbroke' });
      assert.equal(result.code, 0, result.out.join('\n'));
      const composition = await read();
      assert.equal(composition.remotes.mf_catalog.version, '0.1.0');
      assert.equal('canaries' in composition, false);
      assert.deepEqual({ ...(await store.history()).at(-1), at: 'at' }, { at: 'at', who: 'release-bot', action: 'abort', remote: 'mf_catalog', from: '0.2.0', to: '0.1.0', detail: `${id}: checkout broke` });
      assert.match((await history(ctx())).out.join('\n'), /abort\s+mf-catalog {2}0\.2\.0 -> 0\.1\.0 {2}\(mf_catalog-0\.2\.0-[0-9a-z]+: checkout broke\)/);
    });

    test('abortCanary (the site server\'s automatic abort) ends only the canary it names', async () => {
      assert.equal((await canary(ctx(), 'mf-catalog', '0.2.0', { share: '10' })).code, 0);
      const { id } = (await read()).canaries.mf_catalog;
      const before = await snapshot();
      assert.deepEqual(await abortCanary(store, 'mf_catalog', 'mf_catalog-0.2.0-old', { who: 'site-1', reason: 'errors' }), { aborted: false });
      assert.deepEqual(await abortCanary(store, 'mf_product', id, { who: 'site-1' }), { aborted: false });
      assert.deepEqual(await snapshot(), before);
      await assert.rejects(abortCanary(store, 'mf_catalog', id, { action: 'set' }), /action must be abort or auto-abort/);
      assert.deepEqual(await abortCanary(store, 'mf_catalog', id, { who: 'site-1', reason: 'errors 31.0/1000 vs 2.0/1000' }), { aborted: true });
      assert.equal('canaries' in (await read()), false);
      assert.deepEqual({ ...(await store.history()).at(-1), at: 'at' }, { at: 'at', who: 'site-1', action: 'auto-abort', remote: 'mf_catalog', from: '0.2.0', to: '0.1.0', detail: `${id}: errors 31.0/1000 vs 2.0/1000` });
      // Once ended, again does nothing.
      assert.deepEqual(await abortCanary(store, 'mf_catalog', id, { who: 'site-2' }), { aborted: false });
    });

    test('override prints a signed link for a checked version (the live one too), records it and changes nothing else', async () => {
      const compositionBefore = await read();
      const result = await override(ctx(), 'mf-catalog', '0.2.0', { hours: '2', base: 'https://shop.example/' });
      assert.equal(result.code, 0, result.out.join('\n'));
      const link = result.out.find((line) => line.startsWith('https://'));
      assert.match(link, /^https:\/\/shop\.example\/qa-override\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      const token = new URL(link).searchParams.get('token');
      const verified = verifyOverride(token, await store.overrideSecret());
      assert.equal(verified.remote, 'mf_catalog');
      assert.equal(verified.version, '0.2.0');
      assert.ok(verified.expiresAt > Date.now() + 3600_000 && verified.expiresAt <= Date.now() + 2 * 3600_000);
      assert.equal(verifyOverride(token, await store.overrideSecret(), Date.now() + 2 * 3600_000 + 1), null);
      assert.deepEqual(await read(), compositionBefore);
      const [entry] = await store.history();
      assert.equal(entry.action, 'override-link');
      assert.equal(entry.to, '0.2.0');
      assert.match(entry.detail, /^until \d{4}-/);
      assert.equal((await override(ctx(), 'mf_catalog', '0.1.0')).code, 0);
      assert.match((await override(ctx(), 'mf_catalog', '0.1.0')).out.join('\n'), /^http:\/\/localhost:3000\/qa-override\?token=/m);
    });

    for (const [label, version, options, reason] of [
      ['a shared-contracts range the shell does not meet', '0.5.0-contracts2', {}, /no override link[\s\S]*shared-contracts: it accepts \^0\.2\.0/],
      ['an unknown version', '9.9.9', {}, /has no mf-manifest\.json/],
      ['hours out of range', '0.2.0', { hours: '0' }, /--hours must be/],
      ['hours that are no number', '0.2.0', { hours: '8h' }, /--hours must be/],
      ['a base that is no web address', '0.2.0', { base: 'javascript:alert(1)' }, /--base must be/],
    ]) {
      test(`override refuses ${label}, says why, and records nothing`, async () => {
        const before = await snapshot();
        const result = await override(ctx(), 'mf-catalog', version, options);
        assert.equal(result.code, 1);
        assert.match(result.out.join('\n'), reason);
        assert.deepEqual(await snapshot(), before);
      });
    }

    test('canary status compares the canary with live on the figures of every site server', async () => {
      assert.deepEqual((await canaryStatus(ctx())).out, ['no canary is running']);
      assert.equal((await canary(ctx(), 'mf-catalog', '0.2.0', { share: '10' })).code, 0);
      const { id } = (await read()).canaries.mf_catalog;
      const buckets = (fast, slow) => [{ le: 1, count: fast }, { le: 2.5, count: fast + slow }, { le: '+Inf', count: fast + slow }];
      // Two site servers: the canary throws in about 2 % of its page views, live in 0.1 %.
      await store.writeFigures(id, 'site-1', '0.2.0', { pageViews: 150, errors: 3, lcpBuckets: buckets(100, 50), inpBuckets: buckets(150, 0) });
      await store.writeFigures(id, 'site-2', '0.2.0', { pageViews: 150, errors: 3, lcpBuckets: buckets(100, 50), inpBuckets: buckets(150, 0) });
      await store.writeFigures(id, 'site-1', '0.1.0', { pageViews: 1000, errors: 1, lcpBuckets: buckets(900, 100), inpBuckets: buckets(1000, 0) });
      const out = (await canaryStatus(ctx(), 'mf-catalog')).out.join('\n');
      assert.match(out, /canary 0\.2\.0 for 10% of visitors .*figures from 2 site servers/);
      // p75 LCP: the canary's 225th of 300 views falls a quarter into the 1..2.5 s bucket.
      assert.match(out, /canary 0\.2\.0\s+300\s+20\.0\s+1375 ms\s+750 ms/);
      assert.match(out, /live 0\.1\.0\s+1000\s+1\.0\s+833 ms\s+750 ms/);
      assert.match(out, /verdict: abort/);
      assert.deepEqual((await canaryStatus(ctx(), 'mf-product')).out, ['mf-product: no canary is running']);
      assert.equal((await canaryStatus(ctx(), 'mf-basket')).code, 1);
    });
  });
}
