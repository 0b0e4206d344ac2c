const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { existingVersionProblem, releaseRecord } = require('./release-record');

test('a version that was built already is refused: versions are immutable', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  assert.strictEqual(existingVersionProblem(dir, 'mf-catalog', '0.2.0'), null);
  fs.mkdirSync(path.join(dir, 'dist', '0.2.0'), { recursive: true });
  // An empty folder (a failed build's leftover) does not hold a release.
  assert.strictEqual(existingVersionProblem(dir, 'mf-catalog', '0.2.0'), null);
  fs.writeFileSync(path.join(dir, 'dist', '0.2.0', 'mf-manifest.json'), '{}');
  assert.match(existingVersionProblem(dir, 'mf-catalog', '0.2.0'), /mf-catalog 0\.2\.0 exists .*versions are immutable/);
  assert.match(existingVersionProblem(dir, 'mf-catalog', '../x'), /not a version/);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the release record names the version, commit, singletons, contracts and exposed modules', () => {
  const manifest = {
    name: 'mf_catalog',
    exposes: [{ name: 'SearchPage' }, { name: 'CategoryPage' }],
    shared: [
      { name: 'react', version: '19.3.1', singleton: true },
      { name: 'shared-contracts', version: '0.1.0', singleton: true },
      { name: 'react/jsx-runtime', version: '19.3.1' },
    ],
  };
  const record = releaseRecord({ manifest, packageName: 'mf-catalog', version: '0.2.0', gitCommit: 'abc123', gitDirty: false, releasedBy: 'ci', now: new Date('2026-11-25T10:00:00Z') });
  assert.deepStrictEqual(record, {
    package: 'mf-catalog',
    federationName: 'mf_catalog',
    version: '0.2.0',
    gitCommit: 'abc123',
    gitDirty: false,
    releasedAt: '2026-11-25T10:00:00.000Z',
    releasedBy: 'ci',
    contractsVersion: '0.1.0',
    shared: { react: '19.3.1', 'shared-contracts': '0.1.0' },
    exposes: ['./CategoryPage', './SearchPage'],
  });
});
