// The page's telemetry reporter: its own chunk (start-telemetry.ts loads it after the page, with
// the visitor's analytics consent), so web-vitals is no part of the first load. It measures the
// page load's LCP, INP and CLS (web-vitals) and sends ONE view beacon per page view: when the
// page is hidden (visibilitychange, pagehide) or when the SPA moves to the next route
// (page-remotes.ts queues the view that ends). The vitals belong to the page load, so they go with
// its first view only, as far as they are known then; a soft navigation's view has none. Errors go
// with the next flush and on their own at most every ERROR_FLUSH_INTERVAL_MS.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { TelemetryBeacon } from 'shared-contracts/telemetry';
import limits from 'shared-contracts/telemetry/limits.json';
import { packTelemetryBodies, sendTelemetryBody, type TransportDeps } from './beacon-transport';
import { pageRemoteVersion, reportCurrentView } from './page-remotes';
import { routeNameOf } from './route-name';
import { onTelemetryQueued, takeTelemetry, type PageView, type TelemetryRecord } from './telemetry-queue';

export const ERROR_FLUSH_INTERVAL_MS = 5000;

export interface Vitals {
  lcp?: number;
  inp?: number;
  cls?: number;
}

export interface ReporterOptions {
  /** Whether sending is allowed now (the visitor's analytics consent): checked at every send. */
  allowed: () => boolean;
  transport?: TransportDeps;
  win?: Window;
}

const NAME = new RegExp(limits.namePattern);
const VERSION = new RegExp(limits.versionPattern);
const isName = (value: string | null | undefined): value is string => typeof value === 'string' && NAME.test(value);
const isVersion = (value: string | undefined): value is string => typeof value === 'string' && value.length <= limits.maxVersionLength && VERSION.test(value);

/** A measurement within its cap, rounded (beyond the cap it is a broken measurement: left out). */
function vital(value: number | undefined, cap: number, decimals: number): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value < 0) return undefined;
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return rounded <= cap ? rounded : undefined;
}

function remoteVersions(view: PageView): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const fed of view.remotes) {
    const version = pageRemoteVersion(fed);
    if (isName(fed) && isVersion(version) && Object.keys(remotes).length < limits.maxRemotes) remotes[fed] = version;
  }
  return remotes;
}

const routeOf = (view: PageView): string | null => (view.routeArea === null ? null : routeNameOf(view.routeArea, view.path));

/** A queued record as the beacon the contract describes, or null when it cannot be named. */
export function toBeacon(record: TelemetryRecord, vitals: Vitals): TelemetryBeacon | null {
  const route = routeOf(record.view);
  if (record.kind === 'view') {
    if (!isName(route)) return null;
    const measured = record.view.first
      ? { lcp: vital(vitals.lcp, limits.maxLcpMs, 0), inp: vital(vitals.inp, limits.maxInpMs, 0), cls: vital(vitals.cls, limits.maxCls, 4) }
      : {};
    const present = Object.fromEntries(Object.entries(measured).filter(([, value]) => value !== undefined));
    return { t: 'view', route, remotes: remoteVersions(record.view), ...present };
  }
  const version = record.version ?? pageRemoteVersion(record.remote);
  if (!isName(record.remote) || !isVersion(version)) return null;
  return { t: 'error', route: isName(route) ? route : limits.otherRoute, remote: record.remote, version, kind: record.errorKind };
}

/** Starts measuring and sending; returns the stop. */
export function startTelemetryReporter({ allowed, transport, win = window }: ReporterOptions): () => void {
  const vitals: Vitals = {};
  let stopped = false;
  let errorTimer: ReturnType<typeof setTimeout> | null = null;
  let lastFlushAt = Number.NEGATIVE_INFINITY;

  const flush = () => {
    if (errorTimer !== null) clearTimeout(errorTimer);
    errorTimer = null;
    if (stopped || !allowed()) return;
    const events = takeTelemetry()
      .map((record) => toBeacon(record, vitals))
      .filter((beacon): beacon is TelemetryBeacon => beacon !== null);
    if (events.length === 0) return;
    lastFlushAt = Date.now();
    for (const body of packTelemetryBodies(events)) sendTelemetryBody(body, transport);
  };

  const scheduleErrorFlush = () => {
    if (errorTimer !== null) return;
    errorTimer = setTimeout(flush, Math.max(0, lastFlushAt + ERROR_FLUSH_INTERVAL_MS - Date.now()));
  };

  // reportAllChanges: the latest value at any moment, for a view that ends before the page hides.
  const keep = (key: keyof Vitals) => (metric: Metric) => {
    if (!stopped) vitals[key] = metric.value;
  };
  onLCP(keep('lcp'), { reportAllChanges: true });
  onINP(keep('inp'), { reportAllChanges: true });
  onCLS(keep('cls'), { reportAllChanges: true });

  // Registered on the document after web-vitals' listeners (on the window, capture phase): the
  // vitals' final values are in when the view is sent.
  const onHidden = () => {
    if (win.document.visibilityState !== 'hidden') return;
    reportCurrentView();
    flush();
  };
  const onPageHide = () => {
    reportCurrentView();
    flush();
  };
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', onPageHide);
  const unsubscribe = onTelemetryQueued((record) => (record.kind === 'view' ? flush() : scheduleErrorFlush()));
  // What waited for the reporter (a view the visitor left before it loaded, errors).
  flush();

  return () => {
    stopped = true;
    if (errorTimer !== null) clearTimeout(errorTimer);
    errorTimer = null;
    unsubscribe();
    win.document.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', onPageHide);
  };
}
