// Puts beacons into bodies the site server takes (at most TELEMETRY_MAX_EVENTS events and
// TELEMETRY_MAX_BYTES bytes each) and sends them with navigator.sendBeacon, which the browser
// delivers even while the page goes away; fetch with keepalive where sendBeacon is missing or
// refuses (its queue is full). A failed send is not retried: telemetry never bothers the page.
import type { TelemetryBeacon } from 'shared-contracts/telemetry';
import limits from 'shared-contracts/telemetry/limits.json';

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;
const bodyText = (events: TelemetryBeacon[]) => JSON.stringify({ v: limits.bodyVersion, events });

/** The events as body texts, in order, each within the limits (an event too large alone is dropped). */
export function packTelemetryBodies(events: TelemetryBeacon[], maxEvents: number = limits.maxEvents, maxBytes: number = limits.maxBytes): string[] {
  const bodies: string[] = [];
  let batch: TelemetryBeacon[] = [];
  let text = '';
  for (const event of events) {
    const candidate = [...batch, event];
    const candidateText = bodyText(candidate);
    if (candidate.length <= maxEvents && byteLength(candidateText) <= maxBytes) {
      batch = candidate;
      text = candidateText;
      continue;
    }
    if (batch.length > 0) bodies.push(text);
    const alone = bodyText([event]);
    [batch, text] = byteLength(alone) <= maxBytes ? [[event], alone] : [[], ''];
  }
  if (batch.length > 0) bodies.push(text);
  return bodies;
}

export interface TransportDeps {
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch?: typeof fetch;
}

const browserTransport = (): TransportDeps => ({
  sendBeacon: typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
  fetch: typeof fetch === 'function' ? (input, init) => fetch(input, init) : undefined,
});

export function sendTelemetryBody(text: string, deps: TransportDeps = browserTransport()): void {
  try {
    if (deps.sendBeacon?.(limits.path, new Blob([text], { type: 'application/json' }))) return;
  } catch {
    // Some browsers throw instead of returning false: the fallback below.
  }
  deps.fetch?.(limits.path, { method: 'POST', body: text, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
}
