#!/usr/bin/env node
// npm run bench:flood — a normal page's response time while one anonymous client floods the
// site with URLs no earlier request asked for (issue 21, "a render flood"). Prints figures;
// asserts nothing. Loopback only, bounded in connections and time.
//
// 1. quiet: the normal page one request after another on one connection for FLOOD_SECONDS;
//    (visitor and attacker are two clients: two X-Forwarded-For addresses through loopback)
// 2. flood: the same, while autocannon sends FLOOD_CONNECTIONS connections of unique URLs for
//    FLOOD_SECONDS: new query strings and filter combinations on a listing, unknown
//    single-segment and multi-segment paths, tracking parameters (each request a new address);
// then p50/p95 of the normal page in both phases, their ratio, and what the flood was answered
// (statuses, requests per second).
//
// Environment:
//   FLOOD_URL=http://localhost:3650  measure this running site (loopback only), else one is
//                                     started on BENCH_PORT (3400; API on +1000, database in
//                                     e2e/.data/bench-<port>) and stopped afterwards
//   FLOOD_PAGE=/kolye                 the normal page
//   FLOOD_CONNECTIONS=16, FLOOD_SECONDS=15
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { isLoopback, startSite } from './bench-site.mjs';
import { percentile } from './http-timing.mjs';

const positive = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
const connections = Math.min(positive(process.env.FLOOD_CONNECTIONS, 16), 64);
const seconds = Math.min(positive(process.env.FLOOD_SECONDS, 15), 120);
const page = process.env.FLOOD_PAGE ?? '/kolye';
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html', 'user-agent': 'storefront-flood-bench' };
// Two clients, as the site tells them apart behind a proxy it trusts (loopback by default): the
// visitor of the normal page and the one flooding.
const VISITOR = { ...HEADERS, 'x-forwarded-for': '198.51.100.7' };
const ATTACKER = { ...HEADERS, 'x-forwarded-for': '203.0.113.66' };

/** The flood's addresses: each call a new one, cycling through the kinds an attacker varies. */
export function floodPath(n) {
  const kinds = [
    () => `/kolye?x${n}=${n}`,
    () => `/kolye?metal=m${n}`,
    () => `/kolye?pagenumber=${(n % 4) + 1}&orderBy=${n % 6}&renk=r${n}`,
    () => `/yok-${n}`,
    () => `/a/b-${n}`,
    () => `/altin-kolye?utm_source=s${n}&gclid=${n}`,
    () => `/arama?q=kolye${n}`,
  ];
  return kinds[n % kinds.length]();
}

function timeOne(agent, url) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: VISITOR }, (res) => {
      res.resume();
      res.on('end', () => resolvePromise({ status: res.statusCode, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer in 30 s: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

/** The normal page, one request after another, until `until` resolves. */
async function sample(url, until) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  const statuses = {};
  let done = false;
  until.then(() => (done = true));
  try {
    while (!done) {
      const { status, ms } = await timeOne(agent, url);
      statuses[status] = (statuses[status] ?? 0) + 1;
      times.push(ms);
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, statuses };
}

function flood(base) {
  let n = Math.floor(Math.random() * 1e6);
  return new Promise((resolvePromise, reject) => {
    const statuses = {};
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 30,
        headers: ATTACKER,
        requests: [{ setupRequest: (req) => ({ ...req, path: floodPath(n++) }) }],
      },
      (err, result) => (err ? reject(err) : resolvePromise({ result, statuses })),
    );
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms) => `${ms.toFixed(0)} ms`;

async function main() {
  let site = null;
  let base = process.env.FLOOD_URL;
  if (!base) {
    site = await startSite(Number(process.env.BENCH_PORT ?? 3400));
    base = site.base;
  }
  if (!isLoopback(base)) throw new Error(`bench:flood sends load to loopback addresses only, not ${base}`);
  try {
    const url = `${base}${page}`;
    // Warm: the page rendered once and its remotes loaded.
    await sample(url, wait(2_000));
    const quiet = await sample(url, wait(seconds * 1000));
    const attack = flood(base);
    const during = await sample(url, attack);
    const { result, statuses } = await attack;
    console.log(`\nbench:flood  ${url}  (${connections} connections of unique URLs for ${seconds} s)\n`);
    console.log('              p50        p95        requests  statuses');
    console.log(`quiet         ${fmt(quiet.p50).padEnd(10)} ${fmt(quiet.p95).padEnd(10)} ${String(quiet.n).padEnd(9)} ${JSON.stringify(quiet.statuses)}`);
    console.log(`during flood  ${fmt(during.p50).padEnd(10)} ${fmt(during.p95).padEnd(10)} ${String(during.n).padEnd(9)} ${JSON.stringify(during.statuses)}`);
    console.log(`\np95 during flood / quiet: ${(during.p95 / quiet.p95).toFixed(2)}x (target: within 2x)`);
    console.log(`flood: ${(result.requests.total / (result.duration || seconds)).toFixed(0)} requests/s, p95 ${result.latency.p97_5 ?? '?'} ms (p97.5), statuses ${JSON.stringify(statuses)}, errors ${result.errors}, timeouts ${result.timeouts}`);
  } finally {
    await site?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
