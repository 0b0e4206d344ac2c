// The canary's figures and verdict (canary-figures.mjs): figures read from a real prom-client
// registry after a few observations, the p75 as Prometheus' histogram_quantile computes it,
// figures since a baseline and over several servers, and the verdict over hand-made figures.
// node --test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CANARY_ERROR_MARGIN_PER_1000,
  CANARY_MIN_PAGE_VIEWS,
  canaryFiguresOf,
  canaryVerdict,
  emptyFigures,
  figuresOf,
  quantileFromBuckets,
  subtractFigures,
  sumFigures,
  VERDICT_DEFAULTS,
} from './canary-figures.mjs';
import { createSiteMetrics } from './metrics.mjs';

const INF = '+Inf';
/** Figures whose LCP and INP are all `lcp` and `inp` seconds (one bucket holding every view). */
const figures = ({ pageViews, errors, lcp = 2, inp = 0.2 }) => ({
  pageViews,
  errors,
  lcpBuckets: [{ le: lcp / 2, count: 0 }, { le: lcp, count: pageViews }, { le: INF, count: pageViews }],
  inpBuckets: [{ le: inp / 2, count: 0 }, { le: inp, count: pageViews }, { le: INF, count: pageViews }],
});

test('the quantile is linear within the bucket the rank falls in, as histogram_quantile', () => {
  const buckets = [{ le: 1, count: 10 }, { le: 2, count: 20 }, { le: 4, count: 40 }, { le: INF, count: 40 }];
  assert.equal(quantileFromBuckets(buckets, 0.25), 1); // rank 10: the top of the first bucket
  assert.equal(quantileFromBuckets(buckets, 0.125), 0.5); // rank 5 of the first bucket, from 0
  assert.equal(quantileFromBuckets(buckets, 0.375), 1.5); // rank 15: half way through 1..2
  assert.equal(quantileFromBuckets(buckets, 0.75), 3); // rank 30: half way through 2..4
  assert.equal(quantileFromBuckets([...buckets].reverse(), 0.75), 3, 'order does not matter');
  // A rank in the +Inf bucket answers the highest finite bound.
  assert.equal(quantileFromBuckets([{ le: 1, count: 5 }, { le: 2, count: 10 }, { le: INF, count: 20 }], 0.75), 2);
  // Figures that went through JSON: Infinity became null.
  assert.equal(quantileFromBuckets(JSON.parse(JSON.stringify([{ le: 1, count: 2 }, { le: Infinity, count: 2 }])), 0.5), 0.5);
});

test('the quantile is null with no observations; a bad list or quantile is a clear error', () => {
  assert.equal(quantileFromBuckets([], 0.75), null);
  assert.equal(quantileFromBuckets([{ le: 1, count: 0 }, { le: INF, count: 0 }], 0.75), null);
  assert.throws(() => quantileFromBuckets([{ le: 'one', count: 1 }], 0.75), TypeError);
  assert.throws(() => quantileFromBuckets('1,2', 0.75), TypeError);
  assert.throws(() => quantileFromBuckets([{ le: 1, count: 1 }], 75), RangeError);
});

test('figures from a real registry: page views, errors of every kind, LCP and INP buckets of one version', async () => {
  const metrics = createSiteMetrics();
  const { telemetry } = metrics;
  // Canary 0.4.0: four views (LCP 0.8, 1.2, 1.8, 3.5 s; INP 40, 90, 180, 600 ms), two errors.
  for (const [lcp, inp] of [[800, 40], [1200, 90], [1800, 180], [3500, 600]]) {
    telemetry.observeView({ route: 'category', remotes: [['mf_catalog', '0.4.0'], ['mf_product', '1.0.0']], lcp, inp });
  }
  telemetry.observeError({ remote: 'mf_catalog', version: '0.4.0', kind: 'boundary' });
  telemetry.observeError({ remote: 'mf_catalog', version: '0.4.0', kind: 'load' });
  // Live 0.3.0: one view, no error; another remote's error does not count.
  telemetry.observeView({ route: 'home', remotes: [['mf_catalog', '0.3.0']], lcp: 1000 });
  telemetry.observeError({ remote: 'mf_product', version: '1.0.0', kind: 'uncaught' });
  const json = await metrics.registry.getMetricsAsJSON();

  const canary = figuresOf(json, 'mf_catalog', '0.4.0');
  assert.equal(canary.pageViews, 4);
  assert.equal(canary.errors, 2);
  const lcpAt = Object.fromEntries(canary.lcpBuckets.map((b) => [b.le, b.count]));
  assert.equal(lcpAt[1], 1);
  assert.equal(lcpAt[1.5], 2);
  assert.equal(lcpAt[2], 3);
  assert.equal(lcpAt[4], 4);
  assert.equal(lcpAt[INF], 4);
  assert.equal(canary.lcpBuckets.at(-1).le, INF, 'cumulative, +Inf last');
  // p75 LCP: rank 3 of 4 is the top of the 1.5..2 s bucket.
  assert.equal(quantileFromBuckets(canary.lcpBuckets, 0.75), 2);
  // p75 INP: rank 3 is the top of the 0.15..0.2 s bucket.
  assert.equal(quantileFromBuckets(canary.inpBuckets, 0.75), 0.2);

  const live = figuresOf(json, 'mf_catalog', '0.3.0');
  assert.equal(live.pageViews, 1);
  assert.equal(live.errors, 0);
  assert.equal(quantileFromBuckets(live.inpBuckets, 0.75), null, 'no INP was reported for it');
  assert.deepEqual(figuresOf(json, 'mf_catalog', '9.9.9'), emptyFigures());
  // Figures are plain JSON (a store keeps them): the same after a round trip.
  assert.deepEqual(JSON.parse(JSON.stringify(canary)), canary);
  assert.throws(() => figuresOf('text', 'mf_catalog', '0.4.0'), /getMetricsAsJSON/);
});

test('each canary of a composition with its live version\'s figures', async () => {
  const metrics = createSiteMetrics();
  metrics.telemetry.observeView({ route: 'home', remotes: [['mf_catalog', '0.3.0'], ['mf_product', '1.0.0']] });
  metrics.telemetry.observeView({ route: 'home', remotes: [['mf_catalog', '0.4.0']] });
  const composition = {
    remotes: { mf_catalog: { version: '0.3.0', manifest: 'a' }, mf_product: { version: '1.0.0', manifest: 'b' } },
    canaries: { mf_catalog: { id: 'mf_catalog-0.4.0-x', version: '0.4.0', manifest: 'c', share: 10, startedAt: '2025-01-01T00:00:00.000Z', by: 'qa' } },
  };
  const out = canaryFiguresOf(await metrics.registry.getMetricsAsJSON(), composition);
  assert.deepEqual(Object.keys(out), ['mf_catalog']);
  assert.equal(out.mf_catalog.id, 'mf_catalog-0.4.0-x');
  assert.equal(out.mf_catalog.canary.pageViews, 1);
  assert.equal(out.mf_catalog.live.pageViews, 1);
  assert.deepEqual(canaryFiguresOf([], { remotes: {} }), {});
});

test('figures since a baseline; a restarted server (counters below the baseline) counts from zero', () => {
  const baseline = { pageViews: 10, errors: 1, lcpBuckets: [{ le: 1, count: 4 }, { le: 2, count: 10 }, { le: INF, count: 10 }], inpBuckets: [] };
  const now = { pageViews: 25, errors: 3, lcpBuckets: [{ le: 1, count: 9 }, { le: 2, count: 20 }, { le: INF, count: 22 }], inpBuckets: [{ le: 0.2, count: 5 }, { le: INF, count: 5 }] };
  assert.deepEqual(subtractFigures(now, baseline), {
    pageViews: 15,
    errors: 2,
    lcpBuckets: [{ le: 1, count: 5 }, { le: 2, count: 10 }, { le: INF, count: 12 }],
    inpBuckets: [{ le: 0.2, count: 5 }, { le: INF, count: 5 }],
  });
  const restarted = { pageViews: 3, errors: 0, lcpBuckets: [], inpBuckets: [] };
  assert.deepEqual(subtractFigures(restarted, baseline), restarted);
  assert.deepEqual(subtractFigures(now, null), now);
  assert.throws(() => subtractFigures(now, { pageViews: -1 }), TypeError);
});

test('several servers\' figures summed, buckets by bound (also when their bounds differ)', () => {
  const a = { pageViews: 3, errors: 1, lcpBuckets: [{ le: 1, count: 1 }, { le: 2, count: 3 }, { le: INF, count: 3 }], inpBuckets: [] };
  const b = { pageViews: 5, errors: 0, lcpBuckets: [{ le: 1, count: 2 }, { le: 2, count: 4 }, { le: INF, count: 5 }], inpBuckets: [{ le: 0.1, count: 5 }, { le: INF, count: 5 }] };
  assert.deepEqual(sumFigures([a, b]), {
    pageViews: 8,
    errors: 1,
    lcpBuckets: [{ le: 1, count: 3 }, { le: 2, count: 7 }, { le: INF, count: 8 }],
    inpBuckets: [{ le: 0.1, count: 5 }, { le: INF, count: 5 }],
  });
  // A server of an older layout (no 1.5 s bound): its count there is that of the bound below.
  const c = { pageViews: 2, errors: 0, lcpBuckets: [{ le: 1.5, count: 2 }, { le: INF, count: 2 }], inpBuckets: [] };
  assert.deepEqual(sumFigures([a, c]).lcpBuckets, [{ le: 1, count: 1 }, { le: 1.5, count: 3 }, { le: 2, count: 5 }, { le: INF, count: 5 }]);
  assert.deepEqual(sumFigures([]), emptyFigures());
  assert.throws(() => sumFigures([a, null]), /figures\[1\]/);
});

test('the defaults: 200 page views, a margin of 5 errors per 1,000', () => {
  assert.equal(CANARY_MIN_PAGE_VIEWS, 200);
  assert.equal(CANARY_ERROR_MARGIN_PER_1000, 5);
  assert.deepEqual(VERDICT_DEFAULTS, { minPageViews: 200, errorMarginPer1000: 5, slowerRatio: 1.2 });
});

test('too early while the canary has fewer page views than the minimum, whatever its errors', () => {
  const verdict = canaryVerdict({ canary: figures({ pageViews: 199, errors: 199 }), live: figures({ pageViews: 5000, errors: 0 }) });
  assert.equal(verdict.verdict, 'too_early');
  assert.equal(verdict.canaryErrorsPer1000, 1000);
  assert.match(verdict.reason, /199 of the 200/);
  assert.equal(canaryVerdict({ canary: figures({ pageViews: 20, errors: 0 }), live: figures({ pageViews: 20, errors: 0 }) }, { minPageViews: 10 }).verdict, 'healthy');
});

test('abort when the canary\'s errors per 1,000 page views pass the live one\'s by more than the margin', () => {
  const live = figures({ pageViews: 10_000, errors: 20 }); // 2 per 1,000
  const abort = canaryVerdict({ canary: figures({ pageViews: 1000, errors: 8 }), live }); // 8 > 2 + 5
  assert.equal(abort.verdict, 'abort');
  assert.equal(abort.canaryErrorsPer1000, 8);
  assert.equal(abort.liveErrorsPer1000, 2);
  assert.match(abort.reason, /8 errors per 1,000 page views against 2 live/);
  // Exactly at the margin is not past it; a wider margin lets more through.
  assert.equal(canaryVerdict({ canary: figures({ pageViews: 1000, errors: 7 }), live }).verdict, 'healthy');
  assert.equal(canaryVerdict({ canary: figures({ pageViews: 1000, errors: 8 }), live }, { errorMarginPer1000: 10 }).verdict, 'healthy');
  // A live version without page views counts as error-free.
  assert.equal(canaryVerdict({ canary: figures({ pageViews: 300, errors: 3 }), live: emptyFigures() }).verdict, 'abort');
  // Errors win over speed.
  assert.equal(canaryVerdict({ canary: figures({ pageViews: 1000, errors: 50, lcp: 8 }), live }).verdict, 'abort');
});

test('slower when the canary\'s p75 LCP or INP is more than 20 % over the live one\'s: a warning', () => {
  const live = figures({ pageViews: 1000, errors: 0, lcp: 2, inp: 0.2 });
  const slowLcp = canaryVerdict({ canary: figures({ pageViews: 500, errors: 0, lcp: 2.5 }), live });
  assert.equal(slowLcp.verdict, 'slower');
  assert.equal(slowLcp.canaryP75Lcp, 2.1875); // rank 375 of 500 in 1.25..2.5 s
  assert.equal(slowLcp.liveP75Lcp, 1.75);
  assert.match(slowLcp.reason, /p75 LCP 2188 ms against 1750 ms live/);
  const slowInp = canaryVerdict({ canary: figures({ pageViews: 500, errors: 0, inp: 0.3 }), live });
  assert.equal(slowInp.verdict, 'slower');
  assert.match(slowInp.reason, /INP/);
  // 10 % slower is within the 20 %.
  assert.equal(canaryVerdict({ canary: figures({ pageViews: 500, errors: 0, lcp: 2.2 }), live }).verdict, 'healthy');
  // Without vitals on one side there is nothing to compare.
  assert.equal(canaryVerdict({ canary: { ...figures({ pageViews: 500, errors: 0 }), lcpBuckets: [], inpBuckets: [] }, live }).verdict, 'healthy');
});

test('healthy: every figure returned for the status table', () => {
  const verdict = canaryVerdict({ canary: figures({ pageViews: 400, errors: 1 }), live: figures({ pageViews: 4000, errors: 8 }) });
  assert.deepEqual(Object.keys(verdict).sort(), ['canaryErrorsPer1000', 'canaryP75Inp', 'canaryP75Lcp', 'liveErrorsPer1000', 'liveP75Inp', 'liveP75Lcp', 'reason', 'verdict']);
  assert.equal(verdict.verdict, 'healthy');
  assert.equal(verdict.canaryErrorsPer1000, 2.5);
  assert.equal(verdict.liveErrorsPer1000, 2);
  assert.ok(Math.abs(verdict.canaryP75Inp - 0.175) < 1e-9, 'rank 300 of 400 in 0.1..0.2 s');
});

test('bad figures or options are a clear error', () => {
  const good = figures({ pageViews: 1, errors: 0 });
  assert.throws(() => canaryVerdict({ canary: good }), /live is not figures/);
  assert.throws(() => canaryVerdict({ canary: { ...good, errors: -1 }, live: good }), /canary: pageViews and errors/);
  assert.throws(() => canaryVerdict({ canary: good, live: good }, { errorMarginPer1000: -1 }), RangeError);
  assert.throws(() => canaryVerdict(), TypeError);
});
