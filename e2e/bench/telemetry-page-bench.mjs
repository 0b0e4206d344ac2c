#!/usr/bin/env node
// node e2e/bench/telemetry-page-bench.mjs — what the browser telemetry (issue 27) costs a page:
// the same loads with the visitor's analytics consent refused (OFF: no reporter) and given (ON:
// the telemetry chunk with web-vitals loads after load+idle and sends a beacon when the page goes
// away). Prints medians per page and variant and the ON−OFF differences; asserts nothing.
//
// Per load (a fresh browser context, so nothing is cached; a mobile viewport): wait for load, in
// ON also for the telemetry chunk, then 3 s in both; read CDP Performance.getMetrics (main-thread
// ScriptDuration/TaskDuration), then go to about:blank so the page hides and sends its beacon.
// Beacons are counted twice: the page's sendBeacon calls to /telemetry, and the site's
// site_telemetry_beacons_total{result="accepted"} in /metrics before and after. (The beacon leaves
// while the page unloads: neither page.on('request'), context.route nor the page's CDP Network
// domain report it, and an exposed binding is not delivered then, so a wrapper of sendBeacon
// tallies it in a cookie, which the context's cookie store still has afterwards.)
//
// Environment: BENCH_PORT=3450 (the site; its API on +1000, its database in e2e/.data/bench-<port>),
// BENCH_RUNS=5 (loads per page and variant), CHROMIUM_PATH=/usr/bin/chromium.
import { chromium, devices } from 'playwright-core';
import { startSite } from './bench-site.mjs';

const positive = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
const port = positive(process.env.BENCH_PORT, 3450);
const runs = positive(process.env.BENCH_RUNS, 5);
const SETTLE_MS = 3_000;
const CHUNK_TIMEOUT_MS = 15_000;
const VARIANTS = [
  { name: 'OFF', consent: 'v1.a0.m0' },
  { name: 'ON', consent: 'v1.a1.m0' },
];
const isTelemetryChunk = (url) => /\/telemetry\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
const BEACON_TALLY = 'bench_beacons';

/** In every page: sendBeacon to /telemetry, tallied (when the browser queued it) in a session cookie. */
function tallyBeacons(cookieName) {
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    const queued = send(url, data);
    if (queued && new URL(url, location.href).pathname === '/telemetry') {
      const count = Number(new RegExp(`(?:^|; )${cookieName}=(\\d+)`).exec(document.cookie)?.[1] ?? 0);
      document.cookie = `${cookieName}=${count + 1}; path=/`;
    }
    return queued;
  };
}

/** A category and a product page, found through the API as web-bench.mjs finds them. */
async function pickPages(base) {
  const listing = await fetch(`${base}/Catalog/CategoryV2?categoryId=12&PageSize=48&language=tr&country=tr`).then((r) => r.json());
  const category = listing?.seName ?? listing?.data?.seName;
  const product = (listing?.products ?? listing?.data?.products ?? [])[0]?.seName;
  const pages = [{ name: 'home', path: '/' }];
  if (category) pages.push({ name: 'category', path: `/${category}` });
  if (product) pages.push({ name: 'product', path: `/${product}` });
  if (!category || !product) console.warn('could not find a category/product through /Catalog/CategoryV2?categoryId=12: measuring what was found');
  return pages;
}

async function acceptedBeacons(base) {
  const text = await fetch(`${base}/metrics`).then((r) => r.text());
  const line = text.split('\n').find((l) => l.startsWith('site_telemetry_beacons_total{') && l.includes('result="accepted"'));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** One load in a fresh context: main-thread time, JS bytes (all, before load, the telemetry chunk), beacons sent. */
async function measureLoad(browser, url, variant) {
  const context = await browser.newContext({ ...devices['Pixel 5'] });
  try {
    await context.addCookies([{ name: 'cookie_consent', value: variant.consent, url }]);
    await context.addInitScript(tallyBeacons, BEACON_TALLY);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // CDP's own network view: encoded (compressed, as transferred) sizes and one clock with the load event.
    const requests = new Map();
    let loadEventAt = Infinity;
    cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type, at: e.timestamp, bytes: 0 }));
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.bytes = e.encodedDataLength;
    });
    cdp.on('Page.loadEventFired', (e) => {
      loadEventAt = Math.min(loadEventAt, e.timestamp);
    });
    await Promise.all([cdp.send('Network.enable'), cdp.send('Page.enable'), cdp.send('Performance.enable')]);
    const chunkLoaded = variant.name === 'ON' ? page.waitForResponse((r) => isTelemetryChunk(r.url()), { timeout: CHUNK_TIMEOUT_MS }).then(() => true, () => false) : null;
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await chunkLoaded;
    // Both variants settle as long, so the main-thread time covers the same stretch after load.
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
    const scripts = [...requests.values()].filter((r) => r.type === 'Script');
    const figures = {
      scriptMs: metric('ScriptDuration'),
      taskMs: metric('TaskDuration'),
      jsBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
      firstLoadJsBytes: scripts.filter((r) => r.at <= loadEventAt).reduce((sum, r) => sum + r.bytes, 0),
      chunkBytes: scripts.filter((r) => isTelemetryChunk(r.url)).reduce((sum, r) => sum + r.bytes, 0),
    };
    // Hiding the page is what sends the view beacon; give sendBeacon a moment to leave.
    await page.goto('about:blank');
    await page.waitForTimeout(500);
    const tally = (await context.cookies(url)).find((c) => c.name === BEACON_TALLY);
    return { ...figures, beacons: Number(tally?.value ?? 0) };
  } finally {
    await context.close();
  }
}

/** Waits until the server has counted the beacons the browsers sent (they arrive after the page left). */
async function serverCount(base, before, expected) {
  const t0 = Date.now();
  let counted = (await acceptedBeacons(base)) - before;
  while (counted < expected && Date.now() - t0 < 5_000) {
    await new Promise((r) => setTimeout(r, 250));
    counted = (await acceptedBeacons(base)) - before;
  }
  return counted;
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const range = (values) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;
const kb = (n) => (Number.isFinite(n) ? `${(n / 1024).toFixed(1)} kB` : 'n/a');
const signedKb = (n) => (Number.isFinite(n) ? `${n >= 0 ? '+' : ''}${(n / 1024).toFixed(1)} kB` : 'n/a');
const msText = (n) => (Number.isFinite(n) ? Math.round(n) : 'n/a');
const signedMs = (n) => (Number.isFinite(n) ? `${n >= 0 ? '+' : ''}${Math.round(n)}` : 'n/a');

async function main() {
  // As npm start serves, with every page load sampled and no rate limit in the way of BENCH_RUNS.
  const site = await startSite(port, { TELEMETRY_SAMPLE_RATE: '1', TELEMETRY_RATE_LIMIT: '100000' });
  let browser;
  const results = [];
  try {
    const pages = await pickPages(site.base);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    });
    // One unmeasured load, so the server's first render and file reads do not fall to the first variant.
    await measureLoad(browser, `${site.base}/`, VARIANTS[0]);
    for (const page of pages) {
      for (const variant of VARIANTS) {
        const before = await acceptedBeacons(site.base);
        const loads = [];
        for (let run = 0; run < runs; run++) loads.push(await measureLoad(browser, `${site.base}${page.path}`, variant));
        const sent = loads.reduce((sum, l) => sum + l.beacons, 0);
        const counted = await serverCount(site.base, before, sent);
        const m = (key) => median(loads.map((l) => l[key]));
        results.push({
          page,
          variant,
          scriptMs: m('scriptMs'),
          taskMs: m('taskMs'),
          // The spread, so an ON−OFF difference can be told from the machine's noise.
          scriptRange: range(loads.map((l) => l.scriptMs)),
          taskRange: range(loads.map((l) => l.taskMs)),
          jsBytes: m('jsBytes'),
          firstLoadJsBytes: m('firstLoadJsBytes'),
          chunkBytes: m('chunkBytes'),
          chunkLoads: loads.filter((l) => l.chunkBytes > 0).length,
          sent,
          counted,
        });
      }
    }
  } finally {
    await browser?.close();
    await site.stop();
  }

  console.log(`\nTelemetry on the page: medians of ${runs} fresh loads per page and variant (Pixel 5 viewport, no throttling), consent cookie OFF v1.a0.m0 / ON v1.a1.m0`);
  console.log(`main thread = CDP Performance.getMetrics from navigation to load + chunk (ON) + ${SETTLE_MS / 1000} s; (min-max in brackets); JS = encoded bytes transferred (CDP); first load = JS requested before the load event`);
  console.table(
    results.map((r) => ({
      page: `${r.page.name} ${r.page.path}`,
      variant: r.variant.name,
      'script ms': `${msText(r.scriptMs)} (${r.scriptRange})`,
      'task ms': `${msText(r.taskMs)} (${r.taskRange})`,
      'JS total': kb(r.jsBytes),
      'JS first load': kb(r.firstLoadJsBytes),
      'telemetry chunk': kb(r.chunkBytes),
      'chunk loaded': `${r.chunkLoads}/${runs}`,
      'beacons sent (page)': r.sent,
      'accepted (/metrics)': r.counted,
    })),
  );

  console.log('\nON − OFF (medians): what telemetry adds');
  console.table(
    [...new Set(results.map((r) => r.page))].map((page) => {
      const off = results.find((r) => r.page === page && r.variant.name === 'OFF');
      const on = results.find((r) => r.page === page && r.variant.name === 'ON');
      return {
        page: `${page.name} ${page.path}`,
        'JS first load': signedKb(on.firstLoadJsBytes - off.firstLoadJsBytes),
        'JS total': signedKb(on.jsBytes - off.jsBytes),
        'telemetry chunk': kb(on.chunkBytes),
        'script ms': signedMs(on.scriptMs - off.scriptMs),
        'task ms': signedMs(on.taskMs - off.taskMs),
        'beacons per load': `${(on.sent / runs).toFixed(1)} (server ${(on.counted / runs).toFixed(1)}) vs OFF ${(off.sent / runs).toFixed(1)}`,
      };
    }),
  );
  console.log('\nServer side (beacons per second one site process takes): node e2e/bench/telemetry-bench.mjs (npm run bench:telemetry)');
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
