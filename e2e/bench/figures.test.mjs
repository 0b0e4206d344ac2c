// node --test e2e/bench/figures.test.mjs — the interaction and server-cost figures' arithmetic.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { interactionSummary, median, pagesPerCore, percentile, prometheusValue, ratio, timingDuration } from './figures.mjs';

test('median of odd and even counts, ignoring what is not a number', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([NaN, 7, undefined, null, 9].map((v) => (v === null ? NaN : v))), 8);
  assert.ok(Number.isNaN(median([])));
});

test('nearest-rank percentiles', () => {
  const values = Array.from({ length: 20 }, (_, i) => 20 - i); // 20..1, unsorted on purpose
  assert.equal(percentile(values, 50), 10);
  assert.equal(percentile(values, 95), 19);
  assert.equal(percentile(values, 100), 20);
  assert.equal(percentile([42], 95), 42);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('a named Server-Timing entry, wherever it stands', () => {
  const header = 'render;dur=31.4, cpu;dur=27.9, cache;desc=miss';
  assert.equal(timingDuration(header, 'render'), 31.4);
  assert.equal(timingDuration(header, 'cpu'), 27.9);
  assert.equal(timingDuration(header, 'cache'), null);
  assert.equal(timingDuration('render;dur=3', 'cpu'), null);
  assert.equal(timingDuration('cpu;desc="x";dur=2.5', 'cpu'), 2.5);
  assert.equal(timingDuration(undefined, 'cpu'), null);
});

test('a Prometheus metric summed over its label sets', () => {
  const text = [
    '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
    '# TYPE process_cpu_seconds_total counter',
    'process_cpu_seconds_total{service="site"} 12.5',
    'process_cpu_user_seconds_total{service="site"} 10',
    'site_page_cache_total{result="miss",service="site"} 3',
    'site_page_cache_total{result="hit",service="site"} 4',
  ].join('\n');
  assert.equal(prometheusValue(text, 'process_cpu_seconds_total'), 12.5);
  assert.equal(prometheusValue(text, 'site_page_cache_total'), 7);
  assert.equal(prometheusValue(text, 'absent_metric'), null);
});

test('pages per second per core divides by the cores the process used', () => {
  assert.deepEqual(pagesPerCore({ pages: 300, wallSeconds: 10, cpuSeconds: 5 }), { pagesPerSecond: 30, cores: 0.5, perCore: 60 });
  assert.equal(pagesPerCore({ pages: 300, wallSeconds: 10, cpuSeconds: 0 }), null);
  assert.equal(pagesPerCore({ pages: 300, wallSeconds: 0, cpuSeconds: 1 }), null);
});

test('an interaction row: medians over the answered runs, lost runs counted', () => {
  const row = interactionSummary([
    { responseMs: 120, inpMs: 200, ownMs: 96, lost: false },
    { responseMs: 80, inpMs: 150, ownMs: 64, lost: true },
    { responseMs: null, inpMs: null, ownMs: null, lost: true },
  ]);
  assert.deepEqual(row, { runs: 3, answered: 2, lost: 2, responseMs: 100, inpMs: 175, ownMs: 80 });
});

test('the first/second ratio needs both figures', () => {
  assert.equal(ratio(2000, 500), 4);
  assert.equal(ratio(NaN, 500), null);
  assert.equal(ratio(100, 0), null);
});
