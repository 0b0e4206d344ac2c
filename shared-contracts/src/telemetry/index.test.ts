import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contract from './index';
import {
  TELEMETRY_MAX_BYTES,
  TELEMETRY_MAX_EVENTS,
  parseTelemetryBody,
  telemetryBodySchema,
  type TelemetryBeacon,
} from './index';

const view: TelemetryBeacon = { t: 'view', route: 'product', remotes: { mf_product: '0.4.0', mf_catalog: '0.3.1' }, lcp: 1830.5, inp: 96, cls: 0.04 };
const error: TelemetryBeacon = { t: 'error', route: 'product', remote: 'mf_product', version: '0.4.0', kind: 'boundary' };
const body = (events: unknown[]) => ({ v: 1, events });
const refused = (value: unknown) => !telemetryBodySchema.safeParse(value).success;

describe('the telemetry beacon contract', () => {
  it('takes a page view with its vitals and an error beacon', () => {
    expect(telemetryBodySchema.parse(body([view, error]))).toEqual(body([view, error]));
    // Vitals are optional: a soft navigation's view has none.
    expect(refused(body([{ t: 'view', route: 'home', remotes: {} }]))).toBe(false);
  });

  it('refuses route paths, unknown kinds and malformed names or versions', () => {
    expect(refused(body([{ ...view, route: '/altin-kolye' }]))).toBe(true);
    expect(refused(body([{ ...view, route: 'x'.repeat(42) }]))).toBe(true);
    expect(refused(body([{ ...view, remotes: { 'mf catalog': '0.4.0' } }]))).toBe(true);
    expect(refused(body([{ ...view, remotes: { __proto__x: '0.4.0' } }]))).toBe(true);
    expect(refused(body([{ ...view, remotes: { mf_catalog: '../0.4.0' } }]))).toBe(true);
    expect(refused(body([{ ...error, version: '1'.repeat(65) }]))).toBe(true);
    expect(refused(body([{ ...error, kind: 'network' }]))).toBe(true);
    expect(refused(body([{ ...error, remote: 'MF_CATALOG' }]))).toBe(true);
    expect(refused(body([{ t: 'click', route: 'home' }]))).toBe(true);
  });

  it('refuses anything personal riding along: extra fields are not allowed', () => {
    expect(refused(body([{ ...error, message: 'Cannot read properties of undefined (user@example.com)' }]))).toBe(true);
    expect(refused(body([{ ...view, url: 'https://shop/account?email=x' }]))).toBe(true);
    expect(refused({ ...body([view]), visitor: 'abc' })).toBe(true);
  });

  it('refuses vitals that are not finite, negative or over their caps', () => {
    for (const bad of [{ lcp: -1 }, { lcp: 120_001 }, { inp: Number.POSITIVE_INFINITY }, { inp: Number.NaN }, { cls: 101 }, { cls: '0.1' }]) {
      expect(refused(body([{ ...view, ...bad }]))).toBe(true);
    }
    expect(refused(body([{ ...view, lcp: 120_000, inp: 0, cls: 100 }]))).toBe(false);
  });

  it('refuses an empty body, another version and more than the maximum of events', () => {
    expect(refused(body([]))).toBe(true);
    expect(refused({ v: 2, events: [view] })).toBe(true);
    expect(refused(body(Array.from({ length: TELEMETRY_MAX_EVENTS }, () => error)))).toBe(false);
    expect(refused(body(Array.from({ length: TELEMETRY_MAX_EVENTS + 1 }, () => error)))).toBe(true);
    expect(refused(body([{ ...view, remotes: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`mf_${i}`, '1.0.0'])) }]))).toBe(true);
  });

  describe('parseTelemetryBody', () => {
    it('parses a valid body from text or bytes', () => {
      const text = JSON.stringify(body([view]));
      expect(parseTelemetryBody(text)).toEqual({ ok: true, body: body([view]) });
      expect(parseTelemetryBody(new TextEncoder().encode(text))).toEqual({ ok: true, body: body([view]) });
    });

    it('says why a body is refused, without throwing', () => {
      const oversized = JSON.stringify(body([{ ...error, version: '1'.repeat(TELEMETRY_MAX_BYTES) }]));
      expect(parseTelemetryBody(oversized)).toEqual({ ok: false, reason: 'too-large' });
      // Bytes, not characters: 2,100 'ş' are 4,200 bytes.
      expect(parseTelemetryBody(`"${'ş'.repeat(2100)}"`)).toEqual({ ok: false, reason: 'too-large' });
      expect(parseTelemetryBody('{"v":1,')).toEqual({ ok: false, reason: 'not-json' });
      expect(parseTelemetryBody(new Uint8Array([0xff, 0xfe]))).toEqual({ ok: false, reason: 'not-json' });
      expect(parseTelemetryBody('null')).toMatchObject({ ok: false, reason: 'invalid' });
      expect(parseTelemetryBody(JSON.stringify(body([{ ...view, route: '/cart' }])))).toMatchObject({ ok: false, reason: 'invalid' });
    });
  });

  it('imports nothing but zod, so the site server can load it on its own', () => {
    const source = readFileSync(join(__dirname, 'index.ts'), 'utf8');
    const imports = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(imports).toEqual(['zod']);
  });

  it('states the same limits in telemetry-limits.json as in the module', () => {
    const limits = JSON.parse(readFileSync(join(__dirname, 'telemetry-limits.json'), 'utf8')) as Record<string, unknown>;
    expect(limits).toEqual({
      path: contract.TELEMETRY_PATH,
      bodyVersion: contract.TELEMETRY_BODY_VERSION,
      maxBytes: contract.TELEMETRY_MAX_BYTES,
      maxEvents: contract.TELEMETRY_MAX_EVENTS,
      namePattern: contract.TELEMETRY_NAME_PATTERN.source,
      versionPattern: contract.TELEMETRY_VERSION_PATTERN.source,
      maxVersionLength: contract.TELEMETRY_MAX_VERSION_LENGTH,
      maxRemotes: contract.TELEMETRY_MAX_REMOTES,
      maxLcpMs: contract.TELEMETRY_MAX_LCP_MS,
      maxInpMs: contract.TELEMETRY_MAX_INP_MS,
      maxCls: contract.TELEMETRY_MAX_CLS,
      errorKinds: [...contract.TELEMETRY_ERROR_KINDS],
      otherRoute: contract.TELEMETRY_OTHER_ROUTE,
    });
  });
});
