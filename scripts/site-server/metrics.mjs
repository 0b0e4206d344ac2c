// The site server's Prometheus metrics (prom-client), answered at GET /metrics in the text
// format: requests by kind of answer and page route, their latency, server errors, render time
// and the page cache's hits, plus the process's own (CPU, memory, event loop lag). Each server
// has its registry (the tests build several in one process). nginx keeps /metrics from the
// public: scrape each site server on its own port. The browsers' figures (telemetry-metrics.mjs)
// live in the same registry.
import client from 'prom-client';
import { createTelemetryMetrics } from './telemetry-metrics.mjs';

/** Latency buckets in seconds: a cached page takes a millisecond, a cold render a second or more. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createSiteMetrics() {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service: 'site' });
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Counter({ name: 'site_http_requests_total', help: 'Requests answered, by route (page route name, api, static, remote, platform) and status', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const duration = new client.Histogram({ name: 'site_http_request_duration_seconds', help: 'Time to answer a request, by route', labelNames: ['route'], buckets: BUCKETS, registers: [registry] });
  const errors = new client.Counter({ name: 'site_http_errors_total', help: 'Requests answered with a 5xx, by route', labelNames: ['route'], registers: [registry] });
  const renders = new client.Histogram({ name: 'site_page_render_seconds', help: 'Server render time of the pages rendered (not those served from the page cache)', buckets: BUCKETS, registers: [registry] });
  const pageCache = new client.Counter({ name: 'site_page_cache_total', help: 'Rendered pages by what the page cache did: hit, stale (answered while rendered again), miss, or private (a logged-in visitor\'s, never cached)', labelNames: ['result'], registers: [registry] });
  return {
    registry,
    /** The browsers' page views, errors and vitals per remote version (POST /telemetry). */
    telemetry: createTelemetryMetrics(registry),
    /** One answered request: route is a bounded label (a page route's name, never a raw path). */
    observeRequest({ route, method, status, seconds }) {
      requests.inc({ route, method, status: String(status) });
      duration.observe({ route }, seconds);
      if (status >= 500) errors.inc({ route });
    },
    /** A page answered by the renderer or its cache. */
    observePage({ renderMs, cache }) {
      pageCache.inc({ result: cache });
      if ((cache === 'miss' || cache === 'private') && Number.isFinite(renderMs)) renders.observe(renderMs / 1000);
    },
    /** The text a Prometheus scrape reads. */
    async text() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
