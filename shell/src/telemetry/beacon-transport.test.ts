import { parseTelemetryBody, TELEMETRY_MAX_BYTES, TELEMETRY_MAX_EVENTS, type TelemetryBeacon } from 'shared-contracts/telemetry';
import { packTelemetryBodies, sendTelemetryBody } from './beacon-transport';

const error = (i: number): TelemetryBeacon => ({ t: 'error', route: 'product', remote: 'mf_product', version: `0.${i}.0`, kind: 'uncaught' });
const view = (remotes: number): TelemetryBeacon => ({
  t: 'view',
  route: 'category',
  remotes: Object.fromEntries(Array.from({ length: remotes }, (_, i) => [`mf_remote_number_${i}`, `1.0.0-build.${'x'.repeat(40)}`])),
});

describe('packTelemetryBodies', () => {
  it('keeps every body within the event and byte limits the site server enforces, in order', () => {
    const events = [...Array.from({ length: 45 }, (_, i) => error(i)), view(16), view(16), view(16), view(16)];
    const bodies = packTelemetryBodies(events);
    const parsed = bodies.map((body) => parseTelemetryBody(body));
    for (const [i, result] of parsed.entries()) {
      expect(result.ok).toBe(true);
      expect(new TextEncoder().encode(bodies[i]).byteLength).toBeLessThanOrEqual(TELEMETRY_MAX_BYTES);
    }
    const sent = parsed.flatMap((result) => (result.ok ? result.body.events : []));
    expect(sent).toEqual(events);
    expect(Math.max(...parsed.map((r) => (r.ok ? r.body.events.length : 0)))).toBe(TELEMETRY_MAX_EVENTS);
  });

  it('drops an event too large for any body, and sends nothing for nothing', () => {
    expect(packTelemetryBodies([error(1), view(16)], 20, 300)).toEqual([JSON.stringify({ v: 1, events: [error(1)] })]);
    expect(packTelemetryBodies([])).toEqual([]);
  });
});

describe('sendTelemetryBody', () => {
  it('sends a JSON blob with sendBeacon to /telemetry', () => {
    const sendBeacon = jest.fn(() => true);
    const fetchMock = jest.fn();
    sendTelemetryBody('{"v":1}', { sendBeacon, fetch: fetchMock });
    expect(sendBeacon).toHaveBeenCalledWith('/telemetry', expect.any(Blob));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without sendBeacon, or when it refuses or throws', () => {
    for (const sendBeacon of [undefined, () => false, () => { throw new TypeError('Illegal invocation'); }]) {
      const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
      sendTelemetryBody('{"v":1}', { sendBeacon, fetch: fetchMock as unknown as typeof fetch });
      expect(fetchMock).toHaveBeenCalledWith('/telemetry', { method: 'POST', body: '{"v":1}', keepalive: true, headers: { 'content-type': 'application/json' } });
    }
  });

  it('never throws when the fallback fails too', async () => {
    const fetchMock = jest.fn(async () => Promise.reject(new TypeError('offline')));
    expect(() => sendTelemetryBody('{}', { fetch: fetchMock as unknown as typeof fetch })).not.toThrow();
    await Promise.resolve();
  });
});
