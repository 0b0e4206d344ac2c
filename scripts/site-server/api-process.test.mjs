// The API instances as child processes of the site (api-process.mjs), on a stand-in API build:
// every instance is started on its own port with one shared captcha key; one killed after it
// answered is started again; one that stops before it ever answered is fatal. node --test.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiInstances } from './api-process.mjs';
import { siteSettings } from './settings.mjs';
import { freePort } from './test-site.mjs';

/** A stand-in build of commerce-api: answers every request with its port and captcha key. */
const FAKE_API = `import { createServer } from 'node:http';
if (process.env.FAIL_AT_START === 'on') process.exit(3);
createServer((req, res) => { req.resume(); res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ port: process.env.PORT, key: process.env.CAPTCHA_HMAC_KEY })); }).listen(Number(process.env.PORT), '127.0.0.1');
`;

const roots = [];
function fakeRoot() {
  const root = mkdtempSync(join(tmpdir(), 'api-process-test-'));
  mkdirSync(join(root, 'commerce-api', 'dist', 'server'), { recursive: true });
  writeFileSync(join(root, 'commerce-api', 'dist', 'server', 'main.js'), FAKE_API);
  roots.push(root);
  return root;
}
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A free port whose next port is free too. */
async function consecutivePorts() {
  for (;;) {
    const port = await freePort();
    if (port >= 65_000) continue;
    const next = createServer();
    const free = await new Promise((resolve) => next.once('error', () => resolve(false)).listen(port + 1, '127.0.0.1', () => next.close(() => resolve(true))));
    if (free) return port;
  }
}

const ask = async (port) => (await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', body: '{}' })).json();

test('two instances on consecutive ports share one captcha key; a killed one is started again', async () => {
  const port = await consecutivePorts();
  const settings = siteSettings({ API_PORT: String(port), API_INSTANCES: '2', DATABASE_URL: 'postgres://x@h/db' }, fakeRoot());
  const fatal = [];
  const logs = [];
  const api = startApiInstances(settings, { onFatal: (m) => fatal.push(m), log: (m) => logs.push(m) });
  try {
    await api.ready();
    const [one, two] = [await ask(port), await ask(port + 1)];
    assert.deepEqual([one.port, two.port], [String(port), String(port + 1)]);
    assert.ok(one.key && one.key === two.key, 'one captcha key for both');

    const first = api.instances[0].child;
    first.kill('SIGKILL');
    const started = Date.now();
    while (api.instances[0].child === first || !(await ask(port).catch(() => null))) {
      assert.ok(Date.now() - started < 10_000, 'started again within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(fatal.length, 0);
    assert.ok(logs.some((m) => /stopped \(SIGKILL\); starting it again/.test(m)), logs.join('\n'));
  } finally {
    api.kill();
  }
});

test('an instance that stops before it answered is fatal', async () => {
  const settings = siteSettings({ API_PORT: String(await consecutivePorts()) }, fakeRoot());
  process.env.FAIL_AT_START = 'on';
  const fatal = [];
  const api = startApiInstances(settings, { onFatal: (m) => fatal.push(m), log: () => {} });
  delete process.env.FAIL_AT_START;
  await assert.rejects(api.ready(), /exited/);
  await new Promise((r) => setTimeout(r, 50));
  assert.match(fatal.join(''), /stopped before it answered \(exit 3\)/);
  api.kill();
});

test('the restart delay grows while an instance keeps stopping and comes back to 1 s once it stayed up', async () => {
  const port = await consecutivePorts();
  const settings = siteSettings({ API_PORT: String(port) }, fakeRoot());
  const logs = [];
  const api = startApiInstances(settings, { onFatal: () => {}, log: (m) => logs.push(m), stableAfterMs: 1_000 });
  const instance = api.instances[0];
  /** Kills the running child, waits for the next one and answers the delay the kill was given. */
  async function kill() {
    const child = instance.child;
    const seen = logs.length;
    child.kill('SIGKILL');
    while (instance.child === child) await new Promise((r) => setTimeout(r, 20));
    return Number(/starting it again in (\d+) ms/.exec(logs.slice(seen).join('\n'))?.[1]);
  }
  try {
    await api.ready();
    assert.equal(await kill(), 1_000);
    // Killed again at once: it had not stayed up, the delay doubles.
    assert.equal(await kill(), 2_000);
    // Up and answering for longer than stableAfterMs: back to the first delay.
    await new Promise((r) => setTimeout(r, 1_200));
    assert.ok(await ask(port));
    assert.equal(await kill(), 1_000);
  } finally {
    api.kill();
  }
});
