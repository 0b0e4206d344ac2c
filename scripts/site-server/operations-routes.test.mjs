// What supervisors, balancers and Prometheus ask a site server (operations-routes.mjs, metrics.mjs,
// request-context.mjs): /health, /ready turning 503 until the remotes are loaded, /metrics
// counting requests by route and page cache use, and the request id taken from nginx (or made)
// and sent back. node --test.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeSite } from './test-site.mjs';

let site;
before(async () => {
  site = await makeSite({ env: { SSR: 'on' } });
});
after(() => site?.close());

const ask = (url, headers = {}) => site.app.inject({ method: 'GET', url, headers });

test('/health answers at once; /ready only once the remotes are loaded', async () => {
  assert.equal((await ask('/health')).statusCode, 200);
  const starting = await ask('/ready');
  assert.equal(starting.statusCode, 503);
  assert.equal(starting.json().status, 'starting');
  assert.equal(starting.json().api, false, 'no API answers on the test port');
  site.app.markPrepared();
  assert.equal((await ask('/ready')).statusCode, 200);
});

test('every answer carries a request id: nginx\'s when it looks like one, else a new one', async () => {
  const given = await ask('/health', { 'x-request-id': 'nginx-4f2a9c' });
  assert.equal(given.headers['x-request-id'], 'nginx-4f2a9c');
  const forged = await ask('/health', { 'x-request-id': 'bad id\u0000with spaces' });
  assert.match(forged.headers['x-request-id'], /^[0-9a-f-]{36}$/);
  const none = await ask('/health');
  assert.match(none.headers['x-request-id'], /^[0-9a-f-]{36}$/);
  assert.notEqual(none.headers['x-request-id'], forged.headers['x-request-id']);
});

test('/metrics counts requests by route (never the raw path) and the process\'s own figures', async () => {
  await ask('/login');
  await ask('/no-such-page-1');
  await ask('/no-such-page-2');
  await ask('/main.0123abcd.js');
  const metrics = await ask('/metrics');
  assert.equal(metrics.statusCode, 200);
  assert.match(metrics.headers['content-type'], /^text\/plain/);
  const text = metrics.body;
  assert.match(text, /site_http_requests_total\{route="\/login",method="GET",status="\d+",service="site"\} 1/);
  assert.match(text, /site_http_requests_total\{route="slug",method="GET",status="\d+",service="site"\} 2/, 'both unknown addresses under one label');
  assert.match(text, /site_http_requests_total\{route="static",method="GET",status="200",service="site"\} 1/);
  assert.match(text, /site_http_request_duration_seconds_bucket\{le="0\.1",service="site",route="health"\} \d+/);
  assert.match(text, /process_cpu_seconds_total/);
  assert.doesNotMatch(text, /no-such-page/);
});

test('a server without server rendering is ready at once', async () => {
  const other = await makeSite({ env: { SSR: 'off' } });
  try {
    assert.equal((await other.app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);
  } finally {
    await other.close();
  }
});
