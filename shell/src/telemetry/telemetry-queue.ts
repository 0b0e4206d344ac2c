// What the page has to report, held in memory until the reporter (a chunk of its own, loaded after
// the page, with the visitor's consent) sends it. Part of the first load, so it only keeps records:
// no measuring, no sending. Off until the boot's sampling switches it on (and on the server, where
// it stays off): a record made while off is dropped. Bounded: a page that throws in a loop cannot
// grow it.
import type { TelemetryErrorKind } from 'shared-contracts/telemetry';

/** One page view: the route's name once its area shows, the remotes whose areas were on it. */
export interface PageView {
  /** The module of the route's area ('mf_product/ProductPage'); null until one is shown. */
  routeArea: string | null;
  /** Federation names of the remote areas shown during the view. */
  remotes: Set<string>;
  /** The page load's own view: the only one the load's vitals (LCP, INP, CLS) belong to. */
  first: boolean;
  /** The path (without the language prefix) the view started at. */
  path: string | null;
  /** Queued for sending already: one view beacon per page view. */
  reported: boolean;
  /** Errors recorded for this view (remote, version, kind): each counted once per view. */
  errors: Set<string>;
}

export type TelemetryRecord =
  | { kind: 'view'; view: PageView }
  | { kind: 'error'; view: PageView; remote: string; /** Known for uncaught errors (read from the file's path). */ version?: string; errorKind: TelemetryErrorKind };

/** More than two full beacons waiting means something loops: later records are dropped. */
export const MAX_PENDING_RECORDS = 40;

let enabled = false;
let pending: TelemetryRecord[] = [];
let listener: ((record: TelemetryRecord) => void) | null = null;

/** The boot's sampling decision; switching off drops what waits. */
export function enableTelemetryQueue(on: boolean): void {
  enabled = on;
  if (!on) pending = [];
}

export function isTelemetryQueueEnabled(): boolean {
  return enabled;
}

export function queueTelemetry(record: TelemetryRecord): void {
  if (!enabled || pending.length >= MAX_PENDING_RECORDS) return;
  pending.push(record);
  listener?.(record);
}

/** Everything waiting, removed from the queue. */
export function takeTelemetry(): TelemetryRecord[] {
  const taken = pending;
  pending = [];
  return taken;
}

/** The reporter's subscription (one at a time); returns the unsubscribe. */
export function onTelemetryQueued(next: (record: TelemetryRecord) => void): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}
