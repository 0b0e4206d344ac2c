// Page responses over HTTP, without a browser: time to first byte and the server's render time
// (its Server-Timing header) one request after another on one connection, and requests per
// second under concurrent load (autocannon, bounded in connections and time). Anonymous
// requests that accept br/gzip, as a first visit from a browser or a CDN's fetch is.
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { timingDuration } from './figures.mjs';

const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html', 'user-agent': 'storefront-web-bench' };

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
};

/** render;dur=12.3 of a Server-Timing header, else null. */
export function renderDuration(serverTiming) {
  return timingDuration(serverTiming, 'render');
}

function timeOne(agent, url, headers) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: { ...HEADERS, ...headers } }, (res) => {
      const ttfbMs = performance.now() - started;
      const renderMs = renderDuration(res.headers['server-timing']);
      // The render's CPU time in the site server (cpu;dur=), on a page rendered for this request.
      const cpuMs = timingDuration(res.headers['server-timing'], 'cpu');
      res.resume();
      // A page with a part left to the browser (a remote over its budget, a failed query).
      const incomplete = /(?:^|,)\s*incomplete\s*(?:,|$)/.test(String(res.headers['server-timing'] ?? ''));
      res.on('end', () => resolvePromise({ status: res.statusCode, ttfbMs, renderMs, cpuMs, incomplete }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer in 30 s: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * samples requests one after another on one kept-alive connection, after warmup unmeasured
 * ones: { ttfb: {p50, p95, n}, render: {p50, p95, n} | null (no Server-Timing), cpu: the same
 * for the render's CPU time | null, incomplete (pages with a part left to the browser), statuses }. headers: added to each request (a login cookie).
 */
export async function timeFirstBytes(url, { samples = 50, warmup = 3, headers = {} } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const ttfb = [];
  const render = [];
  const cpu = [];
  const statuses = new Set();
  let incomplete = 0;
  try {
    for (let i = 0; i < warmup + samples; i++) {
      const result = await timeOne(agent, url, headers);
      if (i < warmup) continue;
      statuses.add(result.status);
      if (result.incomplete) incomplete += 1;
      ttfb.push(result.ttfbMs);
      if (result.renderMs !== null) render.push(result.renderMs);
      if (result.cpuMs !== null) cpu.push(result.cpuMs);
    }
  } finally {
    agent.destroy();
  }
  return { ttfb: summary(ttfb), render: render.length ? summary(render) : null, cpu: cpu.length ? summary(cpu) : null, incomplete, statuses: [...statuses] };
}

/** autocannon on one URL: { rps, ok (2xx answers), seconds, p50, p99, non2xx, errors } (latencies in ms). */
export function requestsPerSecond(url, { connections = 20, seconds = 10, headers = {} } = {}) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, connections, duration: seconds, timeout: 30, headers: { ...HEADERS, ...headers } }, (err, result) => {
      if (err) return reject(err);
      resolvePromise({
        rps: result.requests.total / (result.duration || seconds),
        ok: result['2xx'],
        seconds: result.duration || seconds,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}
