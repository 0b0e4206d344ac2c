// The telemetry series (telemetry-metrics.mjs) in a registry of their own: names, units (vitals
// arrive in ms and are kept in seconds), one page view per remote version on the page, and the
// result and reason series present at 0 before anything happened. node --test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import client from 'prom-client';
import { BEACON_RESULTS, createTelemetryMetrics, DROP_REASONS, INP_BUCKETS, LCP_BUCKETS, CLS_BUCKETS } from './telemetry-metrics.mjs';
import { createSiteMetrics } from './metrics.mjs';

const fresh = () => {
  const registry = new client.Registry();
  return { registry, telemetry: createTelemetryMetrics(registry) };
};

test('every beacon result and drop reason is a series at 0 from the start', async () => {
  const { registry } = fresh();
  const text = await registry.metrics();
  for (const result of BEACON_RESULTS) assert.match(text, new RegExp(`site_telemetry_beacons_total\\{result="${result}"\\} 0`));
  for (const reason of DROP_REASONS) assert.match(text, new RegExp(`site_telemetry_events_dropped_total\\{reason="${reason}"\\} 0`));
});

test('a view counts once per remote version on it, with its vitals in seconds', async () => {
  const { registry, telemetry } = fresh();
  telemetry.observeView({ route: 'home', remotes: [['mf_catalog', '0.4.0'], ['mf_stores_content', '1.2.0']], lcp: 2400, inp: 64, cls: 0.12 });
  telemetry.observeView({ route: null, remotes: [['mf_catalog', '0.4.0']] });
  const text = await registry.metrics();
  assert.match(text, /site_rum_page_views_total\{remote="mf_catalog",version="0\.4\.0"\} 2/);
  assert.match(text, /site_rum_page_views_total\{remote="mf_stores_content",version="1\.2\.0"\} 1/);
  assert.match(text, /site_rum_page_views_by_route_total\{route="home"\} 1/);
  assert.doesNotMatch(text, /route="null"/);
  assert.match(text, /site_rum_lcp_seconds_sum\{remote="mf_catalog",version="0\.4\.0"\} 2\.4/);
  assert.match(text, /site_rum_lcp_seconds_bucket\{le="2\.5",remote="mf_catalog",version="0\.4\.0"\} 1/);
  assert.match(text, /site_rum_lcp_seconds_bucket\{le="2",remote="mf_catalog",version="0\.4\.0"\} 0/);
  assert.match(text, /site_rum_inp_seconds_bucket\{le="0\.075",remote="mf_stores_content",version="1\.2\.0"\} 1/);
  assert.match(text, /site_rum_cls_bucket\{le="0\.15",remote="mf_catalog",version="0\.4\.0"\} 1/);
  assert.match(text, /site_rum_lcp_seconds_count\{remote="mf_catalog",version="0\.4\.0"\} 1/, 'the view without vitals observed none');
});

test('errors by remote version and kind; beacons by result; drops by reason', async () => {
  const { registry, telemetry } = fresh();
  telemetry.observeError({ remote: 'mf_product', version: '2.0.0', kind: 'load' });
  telemetry.countBeacon('accepted');
  telemetry.countBeacon('rate_limited');
  telemetry.countDropped('unknown_version', 3);
  telemetry.countDropped('unknown_route', 0);
  const text = await registry.metrics();
  assert.match(text, /site_rum_errors_total\{remote="mf_product",version="2\.0\.0",kind="load"\} 1/);
  assert.match(text, /site_telemetry_beacons_total\{result="accepted"\} 1/);
  assert.match(text, /site_telemetry_beacons_total\{result="rate_limited"\} 1/);
  assert.match(text, /site_telemetry_events_dropped_total\{reason="unknown_version"\} 3/);
  assert.match(text, /site_telemetry_events_dropped_total\{reason="unknown_route"\} 0/);
});

test('buckets fit the web vitals: LCP 0.1..10 s, INP 0.016..2 s, CLS 0.01..1, ascending', () => {
  for (const [buckets, low, high] of [[LCP_BUCKETS, 0.1, 10], [INP_BUCKETS, 0.016, 2], [CLS_BUCKETS, 0.01, 1]]) {
    assert.equal(buckets[0], low);
    assert.equal(buckets.at(-1), high);
    assert.deepEqual([...buckets].sort((a, b) => a - b), buckets);
  }
  // The thresholds the vitals are judged by are bucket bounds, so "share under good" is exact.
  for (const good of [2.5, 4]) assert.ok(LCP_BUCKETS.includes(good));
  for (const good of [0.2, 0.5]) assert.ok(INP_BUCKETS.includes(good));
  for (const good of [0.1, 0.25]) assert.ok(CLS_BUCKETS.includes(good));
});

test('the site\'s metrics carry the telemetry series in the same registry', async () => {
  const site = createSiteMetrics();
  site.telemetry.observeView({ route: 'home', remotes: [['mf_catalog', '0.4.0']], lcp: 1000 });
  site.observePage({ renderMs: 120, cache: 'miss' });
  const { body } = await site.text();
  assert.match(body, /site_rum_page_views_total\{remote="mf_catalog",version="0\.4\.0",service="site"\} 1/);
  assert.match(body, /site_page_render_seconds_count\{service="site"\} 1/);
  assert.match(body, /site_page_cache_total\{result="miss",service="site"\} 1/);
});
