// The compose tool on a temporary layout of builds: a live shell (its manifest and route table),
// mf-catalog built at several versions, and the composition file the site server would read.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composePaths } from './compose-paths.mjs';
import { history, rollback, set, status } from './compose-commands.mjs';
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

let root;
let paths;
const writeJson = (file, value) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};
const compositionText = () => readFileSync(paths.compositionFile, 'utf8');
const live = () => JSON.parse(compositionText()).remotes.mf_catalog;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'compose-'));
  paths = composePaths({}, root);
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
});

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

test('set makes a checked version live, by package or federation name, and records who, when, from and to', () => {
  const result = set(paths, env, 'mf-catalog', '0.2.0');
  assert.equal(result.code, 0, result.out.join('\n'));
  assert.deepEqual(live(), { version: '0.2.0', manifest: '/remotes/mf-catalog/0.2.0/mf-manifest.json' });
  const [entry] = JSON.parse(`[${readFileSync(paths.historyFile, 'utf8').trim().split('\n').join(',')}]`);
  assert.equal(entry.who, 'release-bot');
  assert.equal(entry.remote, 'mf_catalog');
  assert.equal(entry.from, '0.1.0');
  assert.equal(entry.to, '0.2.0');
  assert.ok(!Number.isNaN(Date.parse(entry.at)));
  // Replaced by a rename: no temporary file and no lock stays behind.
  assert.deepEqual(readdirSync(join(paths.compositionFile, '..')).sort(), ['composition.history.jsonl', 'composition.json', 'mf-manifest.json', 'route-table.json']);
  assert.equal(set(paths, env, 'mf_catalog', '0.1.0').code, 0);
  assert.equal(live().version, '0.1.0');
});

for (const [label, remote, version, reason] of [
  ['an unknown version', 'mf-catalog', '9.9.9', /has no mf-manifest\.json/],
  ['a version missing a module the route table needs', 'mf-catalog', '0.3.0-no-search', /does not expose \.\/SearchPage/],
  ['an incompatible singleton', 'mf-catalog', '0.4.0-react18', /singleton react: it requires \^18\.2\.0/],
  ['a shared-contracts range the shell does not meet', 'mf-catalog', '0.5.0-contracts2', /shared-contracts: it accepts \^0\.2\.0/],
  ['an unknown remote', 'mf-basket', '0.2.0', /unknown remote "mf-basket"/],
  ['a version that is not a version', 'mf-catalog', '../0.2.0', /not a version/],
  ['the live version', 'mf-catalog', '0.1.0', /already live/],
]) {
  test(`set refuses ${label}, says why, and changes nothing`, () => {
    const before = compositionText();
    const result = set(paths, env, remote, version);
    assert.equal(result.code, 1);
    assert.match(result.out.join('\n'), reason);
    assert.equal(compositionText(), before);
    assert.equal(existsSync(paths.historyFile), false);
  });
}

test('rollback returns to the version live before, and refuses when none is recorded', () => {
  const none = rollback(paths, env, 'mf-catalog');
  assert.equal(none.code, 1);
  assert.match(none.out[0], /no earlier live version/);
  assert.equal(set(paths, env, 'mf-catalog', '0.2.0').code, 0);
  const back = rollback(paths, env, 'mf_catalog');
  assert.equal(back.code, 0, back.out.join('\n'));
  assert.equal(live().version, '0.1.0');
  assert.match(history(paths).out.join('\n'), /set\s+mf-catalog {2}0\.1\.0 -> 0\.2\.0\n.*rollback\s+mf-catalog {2}0\.2\.0 -> 0\.1\.0/);
});

test('status shows each live version, since when, and the versions available with their release records', () => {
  assert.equal(set(paths, env, 'mf-catalog', '0.2.0').code, 0);
  const out = status(paths).out.join('\n');
  assert.match(out, /mf-catalog \(mf_catalog\): live 0\.2\.0 since \d{4}-\d\d-\d\dT/);
  assert.match(out, /\* 0\.2\.0 {2}built .*released, commit abcdef12/);
  assert.match(out, / {3}0\.1\.0 {2}built /);
  assert.match(out, /mf-product \(mf_product\): live 0\.1\.0 \(as built\)/);
});
