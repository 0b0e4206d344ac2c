const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { liveContractsProblems, readManifest } = require('./live-contracts-check');

const remote = (requiredVersion) => ({ name: 'mf_catalog', shared: [{ name: 'shared-contracts', version: requiredVersion.slice(1), requiredVersion, singleton: true }] });
const shell = (version) => ({ name: 'shell', shared: [{ name: 'shared-contracts', version, requiredVersion: `^${version}` }] });

test('a remote built against the contracts the live shell has is taken', async () => {
  assert.deepStrictEqual(await liveContractsProblems({ remoteManifest: remote('^0.2.0'), shellManifest: shell('0.2.0') }), []);
  assert.deepStrictEqual(await liveContractsProblems({ remoteManifest: remote('^0.2.0'), shellManifest: shell('0.2.3') }), []);
});

test('a remote built against another minor of 0.x contracts is refused, with the reason', async () => {
  assert.deepStrictEqual(await liveContractsProblems({ remoteManifest: remote('^0.1.0'), shellManifest: shell('0.2.0') }), [
    'shared-contracts: it accepts ^0.1.0, the live shell has 0.2.0',
  ]);
  assert.deepStrictEqual(await liveContractsProblems({ remoteManifest: remote('^0.3.0'), shellManifest: shell('0.2.0') }), [
    'shared-contracts: it accepts ^0.3.0, the live shell has 0.2.0',
  ]);
});

test('the command exits 1 with the reason for a mismatch, 0 for a match, 1 for a missing manifest', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-contracts-'));
  try {
    const write = (name, value) => {
      fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
      return path.join(dir, name);
    };
    const run = (...args) => spawnSync(process.execPath, [path.join(__dirname, 'live-contracts-check.js'), ...args], { encoding: 'utf8' });
    const refused = run(write('old.json', remote('^0.1.0')), write('shell.json', shell('0.2.0')));
    assert.strictEqual(refused.status, 1);
    assert.match(refused.stderr, /it accepts \^0\.1\.0, the live shell has 0\.2\.0/);
    const taken = run(write('new.json', remote('^0.2.0')), path.join(dir, 'shell.json'));
    assert.strictEqual(taken.status, 0, taken.stderr);
    const missing = run(path.join(dir, 'none.json'), path.join(dir, 'shell.json'));
    assert.strictEqual(missing.status, 1);
    assert.match(missing.stderr, /the remote's build: no .*none\.json/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a manifest that is not JSON is a clear error', async () => {
  const file = path.join(os.tmpdir(), `live-contracts-${process.pid}.json`);
  fs.writeFileSync(file, '<html>');
  try {
    await assert.rejects(readManifest(file, 'the live shell'), /the live shell: .* is not JSON/);
  } finally {
    fs.rmSync(file, { force: true });
  }
});

test("team CI runs the check for a remote, against the shell's manifest or LIVE_SHELL_MANIFEST", () => {
  const source = fs.readFileSync(path.join(__dirname, 'team-ci.js'), 'utf8');
  assert.match(source, /live-contracts-check\.js/);
  assert.match(source, /LIVE_SHELL_MANIFEST/);
});
