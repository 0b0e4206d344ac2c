// `shared-contracts/telemetry`: the beacon the shell sends from the browser and the site server
// takes at TELEMETRY_PATH. Anonymous by construction: route names from the route table (never a
// path), federation names, versions and numbers; no message text, no address, nothing of the
// visitor. Objects are strict, so nothing else can ride along.
// No import but zod: the site server loads this file on its own. telemetry-limits.json holds the
// same limits as plain data (index.test.ts keeps the two equal).
import { z } from 'zod';

export const TELEMETRY_PATH = '/telemetry';
/** The body's format version (`v`). */
export const TELEMETRY_BODY_VERSION = 1;
/** A body's size in bytes (UTF-8) and its number of events: more is refused whole. */
export const TELEMETRY_MAX_BYTES = 4096;
export const TELEMETRY_MAX_EVENTS = 20;
/** Route and federation names: 'productPage', 'mf_catalog'. */
export const TELEMETRY_NAME_PATTERN = /^[a-z][a-zA-Z0-9_-]{0,40}$/;
/** Remote versions as compose writes them ('0.4.0'), bounded. */
export const TELEMETRY_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;
export const TELEMETRY_MAX_VERSION_LENGTH = 64;
/** More remotes than a page can show is not a page view. */
export const TELEMETRY_MAX_REMOTES = 16;
/** Caps of the vitals: a larger figure is a broken measurement, not a slow page. */
export const TELEMETRY_MAX_LCP_MS = 120_000;
export const TELEMETRY_MAX_INP_MS = 120_000;
export const TELEMETRY_MAX_CLS = 100;
/** Where a remote's error was caught: its area's error boundary, its failed load, or the window. */
export const TELEMETRY_ERROR_KINDS = ['boundary', 'load', 'uncaught'] as const;
/** The route of an error on a page no route of the table renders (the not-found page). */
export const TELEMETRY_OTHER_ROUTE = 'other';

const name = z.string().regex(TELEMETRY_NAME_PATTERN);
const version = z.string().max(TELEMETRY_MAX_VERSION_LENGTH).regex(TELEMETRY_VERSION_PATTERN);
const capped = (max: number) => z.number().min(0).max(max);

export const telemetryViewSchema = z.strictObject({
  t: z.literal('view'),
  route: name,
  remotes: z.record(name, version).refine((remotes) => Object.keys(remotes).length <= TELEMETRY_MAX_REMOTES, { message: `at most ${TELEMETRY_MAX_REMOTES} remotes` }),
  lcp: capped(TELEMETRY_MAX_LCP_MS).optional(),
  inp: capped(TELEMETRY_MAX_INP_MS).optional(),
  cls: capped(TELEMETRY_MAX_CLS).optional(),
});

export const telemetryErrorSchema = z.strictObject({
  t: z.literal('error'),
  route: name,
  remote: name,
  version,
  kind: z.enum(TELEMETRY_ERROR_KINDS),
});

export const telemetryBeaconSchema = z.discriminatedUnion('t', [telemetryViewSchema, telemetryErrorSchema]);

export const telemetryBodySchema = z.strictObject({
  v: z.literal(TELEMETRY_BODY_VERSION),
  events: z.array(telemetryBeaconSchema).min(1).max(TELEMETRY_MAX_EVENTS),
});

export type TelemetryViewBeacon = z.infer<typeof telemetryViewSchema>;
export type TelemetryErrorBeacon = z.infer<typeof telemetryErrorSchema>;
export type TelemetryBeacon = z.infer<typeof telemetryBeaconSchema>;
export type TelemetryErrorKind = (typeof TELEMETRY_ERROR_KINDS)[number];
export type TelemetryBody = z.infer<typeof telemetryBodySchema>;

export type TelemetryBodyResult = { ok: true; body: TelemetryBody } | { ok: false; reason: 'too-large' | 'not-json' | 'invalid'; detail?: string };

/** UTF-8 length of a body as the browser sends it. */
export function telemetryByteLength(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

/**
 * A received body, checked whole: its size before parsing (a large body is not parsed), JSON, then
 * the schema. Never throws: the reason says why a body is refused.
 */
export function parseTelemetryBody(raw: string | Uint8Array): TelemetryBodyResult {
  const size = typeof raw === 'string' ? telemetryByteLength(raw) : raw.byteLength;
  if (size > TELEMETRY_MAX_BYTES) return { ok: false, reason: 'too-large' };
  let value: unknown;
  try {
    value = JSON.parse(typeof raw === 'string' ? raw : new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  const parsed = telemetryBodySchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: 'invalid', detail: parsed.error.issues[0]?.message };
  return { ok: true, body: parsed.data };
}
