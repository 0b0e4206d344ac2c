// Lighthouse 12 (mobile defaults) on one page, n times, and what the benchmark reads from the
// runs: the median run (Lighthouse's own choice, closest to the median FCP and TTI) for the
// full row and the budget's JavaScript, each metric's own median for the before/after comparison
// and the budget, and the JavaScript the page loaded, per package.
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { gzipSync } from 'node:zlib';

export async function lighthouseRuns(chromePort, url, runs) {
  const lhrs = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    lhrs.push(result.lhr);
  }
  return lhrs;
}

/** Lighthouse's median run among the runs that painted (a failed run has no FCP to rank it by). */
export function medianRun(lhrs) {
  const painted = lhrs.filter((l) => Number.isFinite(l.audits['first-contentful-paint']?.numericValue));
  if (painted.length > 1) return computeMedianRun(painted);
  return painted[0] ?? lhrs[0];
}

/** A category's score 0-100, or 'n/a' when Lighthouse could not score it (e.g. the tab crashed). */
export const scoreOf = (lhr, id) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : 'n/a');
export const auditValue = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each figure's median over the runs: performance score, FCP, LCP, TBT, SI (ms), CLS. */
export function metricMedians(lhrs) {
  const score = median(lhrs.map((l) => l.categories.performance?.score).filter((v) => typeof v === 'number').map((v) => v * 100));
  return {
    performance: Number.isFinite(score) ? Math.round(score) : 'n/a',
    fcp: Math.round(median(lhrs.map((l) => auditValue(l, 'first-contentful-paint')))),
    lcp: Math.round(median(lhrs.map((l) => auditValue(l, 'largest-contentful-paint')))),
    tbt: Math.round(median(lhrs.map((l) => auditValue(l, 'total-blocking-time')))),
    si: Math.round(median(lhrs.map((l) => auditValue(l, 'speed-index')))),
    cls: Number(median(lhrs.map((l) => auditValue(l, 'cumulative-layout-shift'))).toFixed(3)),
  };
}

function packageOf(url, base) {
  const u = new URL(url);
  const m = /^\/remotes\/([a-z-]+)\//.exec(u.pathname);
  if (m) return m[1];
  if (u.origin === new URL(base).origin) return 'shell';
  return u.host;
}

/**
 * Scripts of Lighthouse's network requests, fetched again: raw and gzip bytes per package, and the
 * bytes the browser received for them (transfer: compressed as served, headers included).
 */
export async function jsBreakdown(requests, base) {
  const perPackage = {};
  for (const r of requests) {
    if (r.resourceType !== 'Script') continue;
    const pkg = packageOf(r.url, base);
    const raw = Buffer.from(await fetch(r.url, { headers: { 'accept-encoding': 'identity' } }).then((x) => x.arrayBuffer()));
    const gz = gzipSync(raw, { level: 9 }).length;
    perPackage[pkg] ??= { files: 0, raw: 0, gzip: 0, transfer: 0 };
    perPackage[pkg].files += 1;
    perPackage[pkg].raw += raw.length;
    perPackage[pkg].gzip += gz;
    perPackage[pkg].transfer += Number(r.transferSize) || 0;
  }
  return perPackage;
}
