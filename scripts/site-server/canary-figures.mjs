// A canary measured against the live version (issue 27): the browsers' figures of one remote
// version, read from the site's prom-client registry (telemetry-metrics.mjs) as plain JSON
// "figures" that site servers can store, subtract from a baseline and sum across servers, and
// the verdict `compose canary status` prints and the automatic abort acts on. Pure functions
// over `await registry.getMetricsAsJSON()`: no parsing of the text format.
//
// Figures: { pageViews, errors, lcpBuckets, inpBuckets }, counts cumulative since the process
// started (or since a baseline, subtractFigures); buckets cumulative as in Prometheus,
// [{ le, count }] with le in seconds and the last le '+Inf' (a string, so figures survive JSON).
import { RUM_METRICS } from './telemetry-metrics.mjs';

/** Page views the canary needs before any verdict but too_early. */
export const CANARY_MIN_PAGE_VIEWS = 200;
/** Errors per 1,000 page views the canary may have over the live version before it is aborted. */
export const CANARY_ERROR_MARGIN_PER_1000 = 5;
/** p75 LCP or INP this many times the live one is 'slower' (a warning, no abort). */
export const CANARY_SLOWER_RATIO = 1.2;
export const VERDICT_DEFAULTS = Object.freeze({ minPageViews: CANARY_MIN_PAGE_VIEWS, errorMarginPer1000: CANARY_ERROR_MARGIN_PER_1000, slowerRatio: CANARY_SLOWER_RATIO });

const INF = '+Inf';

/** Figures with nothing counted. */
export const emptyFigures = () => ({ pageViews: 0, errors: 0, lcpBuckets: [], inpBuckets: [] });

const isCount = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
/** A bucket bound as a number: '+Inf' (and Infinity, and null after a JSON round trip of Infinity) is Infinity. */
const boundOf = (le) => (le === INF || le === null || le === Infinity ? Infinity : Number(le));
const leOf = (bound) => (bound === Infinity ? INF : bound);

function checkBuckets(buckets, what) {
  if (!Array.isArray(buckets) || !buckets.every((b) => b && typeof b === 'object' && !Number.isNaN(boundOf(b.le)) && isCount(b.count))) {
    throw new TypeError(`${what} is not a list of { le, count } buckets`);
  }
}

function checkFigures(figures, what) {
  if (!figures || typeof figures !== 'object') throw new TypeError(`${what} is not figures ({ pageViews, errors, lcpBuckets, inpBuckets })`);
  if (!isCount(figures.pageViews) || !isCount(figures.errors)) throw new TypeError(`${what}: pageViews and errors must be counts`);
  checkBuckets(figures.lcpBuckets, `${what}.lcpBuckets`);
  checkBuckets(figures.inpBuckets, `${what}.inpBuckets`);
}

/** Buckets by bound, ascending, each count at least the one before (cumulative). */
function sortedBuckets(buckets) {
  let floor = 0;
  return [...buckets]
    .map((b) => ({ bound: boundOf(b.le), count: b.count }))
    .sort((a, b) => a.bound - b.bound)
    .map((b) => ({ bound: b.bound, count: (floor = Math.max(floor, b.count)) }));
}

/** The cumulative count at `bound` of sorted buckets: that of the largest bucket not above it. */
function countAt(sorted, bound) {
  let count = 0;
  for (const b of sorted) {
    if (b.bound > bound) break;
    count = b.count;
  }
  return count;
}

/** Combines several bucket lists bound by bound with `combine(counts)` (over the union of bounds). */
function combineBuckets(lists, combine) {
  const sorted = lists.map(sortedBuckets);
  const bounds = [...new Set(sorted.flatMap((list) => list.map((b) => b.bound)))].sort((a, b) => a - b);
  return bounds.map((bound) => ({ le: leOf(bound), count: combine(sorted.map((list) => countAt(list, bound))) }));
}

/** The values of a metric (by its name) whose labels hold remote and version. */
function valuesOf(metricsJson, name, fed, version) {
  const metric = metricsJson.find((m) => m?.name === name);
  return (metric?.values ?? []).filter((v) => v.labels?.remote === fed && v.labels?.version === version);
}

function bucketsOf(metricsJson, name, fed, version) {
  return valuesOf(metricsJson, name, fed, version)
    .filter((v) => v.metricName === `${name}_bucket`)
    .map((v) => ({ bound: boundOf(v.labels.le), count: v.value }))
    .sort((a, b) => a.bound - b.bound)
    .map((b) => ({ le: leOf(b.bound), count: b.count }));
}

/**
 * One remote version's figures from a registry's JSON (`await registry.getMetricsAsJSON()`):
 * its page views, its errors of every kind, its LCP and INP buckets (seconds).
 * @returns {{ pageViews: number, errors: number, lcpBuckets: { le: number | '+Inf', count: number }[], inpBuckets: { le: number | '+Inf', count: number }[] }}
 */
export function figuresOf(metricsJson, fed, version) {
  if (!Array.isArray(metricsJson)) throw new TypeError('figuresOf needs the registry\'s JSON: await registry.getMetricsAsJSON()');
  if (typeof fed !== 'string' || typeof version !== 'string') throw new TypeError('figuresOf needs a federation name and a version');
  const sum = (values) => values.reduce((total, v) => total + v.value, 0);
  return {
    pageViews: sum(valuesOf(metricsJson, RUM_METRICS.pageViews, fed, version)),
    errors: sum(valuesOf(metricsJson, RUM_METRICS.errors, fed, version)),
    lcpBuckets: bucketsOf(metricsJson, RUM_METRICS.lcp, fed, version),
    inpBuckets: bucketsOf(metricsJson, RUM_METRICS.inp, fed, version),
  };
}

/**
 * For each canary of a composition ({ remotes, canaries }): { [fed]: { id, version, canary,
 * live } }, the canary's and the live version's figures from the registry's JSON. What a site
 * server stores for `compose canary status` and checks for the automatic abort.
 */
export function canaryFiguresOf(metricsJson, composition) {
  const out = {};
  for (const [fed, canary] of Object.entries(composition?.canaries ?? {})) {
    if (!canary || typeof canary.version !== 'string') continue;
    const liveVersion = composition.remotes?.[fed]?.version;
    out[fed] = {
      id: canary.id,
      version: canary.version,
      canary: figuresOf(metricsJson, fed, canary.version),
      live: typeof liveVersion === 'string' ? figuresOf(metricsJson, fed, liveVersion) : emptyFigures(),
    };
  }
  return out;
}

/**
 * The figures counted since `baseline` (a snapshot of the same server's figures, or null). A
 * counter below its baseline means the process restarted: then everything `now` holds is new.
 */
export function subtractFigures(now, baseline) {
  checkFigures(now, 'now');
  if (baseline === null || baseline === undefined) return structuredClone(now);
  checkFigures(baseline, 'baseline');
  const lcpTotal = (f) => (f.lcpBuckets.length ? sortedBuckets(f.lcpBuckets).at(-1).count : 0);
  const inpTotal = (f) => (f.inpBuckets.length ? sortedBuckets(f.inpBuckets).at(-1).count : 0);
  const restarted = now.pageViews < baseline.pageViews || now.errors < baseline.errors || lcpTotal(now) < lcpTotal(baseline) || inpTotal(now) < inpTotal(baseline);
  if (restarted) return structuredClone(now);
  const minus = ([a, b]) => Math.max(0, a - b);
  return {
    pageViews: now.pageViews - baseline.pageViews,
    errors: now.errors - baseline.errors,
    lcpBuckets: now.lcpBuckets.length ? combineBuckets([now.lcpBuckets, baseline.lcpBuckets], minus) : [],
    inpBuckets: now.inpBuckets.length ? combineBuckets([now.inpBuckets, baseline.inpBuckets], minus) : [],
  };
}

/** The figures of several site servers as one. */
export function sumFigures(list) {
  if (!Array.isArray(list)) throw new TypeError('sumFigures needs a list of figures');
  list.forEach((figures, i) => checkFigures(figures, `figures[${i}]`));
  const total = (counts) => counts.reduce((a, b) => a + b, 0);
  const withBuckets = (key) => list.map((f) => f[key]).filter((buckets) => buckets.length);
  return {
    pageViews: total(list.map((f) => f.pageViews)),
    errors: total(list.map((f) => f.errors)),
    lcpBuckets: combineBuckets(withBuckets('lcpBuckets'), total),
    inpBuckets: combineBuckets(withBuckets('inpBuckets'), total),
  };
}

/**
 * The q-quantile of cumulative buckets as Prometheus' histogram_quantile computes it: the
 * bucket the rank falls in, linear within it (from 0 for the first bucket); a rank in the +Inf
 * bucket answers the highest finite bound. null with no observations.
 */
export function quantileFromBuckets(buckets, q) {
  checkBuckets(buckets, 'buckets');
  if (typeof q !== 'number' || !(q >= 0 && q <= 1)) throw new RangeError('the quantile must be a number from 0 to 1');
  const sorted = sortedBuckets(buckets);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  const index = sorted.findIndex((b) => b.count >= rank);
  const bucket = sorted[index];
  if (bucket.bound === Infinity) return index > 0 ? sorted[index - 1].bound : null;
  const start = index > 0 ? sorted[index - 1] : { bound: 0, count: 0 };
  if (index === 0 && bucket.bound <= 0) return bucket.bound;
  if (bucket.count === start.count) return start.bound;
  return start.bound + (bucket.bound - start.bound) * ((rank - start.count) / (bucket.count - start.count));
}

const perThousand = (figures) => (figures.pageViews > 0 ? (figures.errors * 1000) / figures.pageViews : null);
const round = (value, digits) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/**
 * The canary against the live version of the same remote (figures of the same window):
 * 'too_early' while the canary has fewer than minPageViews page views; 'abort' when its errors
 * per 1,000 page views pass the live version's by more than errorMarginPer1000; 'slower' when
 * its p75 LCP or INP is more than slowerRatio times the live one's (a warning); else 'healthy'.
 * Rates per 1,000 page views (null without page views), p75s in seconds (null without
 * observations).
 */
export function canaryVerdict({ canary, live } = {}, { minPageViews = CANARY_MIN_PAGE_VIEWS, errorMarginPer1000 = CANARY_ERROR_MARGIN_PER_1000, slowerRatio = CANARY_SLOWER_RATIO } = {}) {
  checkFigures(canary, 'canary');
  checkFigures(live, 'live');
  if (!isCount(minPageViews)) throw new RangeError('minPageViews must be a count');
  if (!isCount(errorMarginPer1000)) throw new RangeError('errorMarginPer1000 must be a non-negative number');
  if (!(typeof slowerRatio === 'number' && slowerRatio >= 1 && Number.isFinite(slowerRatio))) throw new RangeError('slowerRatio must be a number of at least 1');
  const figures = {
    canaryErrorsPer1000: perThousand(canary),
    liveErrorsPer1000: perThousand(live),
    canaryP75Lcp: quantileFromBuckets(canary.lcpBuckets, 0.75),
    liveP75Lcp: quantileFromBuckets(live.lcpBuckets, 0.75),
    canaryP75Inp: quantileFromBuckets(canary.inpBuckets, 0.75),
    liveP75Inp: quantileFromBuckets(live.inpBuckets, 0.75),
  };
  const result = (verdict, reason) => ({ verdict, ...figures, reason });
  if (canary.pageViews < minPageViews) return result('too_early', `${canary.pageViews} of the ${minPageViews} page views needed for a verdict`);
  // Live with no page views (no traffic left on it) counts as error-free.
  const liveRate = figures.liveErrorsPer1000 ?? 0;
  if (figures.canaryErrorsPer1000 > liveRate + errorMarginPer1000) {
    return result('abort', `${round(figures.canaryErrorsPer1000, 2)} errors per 1,000 page views against ${round(liveRate, 2)} live: over the margin of ${errorMarginPer1000}`);
  }
  const slower = [
    ['LCP', figures.canaryP75Lcp, figures.liveP75Lcp],
    ['INP', figures.canaryP75Inp, figures.liveP75Inp],
  ].filter(([, mine, theirs]) => mine !== null && theirs !== null && mine > theirs * slowerRatio);
  if (slower.length) {
    const said = slower.map(([name, mine, theirs]) => `p75 ${name} ${Math.round(mine * 1000)} ms against ${Math.round(theirs * 1000)} ms live`).join(', ');
    return result('slower', `${said}: more than ${Math.round((slowerRatio - 1) * 100)} % slower`);
  }
  return result('healthy', `${round(figures.canaryErrorsPer1000, 2)} errors per 1,000 page views against ${round(liveRate, 2)} live, within the margin of ${errorMarginPer1000}; not slower`);
}
