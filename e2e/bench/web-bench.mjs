#!/usr/bin/env node
// npm run bench:web — for /, a category page, two product pages and a search page of the
// production build: JavaScript transferred on first load (raw and gzip, per package), number
// of requests, and Lighthouse 12 scores (mobile defaults) with LCP, TBT and CLS. Prints tables;
// asserts nothing. Starts its own site on BENCH_PORT (default 3400, its database in
// e2e/.data/bench-<port>) unless BENCH_URL is given. BENCH_PAGES=home,product measures only those
// pages; BENCH_REPORT_DIR=<folder> keeps each page's Lighthouse JSON (diagnostics, trace-based
// audits) for a closer look; BENCH_RUNS=n runs Lighthouse n times per page and reports the median
// run (Lighthouse's own choice: closest to the median FCP and TTI), with the range of the
// performance scores, since blocking time varies with the machine's load.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';

const root = resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3400);
const onlyPages = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',').map((p) => p.trim())) : null;
const reportDir = process.env.BENCH_REPORT_DIR ? resolve(process.env.BENCH_REPORT_DIR) : null;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);
let base = process.env.BENCH_URL;
let site;

async function waitFor(url, ms = 240_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`site did not start: ${url}`);
}

async function gql(query, variables = {}) {
  const r = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'tr', country: 'tr', Culture: 'tr-TR' },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()).data;
}

/** Pages to measure, found through the API so the bench follows the demo data. */
async function pickPages() {
  const listing = await fetch(`${base}/Catalog/CategoryV2?categoryId=12&PageSize=48&language=tr&country=tr`).then((r) => r.json());
  const category = listing?.seName ?? listing?.data?.seName;
  const products = listing?.products ?? listing?.data?.products ?? [];
  const product = products[0]?.seName;
  const pages = [{ name: 'home', path: '/' }];
  if (category) pages.push({ name: 'category', path: `/${category}` });
  if (product) pages.push({ name: 'product', path: `/${product}` });
  // A second product page from another category (a necklace), so product figures are not one page's luck.
  const necklaces = await fetch(`${base}/Catalog/SearchV2?q=kolye&PageSize=48&language=tr&country=tr`).then((r) => r.json()).catch(() => null);
  const product2 = (necklaces?.products ?? necklaces?.data?.products ?? []).find((p) => p.seName && p.seName !== product)?.seName;
  if (product2) pages.push({ name: 'product-2', path: `/${product2}` });
  pages.push({ name: 'search', path: `/arama?q=${encodeURIComponent('yüzük')}` });
  if (!category || !product) {
    const data = await gql('{ urlRecord(seName: "yuzuk") { seName } }').catch(() => null);
    console.warn('could not find a category/product through /Catalog/CategoryV2?categoryId=12', data);
  }
  return onlyPages ? pages.filter((p) => onlyPages.has(p.name)) : pages;
}

function packageOf(url) {
  const u = new URL(url);
  const m = /^\/remotes\/([a-z-]+)\//.exec(u.pathname);
  if (m) return m[1];
  if (u.origin === new URL(base).origin) return 'shell';
  return u.host;
}

async function jsBreakdown(requests) {
  const perPackage = {};
  for (const r of requests) {
    if (r.resourceType !== 'Script') continue;
    const pkg = packageOf(r.url);
    const raw = Buffer.from(await fetch(r.url, { headers: { 'accept-encoding': 'identity' } }).then((x) => x.arrayBuffer()));
    const gz = gzipSync(raw, { level: 9 }).length;
    perPackage[pkg] ??= { files: 0, raw: 0, gzip: 0 };
    perPackage[pkg].files += 1;
    perPackage[pkg].raw += raw.length;
    perPackage[pkg].gzip += gz;
  }
  return perPackage;
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  if (!base) {
    base = `http://localhost:${port}`;
    site = spawn(process.execPath, [join(root, 'scripts', 'serve-site.mjs')], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(port), API_PORT: String(port + 1000), DATA_DIR: join(root, 'e2e', '.data', `bench-${port}`), NODE_ENV: 'production' },
    });
    await waitFor(`${base}/composition.json`);
  }
  const pages = await pickPages();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const rows = [];
  const jsRows = [];
  const problems = [];
  try {
    for (const page of pages) {
      const url = `${base}${page.path}`;
      const lhrs = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        lhrs.push(result.lhr);
      }
      const lhr = runs > 1 ? computeMedianRun(lhrs) : lhrs[0];
      const performances = lhrs.map((r) => r.categories.performance?.score).filter((v) => typeof v === 'number').map((v) => Math.round(v * 100));
      // A category Lighthouse could not score (e.g. the tab crashed) reads 'n/a', not 0.
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(join(reportDir, `${page.name}.json`), JSON.stringify(lhr));
      }
      const score = (id) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : 'n/a');
      if (lhr.runtimeError) problems.push(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const warning of lhr.runWarnings ?? []) problems.push(`${page.name}: ${warning}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const js = await jsBreakdown(requests);
      const totals = Object.values(js).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
      rows.push({
        page: `${page.name} ${page.path}`,
        performance: runs > 1 && performances.length ? `${score('performance')} (${Math.min(...performances)}-${Math.max(...performances)})` : score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'FCP ms': Math.round(audit('first-contentful-paint')),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
        requests: requests.length,
        'JS raw': kb(totals.raw),
        'JS gzip': kb(totals.gzip),
      });
      for (const [pkg, v] of Object.entries(js)) jsRows.push({ page: page.name, package: pkg, files: v.files, raw: kb(v.raw), gzip: kb(v.gzip) });
    }
  } finally {
    await chrome.kill();
    site?.kill('SIGTERM');
  }
  console.log(`\nLighthouse 12 (mobile defaults) and first-load weight${runs > 1 ? `: the median of ${runs} runs per page (performance range in brackets)` : ''}`);
  console.table(rows);
  console.log('\nJavaScript on first load, per package');
  console.table(jsRows);
  if (problems.length) {
    console.log('\nLighthouse problems (figures of these pages are partial)');
    for (const p of problems) console.log(`- ${p}`);
  }
}

main().catch((err) => {
  console.error(err);
  site?.kill('SIGTERM');
  process.exit(1);
});
