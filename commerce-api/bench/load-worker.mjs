// Load generator of the API benchmark, in a worker thread so it does not share the event loop
// with the server under test. Runs one autocannon scenario and posts back latency percentiles
// (computed from every response time, since autocannon reports no p95) and requests/s.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, duration, method, headers, items, keepTimes } = workerData;
// items: [{ path, body? }]; each request takes the next one, round-robin.
let next = 0;
const times = [];

const instance = autocannon({
  url,
  connections,
  duration,
  requests: [
    {
      method,
      headers,
      setupRequest(req) {
        const item = items[next++ % items.length];
        return { ...req, path: item.path, body: item.body };
      },
    },
  ],
});
instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
instance.on('done', (result) => {
  times.sort((a, b) => a - b);
  const pct = (p) => (times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] : NaN);
  parentPort.postMessage({
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    rps: times.length / (result.duration || duration),
    total: result.requests.total,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    // Requests sent, and how many of them had a URL (and body) of their own.
    sent: next,
    distinct: Math.min(next, items.length),
    // Every response time, when several workers' figures are merged (scale-out rows).
    ...(keepTimes ? { times } : {}),
  });
});
