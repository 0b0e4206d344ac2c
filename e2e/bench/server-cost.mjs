// What a page costs the site server, on a site that renders every request (no page cache):
// - render CPU: the site server's CPU time around each render (Server-Timing cpu;dur=, measured
//   with process.cpuUsage() in scripts/site-server/page-response.mjs), requests sent one after
//   another so the process does nothing else meanwhile: p50/p95, with the wall time beside it;
// - pages per second per core: autocannon for a few seconds at a few connections; the site
//   process's CPU seconds meanwhile (its /metrics, process_cpu_seconds_total: the site server
//   alone, the API is another process) over the wall time is the cores it kept busy, and the
//   pages answered per second are divided by them.
import { pagesPerCore, prometheusValue } from './figures.mjs';
import { requestsPerSecond, timeFirstBytes } from './http-timing.mjs';

const round1 = (v) => (Number.isFinite(v) ? Number(v.toFixed(1)) : 'n/a');

async function siteCpuSeconds(base) {
  const response = await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${base}/metrics answered ${response.status}`);
  const value = prometheusValue(await response.text(), 'process_cpu_seconds_total');
  if (value === null) throw new Error(`${base}/metrics has no process_cpu_seconds_total`);
  return value;
}

/** pages: [{ name, path, headers? }]. One row per page: render CPU and wall time, p50/p95. */
export async function measureRenderCpu(base, pages, { samples = 30 } = {}, problems = new Set()) {
  const rows = [];
  for (const page of pages) {
    const timing = await timeFirstBytes(`${base}${page.path}`, { samples, headers: page.headers });
    if (timing.statuses.some((s) => s !== 200)) problems.add(`render CPU ${page.name}: answered ${timing.statuses.join(', ')}`);
    if (!timing.cpu) problems.add(`render CPU ${page.name}: no cpu;dur= in Server-Timing (page cache on, not rendered, or a site server without it)`);
    rows.push({
      page: `${page.name} ${page.path}`,
      'render CPU ms p50': round1(timing.cpu?.p50),
      'render CPU ms p95': round1(timing.cpu?.p95),
      'render wall ms p50': round1(timing.render?.p50),
      'render wall ms p95': round1(timing.render?.p95),
      'TTFB ms p50': round1(timing.ttfb.p50),
      rendered: `${timing.cpu?.n ?? 0}/${samples}`,
      // Pages with a part left to the browser cost the server less: not the same page.
      incomplete: timing.incomplete,
    });
  }
  return rows;
}

/** One row per page: uncached pages per second and per core of the site process. */
export async function measurePagesPerCore(base, pages, { connections = 4, seconds = 10 } = {}, problems = new Set()) {
  const rows = [];
  for (const page of pages) {
    const url = `${base}${page.path}`;
    const cpuBefore = await siteCpuSeconds(base);
    const started = performance.now();
    const load = await requestsPerSecond(url, { connections, seconds, headers: page.headers });
    const wallSeconds = (performance.now() - started) / 1000;
    const cpuSeconds = (await siteCpuSeconds(base)) - cpuBefore;
    if (load.non2xx || load.errors) problems.add(`pages per core ${page.name}: ${load.non2xx} answers not 2xx, ${load.errors} errors`);
    const figures = pagesPerCore({ pages: load.ok, wallSeconds, cpuSeconds });
    rows.push({
      page: `${page.name} ${page.path}`,
      connections,
      'pages/s': round1(figures?.pagesPerSecond),
      'site cores used': figures ? Number(figures.cores.toFixed(2)) : 'n/a',
      'pages/s per core': round1(figures?.perCore),
      'latency ms p50': load.p50,
      'latency ms p99': load.p99,
      'not 2xx': load.non2xx + load.errors,
    });
  }
  return rows;
}
