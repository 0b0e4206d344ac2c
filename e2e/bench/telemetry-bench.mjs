#!/usr/bin/env node
// node e2e/bench/telemetry-bench.mjs — how many telemetry beacons one site server process takes
// on one core (issue 27's benchmark, the server side). Prints figures; asserts nothing.
//
// A child process serves only POST /telemetry and /metrics (the site's endpoint and registry:
// scripts/site-server/telemetry-endpoint.mjs, metrics.mjs), pinned to one core with taskset
// when there is one; this process (on another core when there is one) sends valid beacons with
// autocannon for TELEMETRY_BENCH_SECONDS, then prints beacons per second, p50/p99 latency, and
// whether /metrics counted every beacon that was answered 204. Loopback only.
//
// Environment: TELEMETRY_BENCH_SECONDS=10, TELEMETRY_BENCH_CONNECTIONS=32.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const SITE_SERVER = resolve(import.meta.dirname, '..', '..', 'scripts', 'site-server');
const positive = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
const seconds = Math.min(positive(process.env.TELEMETRY_BENCH_SECONDS, 10), 120);
const connections = Math.min(positive(process.env.TELEMETRY_BENCH_CONNECTIONS, 32), 256);

/** What the served versions are in the bench: every beacon's labels are known, so all of it is counted. */
const SERVED = { mf_catalog: ['0.3.0', '0.4.0'], mf_product: ['1.0.0'], mf_stores_content: ['1.2.0'] };
const ROUTE_TABLE = { routes: [{ id: 'home', path: '/' }], seName: { path: '/:seName', CATEGORY: { id: 'category', path: '/:seName' }, PRODUCT: { id: 'product', path: '/:seName' } } };
/** A page view as the shell sends it (two remotes, three vitals) with one error: a typical beacon. */
const BEACON = JSON.stringify({
  v: 1,
  events: [
    { t: 'view', route: 'category', remotes: { mf_catalog: '0.4.0', mf_product: '1.0.0' }, lcp: 1830, inp: 96, cls: 0.04 },
    { t: 'error', route: 'category', remote: 'mf_catalog', version: '0.4.0', kind: 'boundary' },
  ],
});

/** The child: the endpoint and /metrics on a fastify app laid out as main.mjs lays out the site. */
async function serve() {
  const { default: Fastify } = await import('fastify');
  const { default: fastifyRateLimit } = await import('@fastify/rate-limit');
  const { createSiteMetrics } = await import(join(SITE_SERVER, 'metrics.mjs'));
  const { registerTelemetry } = await import(join(SITE_SERVER, 'telemetry-endpoint.mjs'));
  const folder = mkdtempSync(join(tmpdir(), 'telemetry-bench-'));
  const routeTableFile = join(folder, 'route-table.json');
  writeFileSync(routeTableFile, JSON.stringify(ROUTE_TABLE));
  const app = Fastify({ logger: false });
  await app.register(fastifyRateLimit, { global: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const metrics = createSiteMetrics();
  // One client sends everything here: its budget is lifted, but the rate limit's check still runs.
  await registerTelemetry(app, { routeTableFile, telemetryRateLimit: Number.MAX_SAFE_INTEGER }, { metrics: metrics.telemetry, knownVersion: (fed, version) => SERVED[fed]?.includes(version) ?? false });
  app.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await metrics.text();
    return reply.header('content-type', contentType).send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
  const stop = async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const hasTaskset = () => spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;

/** The child server, on core 0 when taskset exists; resolves its port. */
function startChild(pinned) {
  const args = [process.execPath, import.meta.filename, '--serve'];
  const child = pinned ? spawn('taskset', ['-c', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] }) : spawn(args[0], args.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = new Promise((resolvePort, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => resolvePort(JSON.parse(line).port));
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before listening`)));
  });
  return { child, port };
}

/** The value of one series in Prometheus text ('name{labels}'), 0 when absent. */
function seriesValue(text, name, label) {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(label));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

async function bench() {
  const { default: autocannon } = await import('autocannon');
  const pinned = hasTaskset();
  const cores = availableParallelism();
  // The load generator on another core than the server, so they do not take turns on one.
  if (pinned && cores > 1) spawnSync('taskset', ['-cp', `1-${cores - 1}`, String(process.pid)], { stdio: 'ignore' });
  const { child, port } = startChild(pinned);
  try {
    const url = `http://127.0.0.1:${await port}`;
    // A short warm-up (JIT, connections), not counted below.
    await autocannon({ url: `${url}/telemetry`, method: 'POST', headers: { 'content-type': 'application/json' }, body: BEACON, connections, duration: 2 });
    const start = await (await fetch(`${url}/metrics`)).text();
    const before = seriesValue(start, 'site_telemetry_beacons_total', 'result="accepted"');
    const viewsBefore = seriesValue(start, 'site_rum_page_views_total', 'version="0.4.0"');
    const result = await autocannon({ url: `${url}/telemetry`, method: 'POST', headers: { 'content-type': 'application/json' }, body: BEACON, connections, duration: seconds });
    const text = await (await fetch(`${url}/metrics`)).text();
    const counted = seriesValue(text, 'site_telemetry_beacons_total', 'result="accepted"') - before;
    const accepted = result['2xx'];
    const perSecond = accepted / seconds;
    console.log(`telemetry endpoint, ${pinned ? 'server pinned to core 0' : 'server NOT pinned (no taskset)'}, ${connections} connections, ${seconds} s, beacon ${Buffer.byteLength(BEACON)} bytes (1 view of 2 remotes with LCP/INP/CLS + 1 error)`);
    console.log(`  beacons per second   ${Math.round(perSecond)} (answered 204: ${accepted}; other answers: ${result.non2xx}; errors: ${result.errors}; timeouts: ${result.timeouts})`);
    console.log(`  latency              p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    // autocannon stops with up to one request per connection in flight: the server counted those, the run did not.
    const inFlight = counted - accepted;
    const agrees = inFlight >= 0 && inFlight <= connections;
    console.log(`  /metrics counted     ${counted} accepted beacons: ${agrees ? `every beacon answered 204${inFlight ? `, and ${inFlight} in flight when the run stopped` : ''}` : `MISMATCH with the ${accepted} answered 204`}`);
    const views = seriesValue(text, 'site_rum_page_views_total', 'version="0.4.0"') - viewsBefore;
    console.log(`  page views counted   site_rum_page_views_total{remote="mf_catalog",version="0.4.0"} +${views} during the run`);
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[2] === '--serve') await serve();
else await bench();
