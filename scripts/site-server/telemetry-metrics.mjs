// The browsers' figures (POST /telemetry, telemetry-endpoint.mjs) as prom-client series in the
// site server's registry (metrics.mjs), so /metrics shows them beside the render time and the
// page cache: page views and errors per remote version, the Core Web Vitals as histograms per
// remote version, and what the endpoint did with each beacon. Labels take only values the
// endpoint checked against what the server knows (route names, the five remotes, versions
// served now): a flood of invented values cannot add series. Compose's canary figures read
// these series back (canary-figures.mjs), so their names are exported.
import client from 'prom-client';

export const RUM_METRICS = {
  pageViews: 'site_rum_page_views_total',
  pageViewsByRoute: 'site_rum_page_views_by_route_total',
  errors: 'site_rum_errors_total',
  lcp: 'site_rum_lcp_seconds',
  inp: 'site_rum_inp_seconds',
  cls: 'site_rum_cls',
  beacons: 'site_telemetry_beacons_total',
  dropped: 'site_telemetry_events_dropped_total',
};

/** Seconds: "good" LCP is under 2.5 s, "poor" over 4 s; a slow phone's first paint can take 10. */
export const LCP_BUCKETS = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10];
/** Seconds: "good" INP is under 200 ms, "poor" over 500 ms; one frame is 16 ms. */
export const INP_BUCKETS = [0.016, 0.032, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2];
/** Unitless: "good" CLS is under 0.1, "poor" over 0.25. */
export const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/** What the endpoint did with a whole beacon (the result label). */
export const BEACON_RESULTS = ['accepted', 'too_large', 'malformed', 'rate_limited', 'unsupported_type'];
/** Why a part of an accepted beacon was not counted (the reason label). */
export const DROP_REASONS = ['unknown_route', 'unknown_remote', 'unknown_version'];

/**
 * The telemetry series, registered in `registry`.
 * @param {import('prom-client').Registry} registry
 */
export function createTelemetryMetrics(registry) {
  const registers = [registry];
  const pageViews = new client.Counter({ name: RUM_METRICS.pageViews, help: 'Page views reported by browsers, once for each remote version shown on the page', labelNames: ['remote', 'version'], registers });
  const byRoute = new client.Counter({ name: RUM_METRICS.pageViewsByRoute, help: 'Page views reported by browsers, by route name', labelNames: ['route'], registers });
  const errors = new client.Counter({ name: RUM_METRICS.errors, help: "Errors browsers attributed to a remote version: its error boundary, a failed load, an uncaught error from its files", labelNames: ['remote', 'version', 'kind'], registers });
  const lcp = new client.Histogram({ name: RUM_METRICS.lcp, help: 'Largest Contentful Paint reported by browsers, for each remote version on the page', labelNames: ['remote', 'version'], buckets: LCP_BUCKETS, registers });
  const inp = new client.Histogram({ name: RUM_METRICS.inp, help: 'Interaction to Next Paint reported by browsers, for each remote version on the page', labelNames: ['remote', 'version'], buckets: INP_BUCKETS, registers });
  const cls = new client.Histogram({ name: RUM_METRICS.cls, help: 'Cumulative Layout Shift reported by browsers, for each remote version on the page', labelNames: ['remote', 'version'], buckets: CLS_BUCKETS, registers });
  const beacons = new client.Counter({ name: RUM_METRICS.beacons, help: 'Telemetry beacons received, by what was done with them', labelNames: ['result'], registers });
  const dropped = new client.Counter({ name: RUM_METRICS.dropped, help: 'Parts of accepted beacons not counted: a route, remote or version the server does not know', labelNames: ['reason'], registers });
  // Every result and reason shows at 0 from the start: a rate over them needs the series to exist.
  for (const result of BEACON_RESULTS) beacons.inc({ result }, 0);
  for (const reason of DROP_REASONS) dropped.inc({ reason }, 0);
  return {
    /** One beacon's outcome (one of BEACON_RESULTS). */
    countBeacon(result) {
      beacons.inc({ result });
    },
    /** `count` parts dropped for `reason` (one of DROP_REASONS). */
    countDropped(reason, count = 1) {
      if (count > 0) dropped.inc({ reason }, count);
    },
    /**
     * One page view, already checked: `route` a known route name or null (not counted by route),
     * `remotes` [[fed, version]] known ones, vitals in ms (lcp, inp) and unitless (cls), each optional.
     */
    observeView({ route, remotes, lcp: lcpMs, inp: inpMs, cls: clsValue }) {
      if (route) byRoute.inc({ route });
      for (const [remote, version] of remotes) {
        const labels = { remote, version };
        pageViews.inc(labels);
        if (lcpMs !== undefined) lcp.observe(labels, lcpMs / 1000);
        if (inpMs !== undefined) inp.observe(labels, inpMs / 1000);
        if (clsValue !== undefined) cls.observe(labels, clsValue);
      }
    },
    /** One error of a known remote version. */
    observeError({ remote, version, kind }) {
      errors.inc({ remote, version, kind });
    },
  };
}
