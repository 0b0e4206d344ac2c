// node --test scripts/contracts/check-contracts-version.test.mjs — on a temporary copy of
// shared-contracts: the check fails when a shipped file changes without a changeset and passes
// with one.
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkContractsVersion } from './check-contracts-version.mjs';
import { FINGERPRINT_FILE, readFingerprint, ships, sourceHash, writeFingerprint } from './contracts-fingerprint.mjs';

const realContracts = join(fileURLToPath(import.meta.url), '..', '..', '..', 'shared-contracts');
const workDir = mkdtempSync(join(tmpdir(), 'contracts-version-'));
after(() => rmSync(workDir, { recursive: true, force: true }));

let repoRoot;
let contractsDir;
beforeEach(() => {
  repoRoot = mkdtempSync(join(workDir, 'repo-'));
  contractsDir = join(repoRoot, 'shared-contracts');
  cpSync(join(realContracts, 'src'), join(contractsDir, 'src'), { recursive: true });
  writeFileSync(join(contractsDir, 'package.json'), JSON.stringify({ name: 'shared-contracts', version: '0.2.0', private: true }));
  writeFingerprint(contractsDir);
});

const changeSource = () => appendFileSync(join(contractsDir, 'src', 'constants', 'business.ts'), '\nexport const ADDED_LATER = 1;\n');
const addChangeset = (name, text) => {
  mkdirSync(join(repoRoot, '.changeset'), { recursive: true });
  writeFileSync(join(repoRoot, '.changeset', name), text);
};

test('the sources fingerprinted for the current version pass', () => {
  const result = checkContractsVersion({ repoRoot });
  assert.equal(result.ok, true, result.message);
});

test('a shipped file changed without a changeset fails, and says to run npx changeset', () => {
  changeSource();
  const result = checkContractsVersion({ repoRoot });
  assert.equal(result.ok, false);
  assert.match(result.message, /sources changed since 0\.2\.0/);
  assert.match(result.message, /npx changeset/);
});

test('a renamed or added file counts as a change', () => {
  writeFileSync(join(contractsDir, 'src', 'format', 'new-format.ts'), 'export const x = 1;\n');
  assert.equal(checkContractsVersion({ repoRoot }).ok, false);
});

test('the same change passes with a pending changeset that bumps shared-contracts', () => {
  changeSource();
  addChangeset('brave-lions-sing.md', '---\n"shared-contracts": minor\n---\n\nADDED_LATER.\n');
  const result = checkContractsVersion({ repoRoot });
  assert.equal(result.ok, true, result.message);
  assert.match(result.message, /brave-lions-sing\.md/);
});

test("a changeset for another package, or one that does not bump shared-contracts, does not count", () => {
  changeSource();
  addChangeset('README.md', '# Changesets\n');
  addChangeset('other.md', '---\n"mf-catalog": patch\n---\n\nNot the contracts.\n');
  addChangeset('none.md', "---\n'shared-contracts': none\n---\n\nNo bump.\n");
  assert.equal(checkContractsVersion({ repoRoot }).ok, false);
});

test('tests, test helpers and generated GraphQL code are not part of the fingerprint', () => {
  const before = sourceHash(contractsDir);
  appendFileSync(join(contractsDir, 'src', 'format', 'badge-colors.test.ts'), '\n// more\n');
  mkdirSync(join(contractsDir, 'src', 'testing'), { recursive: true });
  writeFileSync(join(contractsDir, 'src', 'testing', 'extra-helper.ts'), 'export {};\n');
  writeFileSync(join(contractsDir, 'src', 'graphql', 'generated.ts'), '// regenerated\n');
  assert.equal(sourceHash(contractsDir), before);
  assert.equal(checkContractsVersion({ repoRoot }).ok, true);
  assert.equal(ships('src/graphql/schema.graphql'), true);
  assert.equal(ships('src/graphql/admin-documents/orders.ts'), false);
});

test('a schema change counts', () => {
  appendFileSync(join(contractsDir, 'src', 'graphql', 'schema.graphql'), '\nscalar AddedLater\n');
  assert.equal(checkContractsVersion({ repoRoot }).ok, false);
});

test('a version raised by hand (not by changesets) fails', () => {
  writeFileSync(join(contractsDir, 'package.json'), JSON.stringify({ name: 'shared-contracts', version: '0.3.0' }));
  const result = checkContractsVersion({ repoRoot });
  assert.equal(result.ok, false);
  assert.match(result.message, /says 0\.3\.0, but the fingerprint is of 0\.2\.0/);
});

test('refreshing the fingerprint after versioning makes the check pass again', () => {
  changeSource();
  writeFileSync(join(contractsDir, 'package.json'), JSON.stringify({ name: 'shared-contracts', version: '0.3.0' }));
  writeFingerprint(contractsDir);
  assert.deepEqual(readFingerprint(contractsDir), { version: '0.3.0', sourceHash: sourceHash(contractsDir) });
  assert.equal(checkContractsVersion({ repoRoot }).ok, true);
});

test('a missing or broken fingerprint, or a malformed changeset, fails with what to do', () => {
  rmSync(join(contractsDir, FINGERPRINT_FILE));
  assert.match(checkContractsVersion({ repoRoot }).message, /no shared-contracts\/contracts-fingerprint\.json: run npm run contracts:version/);
  writeFileSync(join(contractsDir, FINGERPRINT_FILE), '{ not json');
  assert.match(checkContractsVersion({ repoRoot }).message, /is not JSON/);
  writeFileSync(join(contractsDir, FINGERPRINT_FILE), JSON.stringify({ version: '0.2.0' }));
  assert.match(checkContractsVersion({ repoRoot }).message, /is not \{ version, sourceHash \}/);
  writeFingerprint(contractsDir);
  addChangeset('broken.md', 'no front matter\n');
  const result = checkContractsVersion({ repoRoot });
  assert.equal(result.ok, false);
  assert.match(result.message, /broken\.md: no front matter/);
});

test('the committed fingerprint of the repository is well formed', () => {
  const fingerprint = readFingerprint(realContracts);
  assert.ok(fingerprint, 'shared-contracts/contracts-fingerprint.json exists');
  assert.equal(fingerprint.version, JSON.parse(readFileSync(join(realContracts, 'package.json'), 'utf8')).version);
});
