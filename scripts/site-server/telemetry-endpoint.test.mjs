// POST /telemetry (telemetry-endpoint.mjs): beacons counted into the site's series, and every
// refusal (413, 400, 415, 429) counted by result with nothing else counted; label values the
// server does not know dropped and counted by reason. On a bare fastify app laid out as main.mjs
// lays out the site (bodies passed as streams, @fastify/rate-limit with global: false), and once
// inside the whole site (test-site.mjs). node --test.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { createSiteMetrics } from './metrics.mjs';
import { checkBeacon, registerTelemetry, routeNamesOf, TELEMETRY_MAX_BYTES } from './telemetry-endpoint.mjs';
import { makeSite, TABLE } from './test-site.mjs';

/** The test site's route table with the route names (ids) the shell's beacons carry. */
const TABLE_WITH_NAMES = {
  ...TABLE,
  routes: [
    { id: 'home', path: '/', remote: 'mf_stores_content', module: './HomePage', access: 'all' },
    { id: 'search', path: '/arama', remote: 'mf_catalog', module: './SearchPage', access: 'all' },
  ],
  seName: { path: '/:seName', CATEGORY: { id: 'category', path: '/:seName', remote: 'mf_catalog' }, PRODUCT: { id: 'product', path: '/:seName', remote: 'mf_product' } },
};
/** What this server serves now: the live catalog 0.3.0 and its canary 0.4.0, the live product 1.0.0. */
const SERVED = { mf_catalog: ['0.3.0', '0.4.0'], mf_product: ['1.0.0'] };
const knownVersion = (fed, version) => SERVED[fed]?.includes(version) ?? false;

const folder = mkdtempSync(join(tmpdir(), 'telemetry-endpoint-test-'));
const routeTableFile = join(folder, 'route-table.json');
writeFileSync(routeTableFile, JSON.stringify(TABLE_WITH_NAMES));
after(() => rmSync(folder, { recursive: true, force: true }));

/** A fastify app with only the endpoint, as main.mjs sets the site up around it. */
async function bareApp(settings = {}) {
  const app = Fastify({ logger: false });
  await app.register(fastifyRateLimit, { global: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const metrics = createSiteMetrics();
  const logs = [];
  await registerTelemetry(app, { routeTableFile, ...settings }, { metrics: metrics.telemetry, knownVersion, log: (m) => logs.push(m) });
  return { app, metrics, logs };
}

/** The summed values of a registry's series by name (a histogram's _bucket, _sum, _count too) and labels; 0 when absent. */
async function valueOf(metrics, name, labels = {}) {
  const base = name.replace(/_(bucket|sum|count)$/, '');
  const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name || (m.type === 'histogram' && m.name === base));
  const matching = (metric?.values ?? []).filter((v) => (v.metricName ?? name) === name && Object.entries(labels).every(([k, want]) => v.labels[k] === want));
  return matching.reduce((sum, v) => sum + v.value, 0);
}
/** Every RUM series summed: what was counted from beacons at all. */
async function rumTotal(metrics) {
  let total = 0;
  for (const name of ['site_rum_page_views_total', 'site_rum_page_views_by_route_total', 'site_rum_errors_total']) total += await valueOf(metrics, name);
  for (const name of ['site_rum_lcp_seconds', 'site_rum_inp_seconds', 'site_rum_cls']) total += await valueOf(metrics, `${name}_count`);
  return total;
}

const VIEW = { t: 'view', route: 'category', remotes: { mf_catalog: '0.4.0', mf_product: '1.0.0' }, lcp: 1800, inp: 120, cls: 0.05 };
const ERROR = { t: 'error', route: 'category', remote: 'mf_catalog', version: '0.4.0', kind: 'boundary' };
const beacon = (events) => JSON.stringify({ v: 1, events });
const post = (app, payload, { type = 'application/json', headers = {}, remoteAddress } = {}) =>
  app.inject({ method: 'POST', url: '/telemetry', payload, headers: { 'content-type': type, ...headers }, ...(remoteAddress ? { remoteAddress } : {}) });

let bare;
before(async () => {
  bare = await bareApp();
});
after(() => bare?.app.close());

test('a valid beacon answers 204, no-store, and counts each remote version on the page', async () => {
  const { app, metrics } = await bareApp();
  const res = await post(app, beacon([VIEW, VIEW, ERROR]));
  assert.equal(res.statusCode, 204);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.equal(await valueOf(metrics, 'site_rum_page_views_total', { remote: 'mf_catalog', version: '0.4.0' }), 2);
  assert.equal(await valueOf(metrics, 'site_rum_page_views_total', { remote: 'mf_product', version: '1.0.0' }), 2);
  assert.equal(await valueOf(metrics, 'site_rum_page_views_by_route_total', { route: 'category' }), 2);
  assert.equal(await valueOf(metrics, 'site_rum_errors_total', { remote: 'mf_catalog', version: '0.4.0', kind: 'boundary' }), 1);
  // LCP 1800 ms is 1.8 s: in the 2 s bucket, not in the 1.5 s one; INP 120 ms is 0.12 s.
  assert.equal(await valueOf(metrics, 'site_rum_lcp_seconds_bucket', { remote: 'mf_catalog', version: '0.4.0', le: 2 }), 2);
  assert.equal(await valueOf(metrics, 'site_rum_lcp_seconds_bucket', { remote: 'mf_catalog', version: '0.4.0', le: 1.5 }), 0);
  assert.equal(await valueOf(metrics, 'site_rum_inp_seconds_sum', { remote: 'mf_product', version: '1.0.0' }), 0.24);
  assert.equal(await valueOf(metrics, 'site_rum_cls_count', { remote: 'mf_catalog', version: '0.4.0' }), 2);
  assert.equal(await valueOf(metrics, 'site_telemetry_beacons_total', { result: 'accepted' }), 1);
  await app.close();
});

test('a beacon sent as a string (text/plain;charset=UTF-8) is taken too; vitals are optional', async () => {
  const { app, metrics } = await bareApp();
  const res = await post(app, beacon([{ t: 'view', route: 'home', remotes: { mf_catalog: '0.3.0' } }]), { type: 'text/plain;charset=UTF-8' });
  assert.equal(res.statusCode, 204);
  assert.equal(await valueOf(metrics, 'site_rum_page_views_total', { remote: 'mf_catalog', version: '0.3.0' }), 1);
  assert.equal(await valueOf(metrics, 'site_rum_lcp_seconds_count'), 0, 'no vital, no observation');
  await app.close();
});

test(`over ${TELEMETRY_MAX_BYTES} bytes: 413, nothing counted`, async () => {
  const { app, metrics } = await bareApp();
  const big = beacon([{ ...VIEW, padding: 'x'.repeat(TELEMETRY_MAX_BYTES) }]);
  const res = await post(app, big);
  assert.equal(res.statusCode, 413);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.equal(await valueOf(metrics, 'site_telemetry_beacons_total', { result: 'too_large' }), 1);
  assert.equal(await rumTotal(metrics), 0);
  await app.close();
});

// The timeout only ends a hang (a server waiting for a body it should have refused): no timing is asserted.
test('a body without Content-Length is refused at the limit, without waiting for the rest of it', { timeout: 20_000 }, async () => {
  const { app, metrics } = await bareApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  // Chunked: the first 8 kB are sent, the rest would be a megabyte more, sent only if no answer came.
  const status = await new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/telemetry', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
      res.resume();
      resolve(res.statusCode);
      req.destroy();
    });
    req.on('error', (err) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? null : reject(err)));
    req.write('{"v":1,"events":[');
    req.write('x'.repeat(8 * 1024));
  });
  assert.equal(status, 413);
  assert.equal(await valueOf(metrics, 'site_telemetry_beacons_total', { result: 'too_large' }), 1);
  await app.close();
});

test('malformed JSON or a body of another shape: 400, the whole beacon refused, nothing counted', async () => {
  const { app, metrics } = await bareApp();
  const bodies = [
    '{"v":1,"events":[',
    '',
    'null',
    JSON.stringify({ v: 2, events: [VIEW] }),
    JSON.stringify({ v: 1, events: Array.from({ length: 21 }, () => ({ t: 'view', route: 'home', remotes: {} })) }),
    // One good event and one bad one: nothing of either is counted.
    beacon([VIEW, { ...ERROR, kind: 'fatal' }]),
    beacon([VIEW, { ...VIEW, lcp: -1 }]),
    beacon([{ ...VIEW, lcp: 'fast' }]),
    beacon([{ ...VIEW, inp: 120_001 }]),
    beacon([{ ...VIEW, cls: Number.MAX_VALUE }]),
    beacon([{ ...VIEW, route: '/kolye' }]),
    beacon([{ ...VIEW, remotes: { mf_catalog: '../0.4.0' } }]),
    beacon([{ ...VIEW, remotes: ['mf_catalog'] }]),
    beacon([{ t: 'click', route: 'home' }]),
    beacon([]),
    // Nothing rides along that the contract does not name (a message, an address).
    beacon([{ ...ERROR, message: 'TypeError at /hesabim' }]),
    JSON.stringify({ v: 1, events: [VIEW], user: 'someone' }),
    beacon([{ ...VIEW, remotes: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`mf_r${i}`, '1.0.0'])) }]),
  ];
  for (const body of bodies) {
    const res = await post(app, body);
    assert.equal(res.statusCode, 400, `${body.slice(0, 60)} answers 400`);
    assert.equal(res.headers['cache-control'], 'no-store');
  }
  assert.equal(await valueOf(metrics, 'site_telemetry_beacons_total', { result: 'malformed' }), bodies.length);
  assert.equal(await valueOf(metrics, 'site_telemetry_beacons_total', { result: 'accepted' }), 0);
  assert.equal(await rumTotal(metrics), 0);
  await app.close();
});

test('another content type: 415, nothing counted', async () => {
  const { app, metrics } = await bareApp();
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/csp-report']) {
    const res = await post(app, beacon([VIEW]), { type });
    assert.equal(res.statusCode, 415, type);
    assert.equal(res.headers['cache-control'], 'no-store');
  }
  assert.equal(await valueOf(metrics, 'site_telemetry_beacons_total', { result: 'unsupported_type' }), 3);
  assert.equal(await rumTotal(metrics), 0);
  await app.close();
});

test('past the client\'s budget: 429 with Retry-After, other clients still counted', async () => {
  const { app, metrics } = await bareApp({ telemetryRateLimit: 3 });
  const from = (remoteAddress) => post(app, beacon([{ t: 'view', route: 'home', remotes: { mf_product: '1.0.0' } }]), { remoteAddress });
  for (let i = 0; i < 3; i += 1) assert.equal((await from('198.51.100.7')).statusCode, 204);
  const refused = await from('198.51.100.7');
  assert.equal(refused.statusCode, 429);
  assert.ok(refused.headers['retry-after'], 'says when to come back');
  assert.equal(refused.headers['cache-control'], 'no-store');
  assert.equal((await from('203.0.113.9')).statusCode, 204, 'another client has its own budget');
  assert.equal(await valueOf(metrics, 'site_telemetry_beacons_total', { result: 'rate_limited' }), 1);
  assert.equal(await valueOf(metrics, 'site_rum_page_views_total', { remote: 'mf_product', version: '1.0.0' }), 4);
  await app.close();
});

test('a route, remote or version the server does not know is dropped and counted by reason', async () => {
  const { app, metrics } = await bareApp();
  const res = await post(
    app,
    beacon([
      // An invented route: the view still counts for its remotes, not by route.
      { t: 'view', route: 'madeUp', remotes: { mf_catalog: '0.3.0' }, lcp: 900 },
      // An unknown remote and an unknown version: those parts only.
      { t: 'view', route: 'search', remotes: { mf_catalog: '9.9.9', mf_evil: '1.0.0', mf_product: '1.0.0' } },
      { t: 'error', route: 'home', remote: 'mf_catalog', version: '0.0.1-invented', kind: 'load' },
      { t: 'error', route: 'home', remote: 'mf_nobody', version: '0.3.0', kind: 'uncaught' },
    ]),
  );
  assert.equal(res.statusCode, 204, 'the beacon itself was well-formed');
  assert.equal(await valueOf(metrics, 'site_telemetry_events_dropped_total', { reason: 'unknown_route' }), 1);
  assert.equal(await valueOf(metrics, 'site_telemetry_events_dropped_total', { reason: 'unknown_remote' }), 2);
  assert.equal(await valueOf(metrics, 'site_telemetry_events_dropped_total', { reason: 'unknown_version' }), 2);
  assert.equal(await valueOf(metrics, 'site_rum_page_views_total', { remote: 'mf_catalog', version: '0.3.0' }), 1);
  assert.equal(await valueOf(metrics, 'site_rum_page_views_total', { remote: 'mf_product', version: '1.0.0' }), 1);
  assert.equal(await valueOf(metrics, 'site_rum_page_views_by_route_total', { route: 'search' }), 1);
  assert.equal(await valueOf(metrics, 'site_rum_errors_total'), 0);
  const text = await metrics.registry.metrics();
  for (const invented of ['madeUp', '9.9.9', 'mf_evil', '0.0.1-invented', 'mf_nobody']) assert.ok(!text.includes(invented), `${invented} makes no series`);
  await app.close();
});

test('a version check that throws counts as an unknown version, never a 500', async () => {
  const app = Fastify({ logger: false });
  await app.register(fastifyRateLimit, { global: false });
  const metrics = createSiteMetrics();
  await registerTelemetry(app, { routeTableFile }, { metrics: metrics.telemetry, knownVersion: () => { throw new Error('store gone'); } });
  const res = await post(app, beacon([VIEW]));
  assert.equal(res.statusCode, 204);
  assert.equal(await valueOf(metrics, 'site_telemetry_events_dropped_total', { reason: 'unknown_version' }), 2);
  await app.close();
});

test('registerTelemetry refuses to start without its parts', async () => {
  const app = Fastify({ logger: false });
  const metrics = createSiteMetrics();
  await assert.rejects(registerTelemetry(app, { routeTableFile }, { metrics: metrics.telemetry }), /knownVersion/);
  await assert.rejects(registerTelemetry(app, { routeTableFile }, { metrics: metrics.telemetry, knownVersion }), /rate-limit/);
  await app.close();
});

test('route names are the table\'s ids, the seName routes\' ids and \'other\' (the not-found page)', () => {
  assert.deepEqual([...routeNamesOf(TABLE_WITH_NAMES)].sort(), ['category', 'home', 'other', 'product', 'search']);
  assert.deepEqual([...routeNamesOf(TABLE)], ['other'], 'a table without ids names no route of its own');
  assert.deepEqual([...routeNamesOf(null)], ['other']);
});

test('checkBeacon names what is wrong, as strictly as the contract\'s schema', () => {
  assert.deepEqual(checkBeacon({ v: 1, events: [VIEW, ERROR] }), { events: [VIEW, ERROR] });
  assert.match(checkBeacon({ v: 1, events: [VIEW], sentAt: 1 }).problem, /sentAt/);
  assert.match(checkBeacon({ v: 1, events: [{ ...VIEW, url: '/hesabim?email=a@b.c' }] }).problem, /events\[0\] has a field .*: url/);
  assert.match(checkBeacon({ v: 1, events: [] }).problem, /events/);
  assert.match(checkBeacon({ v: 1, events: [{ ...ERROR, remote: 'Bad Name' }] }).problem, /events\[0\]\.remote/);
  assert.match(checkBeacon([]).problem, /not an object/);
});

test('in the whole site (main.mjs wires the endpoint): beacons counted, shown at /metrics beside the render time and page cache series', async () => {
  const site = await makeSite();
  try {
    writeFileSync(site.settings.routeTableFile, JSON.stringify(TABLE_WITH_NAMES));
    // The test site has mf-catalog 0.1.0 on disk, nothing else: 0.4.0 and mf-product are unknown there.
    const onDisk = { t: 'view', route: 'category', remotes: { mf_catalog: '0.1.0', mf_product: '1.0.0' }, lcp: 1800, inp: 120, cls: 0.05 };
    const error = { t: 'error', route: 'category', remote: 'mf_catalog', version: '0.1.0', kind: 'boundary' };
    assert.equal((await post(site.app, beacon([onDisk, error, ERROR]))).statusCode, 204);
    assert.equal((await post(site.app, '{', {})).statusCode, 400);
    assert.equal((await post(site.app, 'x'.repeat(TELEMETRY_MAX_BYTES + 1))).statusCode, 413);
    assert.equal((await post(site.app, beacon([onDisk]), { type: 'application/x-www-form-urlencoded' })).statusCode, 415);
    await site.app.inject({ method: 'GET', url: '/login' });
    const { body } = await site.app.inject({ method: 'GET', url: '/metrics' });
    assert.match(body, /site_rum_page_views_total\{remote="mf_catalog",version="0\.1\.0",service="site"\} 1/);
    assert.match(body, /site_rum_page_views_by_route_total\{route="category",service="site"\} 1/);
    assert.match(body, /site_rum_errors_total\{remote="mf_catalog",version="0\.1\.0",kind="boundary",service="site"\} 1/);
    assert.match(body, /site_rum_lcp_seconds_bucket\{le="2",service="site",remote="mf_catalog",version="0\.1\.0"\} 1/);
    assert.match(body, /site_rum_inp_seconds_count\{service="site",remote="mf_catalog",version="0\.1\.0"\} 1/);
    assert.match(body, /site_rum_cls_sum\{service="site",remote="mf_catalog",version="0\.1\.0"\} 0\.05/);
    assert.match(body, /site_telemetry_beacons_total\{result="accepted",service="site"\} 1/);
    assert.match(body, /site_telemetry_beacons_total\{result="malformed",service="site"\} 1/);
    assert.match(body, /site_telemetry_beacons_total\{result="too_large",service="site"\} 1/);
    assert.match(body, /site_telemetry_beacons_total\{result="unsupported_type",service="site"\} 1/);
    assert.match(body, /site_telemetry_events_dropped_total\{reason="unknown_version",service="site"\} 2/);
    assert.doesNotMatch(body, /version="(0\.4\.0|1\.0\.0)"/, 'versions not on this server make no series');
    assert.match(body, /# TYPE site_page_render_seconds histogram/);
    assert.match(body, /# TYPE site_page_cache_total counter/);
    // The beacons are counted as requests under their own label, not as page addresses.
    assert.match(body, /site_http_requests_total\{route="telemetry",method="POST",status="204",service="site"\} 1/);
  } finally {
    await site.close();
  }
});
