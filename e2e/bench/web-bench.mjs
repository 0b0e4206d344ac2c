#!/usr/bin/env node
// npm run bench:web — the production build's pages, in two variants of the site: "before"
// (SSR=off: the client-rendered index.html) and "after" (pages rendered by the shell's server
// build, when there is one). Prints tables; asserts nothing unless --budget is given.
//
// For /, a category page and a product page, in each variant:
//   - time to first byte and the server's render time (Server-Timing), one request after
//     another on one connection: p50/p95 over BENCH_HTTP_SAMPLES (50) requests;
//   - requests per second at BENCH_RPS_CONNECTIONS (20) connections for BENCH_RPS_SECONDS (10)
//     (autocannon; loopback addresses only);
//   - Lighthouse 12 (mobile defaults), BENCH_RUNS (3) runs, each figure's median, side by side.
// For every page (also a second product, a search page and the demo customer's cart, logged in
// with at least one item) of the "after" variant, as before: Lighthouse scores with
// FCP/LCP/TBT/CLS (the median run), requests, and the JavaScript transferred on first load (raw
// and gzip, per package).
//
// Issue 28's figures, on the "after" variant (or the site at BENCH_URL):
//   - interactions on a CPU slowed 4x (interaction-bench.mjs): for the size choice, the first and
//     second add to cart, filter apply, load more, the side cart from the header and a search
//     keystroke, acted on as soon as the control is visible in the server's HTML: INP
//     (web-vitals), the input's own latency and the time to a visible response, medians of
//     BENCH_INTERACTION_RUNS (5) fresh page loads, the first attempts lost, and first/second add;
//   - render CPU (server-cost.mjs): the site server's CPU time per render (Server-Timing cpu;dur=),
//     p50/p95 of BENCH_CPU_SAMPLES (30) sequential requests, for home, category, product and the
//     demo customer's orders (logged in);
//   - uncached pages per second per core of the site process, autocannon at
//     BENCH_PPS_CONNECTIONS (4) for BENCH_PPS_SECONDS (10) on the same pages.
//
// The budget of issue 10 (bench/budget.mjs) is judged on home, category, product and cart of the
// last measured variant and printed as a table with PASS/FAIL per figure and page. Arguments:
//   --budget   exit 1 when a budgeted page fails (after printing), else 0. It also narrows the
//              run to a quick budget check: the "after" variant, the budgeted pages, no HTTP
//              figures (each still overridable with the variables below). From the repository
//              root `npm run bench:web -- --budget` (npm hands it on as npm_config_budget).
//
// Environment:
//   BENCH_PORT=3400             the site's port (its API on +1000, its database in e2e/.data/bench-<port>),
//                               started once per variant and stopped again
//   BENCH_URL=<url>             measure that running site instead (one variant, "as running")
//   BENCH_VARIANTS=after        only these variants (before, after, cached; comma-separated). "cached"
//                               measures the HTTP figures as npm start serves (anonymous pages kept 1 s;
//                               "after" renders every request)
//   BENCH_PAGES=home,cart       only these pages (home, category, product, product-2, search, cart)
//   BENCH_HTTP=off|on           skip / measure TTFB and requests/s (default on; off with --budget)
//   BENCH_RUNS=3                Lighthouse runs per page (medians over them)
//   BENCH_HTTP_SAMPLES=50, BENCH_RPS_CONNECTIONS=20, BENCH_RPS_SECONDS=10   HTTP figures
//   BENCH_REPORT_DIR=<folder>   keep each page's median Lighthouse JSON there
//   BENCH_PARTS=interactions,render-cpu   only these parts (lighthouse, http, interactions,
//                               render-cpu, pages-per-core; default all). Without lighthouse or
//                               http only the "after" variant is started (unless BENCH_VARIANTS)
//   BENCH_INTERACTION_RUNS=5, BENCH_CPU_THROTTLE=4, BENCH_LOST_MS=5000   interactions
//   BENCH_CPU_SAMPLES=30, BENCH_PPS_CONNECTIONS=4, BENCH_PPS_SECONDS=10   server cost
//   CHROMIUM_PATH=/usr/bin/chromium
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { isLoopback, startSite } from './bench-site.mjs';
import { BUDGET, BUDGETED_PAGES, budgetExitCode, budgetRow, judgeBudget, scriptTransferKb } from './budget.mjs';
import { renderDuration, requestsPerSecond, timeFirstBytes } from './http-timing.mjs';
import { auditValue, jsBreakdown, lighthouseRuns, medianRun, metricMedians, scoreOf } from './lighthouse-runs.mjs';
import { CART_PATH, ensureCartItem, loginDemoCustomer, prepareLoggedInCart } from './logged-in-cart.mjs';
import { findRingWithSizes, measureInteractions } from './interaction-bench.mjs';
import { measurePagesPerCore, measureRenderCpu } from './server-cost.mjs';

const list = (value) => (value ? new Set(value.split(',').map((v) => v.trim()).filter(Boolean)) : null);
// From the repository root, npm run bench:web -- --budget reaches this script as npm_config_budget.
const budgetMode = process.argv.slice(2).includes('--budget') || process.env.npm_config_budget === 'true';
const port = Number(process.env.BENCH_PORT ?? 3400);
const onlyPages = list(process.env.BENCH_PAGES) ?? (budgetMode ? new Set(BUDGETED_PAGES) : null);
const PARTS = ['lighthouse', 'http', 'interactions', 'render-cpu', 'pages-per-core'];
// A budget run is Lighthouse's (and HTTP's when asked for).
const parts = list(process.env.BENCH_PARTS) ?? new Set(budgetMode ? ['lighthouse', 'http'] : PARTS);
for (const part of parts) if (!PARTS.includes(part)) throw new Error(`BENCH_PARTS: unknown part ${part} (${PARTS.join(', ')})`);
const comparesVariants = parts.has('lighthouse') || parts.has('http');
const wantedVariants = list(process.env.BENCH_VARIANTS) ?? (budgetMode || !comparesVariants ? new Set(['after']) : null);
const measureHttpFigures = parts.has('http') && (process.env.BENCH_HTTP ? process.env.BENCH_HTTP !== 'off' : !budgetMode);
const reportDir = process.env.BENCH_REPORT_DIR ? resolve(process.env.BENCH_REPORT_DIR) : null;
const positive = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
const runs = positive(process.env.BENCH_RUNS, 3);
const httpSamples = positive(process.env.BENCH_HTTP_SAMPLES, 50);
const rpsSeconds = Math.min(positive(process.env.BENCH_RPS_SECONDS, 10), 60);
const rpsConnections = Math.min(positive(process.env.BENCH_RPS_CONNECTIONS, 20), 100);
const interactionRuns = positive(process.env.BENCH_INTERACTION_RUNS, 5);
const cpuThrottle = positive(process.env.BENCH_CPU_THROTTLE, 4);
const lostMs = positive(process.env.BENCH_LOST_MS, 5_000);
const cpuSamples = positive(process.env.BENCH_CPU_SAMPLES, 30);
const ppsConnections = Math.min(positive(process.env.BENCH_PPS_CONNECTIONS, 4), 16);
const ppsSeconds = Math.min(positive(process.env.BENCH_PPS_SECONDS, 10), 60);
const VARIANTS = [
  { name: 'before', label: 'before (SSR=off)', env: { SSR: 'off' } },
  // Every request rendered (no page cache): the renderer's own figures.
  // No render budget per client either: the benchmark is one client asking for many renders.
  { name: 'after', label: 'after (SSR on)', env: { SSR: 'on', SSR_CACHE_MS: '0', SSR_STALE_MS: '0', RENDER_RATE_LIMIT: '1000000' } },
  // As npm start runs: anonymous pages kept 1 s (HTTP figures only; the pages are the same).
  { name: 'cached', label: 'after, page cache 1 s', env: { SSR: 'on', SSR_CACHE_MS: '1000' }, httpOnly: true },
];
/** The pages compared before/after, with the HTTP figures. */
const COMPARED = new Set(['home', 'category', 'product']);

async function gql(base, query, variables = {}) {
  const r = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'tr', country: 'tr', Culture: 'tr-TR' },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()).data;
}

/** Pages to measure, found through the API so the bench follows the demo data. */
async function pickPages(base) {
  const listing = await fetch(`${base}/Catalog/CategoryV2?categoryId=12&PageSize=48&language=tr&country=tr`).then((r) => r.json());
  const category = listing?.seName ?? listing?.data?.seName;
  const products = listing?.products ?? listing?.data?.products ?? [];
  const product = products[0]?.seName;
  // Products to put into the demo customer's cart (the first that needs no size chosen).
  const productIds = products.map((p) => p.id).filter(Number.isInteger);
  const pages = [{ name: 'home', path: '/' }];
  if (category) pages.push({ name: 'category', path: `/${category}` });
  if (product) pages.push({ name: 'product', path: `/${product}` });
  // A second product page from another category (a necklace), so product figures are not one page's luck.
  const necklaces = await fetch(`${base}/Catalog/SearchV2?q=kolye&PageSize=48&language=tr&country=tr`).then((r) => r.json()).catch(() => null);
  const product2 = (necklaces?.products ?? necklaces?.data?.products ?? []).find((p) => p.seName && p.seName !== product)?.seName;
  if (product2) pages.push({ name: 'product-2', path: `/${product2}` });
  pages.push({ name: 'search', path: `/arama?q=${encodeURIComponent('yüzük')}` });
  // Last: the only page measured logged in (the cookie is removed again after it).
  pages.push({ name: 'cart', path: CART_PATH, loggedIn: { productIds } });
  if (!category || !product) {
    const data = await gql(base, '{ urlRecord(seName: "yuzuk") { seName } }').catch(() => null);
    console.warn('could not find a category/product through /Catalog/CategoryV2?categoryId=12', data);
  }
  return pages;
}

const asked = (pages) => (onlyPages ? pages.filter((p) => onlyPages.has(p.name)) : pages);

/** The orders route (shared-contracts route table, access 'login'): the logged-in page of the server-cost figures. */
const ORDERS_PATH = '/account/orders';

/**
 * Issue 28's figures on one running site (rendering every request): interactions, render CPU,
 * pages per second per core. Each part only when asked for (BENCH_PARTS).
 */
async function measureIssue28(base, allPages, problems) {
  const out = {};
  const productIds = allPages.find((p) => p.loggedIn)?.loggedIn.productIds ?? [];
  let login = null;
  try {
    login = await loginDemoCustomer(base);
    await ensureCartItem(base, login.token, productIds);
  } catch (err) {
    problems.add(`demo customer: ${err.message} (side cart and orders not measured)`);
  }
  const cookieHeader = login ? { cookie: login.cookies.map((c) => `${c.name}=${c.value}`).join('; ') } : null;
  const costPages = allPages.filter((p) => ['home', 'category', 'product'].includes(p.name)).map(({ name, path }) => ({ name, path }));
  if (cookieHeader) costPages.push({ name: 'orders (logged in)', path: ORDERS_PATH, headers: cookieHeader });
  if (parts.has('interactions')) {
    const productPath = await findRingWithSizes(base).catch(() => null);
    if (!productPath) problems.add('interactions: no ring with a size dropdown and two in stock found (product page not measured)');
    out.interactions = await measureInteractions(
      base,
      { productPath, categoryPath: '/yuzuk', loginCookies: login?.cookies ?? [] },
      { runs: interactionRuns, throttle: cpuThrottle, lostMs, chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', log: (line) => console.error(line) },
    );
    for (const p of out.interactions.problems) problems.add(p);
    out.productPath = productPath;
  }
  if (parts.has('render-cpu')) out.renderCpu = await measureRenderCpu(base, costPages, { samples: cpuSamples }, problems);
  if (parts.has('pages-per-core')) {
    if (isLoopback(base)) out.pagesPerCore = await measurePagesPerCore(base, costPages, { connections: ppsConnections, seconds: ppsSeconds }, problems);
    else problems.add(`pages per core not measured: ${base} is not a loopback address`);
  }
  return out;
}

function printIssue28(figures) {
  if (figures.interactions) {
    const { rows, responseRatio, inpRatio, lostTotal } = figures.interactions;
    console.log(
      `\nInteractions, CPU slowed ${cpuThrottle}x, median of ${interactionRuns} fresh page load${interactionRuns > 1 ? 's' : ''} each (product ${figures.productPath ?? 'n/a'}, category /yuzuk, side cart logged in on /): ` +
        `response = input dispatch to the first DOM state showing the answer; INP = web-vitals' page INP just after it; own latency = the input's Event Timing duration. ` +
        `Acted on as soon as visible in the server's HTML; "lost" = the first attempt got no answer within ${lostMs} ms (control disabled, nothing happened, or refused), figures then from the next attempt once the control takes input`,
    );
    console.table(rows);
    const show = (r) => (r === null ? 'n/a' : r.toFixed(2));
    console.log(`first add to cart / second: response ${show(responseRatio)}, own latency ${show(inpRatio)}; first attempts lost: ${lostTotal}`);
  }
  if (figures.renderCpu) {
    console.log(`\nRender CPU per page (site server's process.cpuUsage() around renderPage, Server-Timing cpu;dur=), uncached, ${cpuSamples} sequential requests after 3 unmeasured`);
    console.table(figures.renderCpu);
  }
  if (figures.pagesPerCore) {
    console.log(`\nUncached pages per second per core: autocannon ${ppsConnections} connections for ${ppsSeconds} s per page; cores = the site process's CPU seconds (/metrics) / wall seconds`);
    console.table(figures.pagesPerCore);
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n) => (Number.isFinite(n) ? Number(n.toFixed(1)) : 'n/a');

/** HTTP figures of the compared pages on one running site. */
async function measureHttp(base, pages, variant, problems) {
  const rows = [];
  for (const page of pages.filter((p) => COMPARED.has(p.name))) {
    const url = `${base}${page.path}`;
    const timing = await timeFirstBytes(url, { samples: httpSamples });
    const load = isLoopback(base) ? await requestsPerSecond(url, { connections: rpsConnections, seconds: rpsSeconds }) : null;
    if (!isLoopback(base)) problems.add(`requests/s not measured: ${base} is not a loopback address`);
    if (timing.statuses.some((s) => s !== 200)) problems.add(`${variant.name} ${page.name}: answered ${timing.statuses.join(', ')}`);
    if (load && (load.non2xx || load.errors)) problems.add(`${variant.name} ${page.name} under load: ${load.non2xx} answers not 2xx, ${load.errors} errors`);
    rows.push({
      page: page.name,
      variant: variant.label,
      'TTFB p50 ms': ms(timing.ttfb.p50),
      'TTFB p95 ms': ms(timing.ttfb.p95),
      'render p50 ms': timing.render ? ms(timing.render.p50) : 'n/a',
      'render p95 ms': timing.render ? ms(timing.render.p95) : 'n/a',
      [`req/s @${rpsConnections}`]: load ? Math.round(load.rps) : 'n/a',
      'load p50 ms': load ? load.p50 : 'n/a',
      'load p99 ms': load ? load.p99 : 'n/a',
    });
  }
  return rows;
}

/** Lighthouse runs on one page; a logged-in page with the demo customer's cookie set just for its runs. */
async function runPage(chrome, base, page, variant, problems) {
  const url = `${base}${page.path}`;
  if (!page.loggedIn) return { lhrs: await lighthouseRuns(chrome.port, url, runs), invalid: null };
  let session;
  try {
    session = await prepareLoggedInCart(chrome.port, base, page.loggedIn.productIds);
  } catch (err) {
    problems.add(`${variant.name} ${page.name}: not measured: ${err.message}`);
    return { lhrs: null, invalid: `not measured: ${err.message}` };
  }
  for (const note of session.notes) problems.add(`${variant.name} ${page.name}: ${note}`);
  let lhrs;
  try {
    lhrs = await lighthouseRuns(chrome.port, url, runs);
  } finally {
    await session.clear();
  }
  // Every run must have ended on the page itself, not on the login it redirects to when logged out.
  const elsewhere = lhrs.map((l) => l.finalDisplayedUrl).filter((u) => !u || new URL(u).pathname !== page.path);
  const invalid = elsewhere.length ? `${elsewhere.length} of ${lhrs.length} runs ended on ${elsewhere.map((u) => (u ? new URL(u).pathname : '?')).join(', ')}` : null;
  if (invalid) problems.add(`${variant.name} ${page.name}: ${invalid}`);
  return { lhrs, invalid };
}

/**
 * Lighthouse on the pages of one running site: the full rows (when full), each page's medians,
 * and (when full) each page's budget figures.
 */
async function measureLighthouse(chrome, base, pages, variant, { full }, problems) {
  const rows = [];
  const jsRows = [];
  const medians = new Map();
  const budgetFigures = new Map();
  for (const page of pages.filter((p) => full || COMPARED.has(p.name))) {
    const { lhrs, invalid } = await runPage(chrome, base, page, variant, problems);
    if (!lhrs) {
      budgetFigures.set(page.name, { invalid });
      continue;
    }
    const metrics = metricMedians(lhrs);
    medians.set(page.name, metrics);
    const lhr = medianRun(lhrs);
    for (const l of lhrs) {
      if (l.runtimeError) problems.add(`${variant.name} ${page.name}: ${l.runtimeError.code} ${l.runtimeError.message}`);
      for (const warning of l.runWarnings ?? []) problems.add(`${variant.name} ${page.name}: ${warning}`);
    }
    if (!full) continue;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(join(reportDir, `${page.name}.json`), JSON.stringify(lhr));
    }
    const performances = lhrs.map((r) => r.categories.performance?.score).filter((v) => typeof v === 'number').map((v) => Math.round(v * 100));
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const js = await jsBreakdown(requests, base);
    const totals = Object.values(js).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
    // Budget figures: the median run's script transfer sizes; every other figure's median over the runs.
    budgetFigures.set(page.name, { jsKb: scriptTransferKb(requests), performance: metrics.performance, tbtMs: metrics.tbt, lcpMs: metrics.lcp, cls: metrics.cls, invalid });
    rows.push({
      page: `${page.name} ${page.path}`,
      performance: runs > 1 && performances.length ? `${scoreOf(lhr, 'performance')} (${Math.min(...performances)}-${Math.max(...performances)})` : scoreOf(lhr, 'performance'),
      accessibility: scoreOf(lhr, 'accessibility'),
      'best-practices': scoreOf(lhr, 'best-practices'),
      seo: scoreOf(lhr, 'seo'),
      'FCP ms': Math.round(auditValue(lhr, 'first-contentful-paint')),
      'LCP ms': Math.round(auditValue(lhr, 'largest-contentful-paint')),
      'TBT ms': Math.round(auditValue(lhr, 'total-blocking-time')),
      CLS: Number(auditValue(lhr, 'cumulative-layout-shift').toFixed(3)),
      requests: requests.length,
      'JS raw': kb(totals.raw),
      'JS gzip': kb(totals.gzip),
      'JS transfer': kb(scriptTransferKb(requests) * 1024),
    });
    for (const [pkg, v] of Object.entries(js)) jsRows.push({ page: page.name, package: pkg, files: v.files, raw: kb(v.raw), gzip: kb(v.gzip), transfer: kb(v.transfer) });
  }
  return { rows, jsRows, medians, budgetFigures };
}

/** The budget table's rows and verdicts: each budgeted page that was asked for, measured or not. */
function budgetTable(pages, budgetFigures) {
  const asked = BUDGETED_PAGES.filter((name) => !onlyPages || onlyPages.has(name));
  return asked.map((name) => {
    const page = pages.find((p) => p.name === name);
    const figures = budgetFigures?.get(name) ?? { invalid: page ? 'not measured' : 'page not found through the API' };
    return { row: budgetRow(page ? `${name} ${page.path}` : name, figures), verdict: judgeBudget(figures) };
  });
}

/** Without the HTTP figures: one request to tell whether the server rendered (its Server-Timing). */
async function serverRenders(base) {
  const response = await fetch(base, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  return renderDuration(response.headers.get('server-timing')) !== null;
}

/** One row per compared page: each figure before | after. */
function sideBySide(pages, results) {
  const [a, b] = results;
  const pair = (x, y) => `${x ?? 'n/a'} | ${y ?? 'n/a'}`;
  return pages
    .filter((p) => COMPARED.has(p.name))
    .map((page) => {
      const x = a.lighthouse.medians.get(page.name) ?? {};
      const y = b.lighthouse.medians.get(page.name) ?? {};
      return {
        page: `${page.name} ${page.path}`,
        performance: pair(x.performance, y.performance),
        'FCP ms': pair(x.fcp, y.fcp),
        'LCP ms': pair(x.lcp, y.lcp),
        'TBT ms': pair(x.tbt, y.tbt),
        'SI ms': pair(x.si, y.si),
        CLS: pair(x.cls, y.cls),
      };
    });
}

async function main() {
  const given = process.env.BENCH_URL;
  const variants = given ? [{ name: 'given', label: 'as running', env: null }] : VARIANTS.filter((v) => !wantedVariants || wantedVariants.has(v.name));
  if (!variants.length) throw new Error('BENCH_VARIANTS names no variant (before, after, cached)');
  if (budgetMode) console.log(`Budget run: ${variants.map((v) => v.name).join(', ')}; pages ${[...(onlyPages ?? [])].join(', ') || 'all'}; HTTP figures ${measureHttpFigures ? 'on' : 'off'}; ${runs} Lighthouse run(s) per page`);
  const chrome = parts.has('lighthouse')
    ? await chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
      })
    : null;
  const problems = new Set();
  const results = [];
  let allPages;
  let pages;
  let issue28 = null;
  const wantsIssue28 = ['interactions', 'render-cpu', 'pages-per-core'].some((part) => parts.has(part));
  try {
    for (const [i, variant] of variants.entries()) {
      const site = given ? null : await startSite(port, variant.env);
      const base = given ?? site.base;
      try {
        allPages ??= await pickPages(base);
        pages ??= asked(allPages);
        const http = measureHttpFigures ? await measureHttp(base, pages, variant, problems) : [];
        // The full Lighthouse table is the last measured variant's (the site as it now is).
        const lastMeasured = variants.findLastIndex((v) => !v.httpOnly);
        const lighthouse = variant.httpOnly || !chrome ? null : await measureLighthouse(chrome, base, pages, variant, { full: i === lastMeasured }, problems);
        const rendered = measureHttpFigures ? http.some((r) => r['render p50 ms'] !== 'n/a') : await serverRenders(base);
        if (variant.name === 'after' && !rendered) problems.add('after: no page carried Server-Timing: server rendering was not on (is shell/dist/server/main.js built?)');
        // Issue 28's figures: on the site rendering every request (or the one at BENCH_URL).
        if (wantsIssue28 && (variant.name === 'after' || variant.name === 'given')) issue28 = await measureIssue28(base, allPages, problems);
        results.push({ variant, http, lighthouse });
      } finally {
        await site?.stop();
      }
    }
  } finally {
    await chrome?.kill();
  }
  if (wantsIssue28 && !issue28) problems.add('interactions, render CPU and pages per core are measured on the "after" variant (or BENCH_URL): not among BENCH_VARIANTS');

  const measured = results.filter((r) => r.lighthouse);
  const last = measured.at(-1);
  if (last) {
    console.log(`\nLighthouse 12 (mobile defaults) and first-load weight, ${last.variant.label}${runs > 1 ? `: per page the median run of ${runs} (Lighthouse's choice; performance range in brackets)` : ''}`);
    console.table(last.lighthouse.rows);
    console.log('\nJavaScript on first load, per package (raw and gzip -9 of the files fetched again; transfer as the browser received it)');
    console.table(last.lighthouse.jsRows);
  }
  if (measured.length === 2) {
    console.log(`\nLighthouse mobile, ${measured[0].variant.label} | ${measured[1].variant.label}: each figure's median of ${runs} run${runs > 1 ? 's' : ''}`);
    console.table(sideBySide(pages, measured));
  }
  if (measureHttpFigures) {
    console.log(`\nHTTP: time to first byte and server render time, 1 connection, p50/p95 of ${httpSamples} requests (after 3 unmeasured); requests/s at ${rpsConnections} connections for ${rpsSeconds} s (anonymous, br/gzip accepted)`);
    const order = (row) => pages.findIndex((p) => p.name === row.page);
    console.table(results.flatMap((r) => r.http).sort((a, b) => order(a) - order(b)));
  }
  if (issue28) printIssue28(issue28);
  if (problems.size) {
    console.log('\nProblems (figures of these pages are partial)');
    for (const p of problems) console.log(`- ${p}`);
  }
  if (!parts.has('lighthouse')) return;

  const table = budgetTable(pages, last?.lighthouse.budgetFigures);
  console.log(
    `\nBudget (issue 10), ${last ? last.variant.label : 'nothing measured'}: JS = compressed transfer of the scripts loaded without interaction (median run), ` +
      `Lighthouse figures the median of ${runs} run${runs > 1 ? 's' : ''}; JS ≤${BUDGET.jsKb} kB, performance ≥${BUDGET.performance}, TBT ≤${BUDGET.tbtMs} ms, LCP ≤${BUDGET.lcpMs} ms, CLS ≤${BUDGET.cls}`,
  );
  console.table(table.map((t) => t.row));
  const code = budgetExitCode(table.map((t) => t.verdict));
  console.log(`Budget: ${code ? 'FAIL' : 'PASS'}${budgetMode ? '' : ' (informational; --budget exits non-zero on FAIL)'}`);
  if (budgetMode) process.exitCode = code;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
