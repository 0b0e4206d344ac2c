// The one API process `npm start` runs beside the site (api-process.mjs), on a stand-in API
// build: started on API_PORT, waited for until its /ready answers, an exit before that named;
// API_INSTANCES is refused with what to do instead. node --test.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiEntry, apiSettingsProblem, startApi, waitForApi } from './api-process.mjs';
import { siteSettings } from './settings.mjs';
import { freePort } from './test-site.mjs';

/** A stand-in build of commerce-api: /ready answers 503 twice, then 200 with its port. */
const FAKE_API = `import { createServer } from 'node:http';
if (process.env.FAIL_AT_START === 'on') process.exit(3);
let asked = 0;
createServer((req, res) => { req.resume(); const ready = req.url !== '/ready' || ++asked > 2; res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }); res.end(JSON.stringify({ port: process.env.PORT, asked })); }).listen(Number(process.env.PORT), '127.0.0.1');
`;

const roots = [];
function fakeRoot({ built = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'api-process-test-'));
  if (built) {
    mkdirSync(join(root, 'commerce-api', 'dist', 'server'), { recursive: true });
    writeFileSync(join(root, 'commerce-api', 'dist', 'server', 'main.js'), FAKE_API);
  }
  roots.push(root);
  return root;
}
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

test('the API beside the site starts on API_PORT and is waited for until /ready answers 200', async () => {
  const port = await freePort();
  const settings = siteSettings({ API_PORT: String(port) }, fakeRoot());
  assert.equal(settings.apiUrl, `http://127.0.0.1:${port}`);
  const child = startApi(settings);
  try {
    await waitForApi(settings.apiUrl, child, 10_000);
    const answer = await (await fetch(`${settings.apiUrl}/ready`)).json();
    assert.equal(answer.port, String(port));
    assert.ok(answer.asked > 2, 'it was asked until it was ready');
  } finally {
    child.kill();
  }
});

test('an API that exits before it is ready is named', async () => {
  const settings = siteSettings({ API_PORT: String(await freePort()) }, fakeRoot());
  process.env.FAIL_AT_START = 'on';
  const child = startApi(settings);
  delete process.env.FAIL_AT_START;
  await assert.rejects(waitForApi(settings.apiUrl, child, 10_000), /exited before it was ready \(code 3\)/);
});

test('an unbuilt API and API_INSTANCES are refused with what to do', () => {
  assert.equal(apiEntry(siteSettings({}, fakeRoot({ built: false }))), null);
  assert.match(apiSettingsProblem(siteSettings({ API_INSTANCES: '2' })), /API_INSTANCES is no longer read.*npm run serve:api.*nginx/s);
  assert.equal(apiSettingsProblem(siteSettings({})), null);
  assert.equal(siteSettings({ API_URL: 'http://127.0.0.1:8081/' }).apiUrl, 'http://127.0.0.1:8081');
});
