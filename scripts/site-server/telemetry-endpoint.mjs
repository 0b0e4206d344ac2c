// POST /telemetry: the shell's beacons (navigator.sendBeacon, shell/src/telemetry; the contract is
// shared-contracts/src/telemetry) counted into the site's Prometheus series (telemetry-metrics.mjs):
//   { v: 1, events: [ { t: 'view', route, remotes: { <fed>: <version> }, lcp?, inp?, cls? }
//                   | { t: 'error', route, remote, version, kind: 'boundary' | 'load' | 'uncaught' } ] }
// Answers, always no-store and never a 500: 204 counted; 413 over TELEMETRY_MAX_BYTES (refused
// on the Content-Length, else reading stops at the limit); 415 a type other than JSON or plain
// text (some browsers send a string's beacon as text/plain); 400 not JSON or not that shape (the
// whole beacon refused, nothing counted); 429 past the client's budget (@fastify/rate-limit,
// per request.ip, checked before the body is read). The shape is checked here in plain JS, as
// strictly as the contract's zod schema: the site server is plain ESM and cannot load its
// TypeScript, but it reads the contract's limits (shared-contracts/telemetry/limits.json).
// A well-formed beacon may still name a route, remote or version the server does not know
// (an old tab, a made-up value): that part is dropped and counted by reason, so label values
// stay bounded by what the server serves.
import { createRequire } from 'node:module';
import { readJsonCached } from './build-files.mjs';

const LIMITS = createRequire(import.meta.url)('shared-contracts/telemetry/limits.json');

export const TELEMETRY_PATH = LIMITS.path;
export const TELEMETRY_MAX_BYTES = LIMITS.maxBytes;
export const TELEMETRY_MAX_EVENTS = LIMITS.maxEvents;
/** Beacons a client may send a minute (settings.telemetryRateLimit overrides it). */
export const TELEMETRY_RATE_LIMIT = 60;
export const TELEMETRY_RATE_WINDOW_MS = 60_000;
/** The remotes' federation names (the common brief's list, shared-contracts' RemoteName). */
export const FEDERATIONS = Object.freeze(['mf_catalog', 'mf_product', 'mf_cart_checkout', 'mf_account', 'mf_stores_content']);
export const ERROR_KINDS = Object.freeze([...LIMITS.errorKinds]);
/** The route the shell names for a page no route of the table renders (the not-found page). */
export const OTHER_ROUTE = LIMITS.otherRoute;

const NAME = new RegExp(LIMITS.namePattern);
const VERSION = new RegExp(LIMITS.versionPattern);
const TYPES = ['application/json', 'text/plain'];
/** The fields each object of the contract has: its objects are strict, so no other may ride along. */
const FIELDS = { body: ['v', 'events'], view: ['t', 'route', 'remotes', 'lcp', 'inp', 'cls'], error: ['t', 'route', 'remote', 'version', 'kind'] };

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isName = (value) => typeof value === 'string' && NAME.test(value);
const isVersion = (value) => typeof value === 'string' && value.length <= LIMITS.maxVersionLength && VERSION.test(value);
const isMeasure = (value, max) => value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max);
const otherField = (object, fields) => Object.keys(object).find((key) => !fields.includes(key));

/** Why one event is not of the contract's shape, or null. */
function eventProblem(event, index) {
  const at = `events[${index}]`;
  if (!isObject(event)) return `${at} is not an object`;
  if (!isName(event.route)) return `${at}.route is not a route name`;
  if (event.t !== 'view' && event.t !== 'error') return `${at}.t is neither 'view' nor 'error'`;
  const other = otherField(event, FIELDS[event.t]);
  if (other !== undefined) return `${at} has a field the contract does not name: ${other.slice(0, 40)}`;
  if (event.t === 'view') {
    if (!isObject(event.remotes)) return `${at}.remotes is not an object`;
    const remotes = Object.entries(event.remotes);
    if (remotes.length > LIMITS.maxRemotes) return `${at}.remotes has more than ${LIMITS.maxRemotes} remotes`;
    for (const [fed, version] of remotes) {
      if (!isName(fed) || !isVersion(version)) return `${at}.remotes has an entry that is not <name>: <version>`;
    }
    if (!isMeasure(event.lcp, LIMITS.maxLcpMs)) return `${at}.lcp is not a number of ms from 0 to ${LIMITS.maxLcpMs}`;
    if (!isMeasure(event.inp, LIMITS.maxInpMs)) return `${at}.inp is not a number of ms from 0 to ${LIMITS.maxInpMs}`;
    if (!isMeasure(event.cls, LIMITS.maxCls)) return `${at}.cls is not a number from 0 to ${LIMITS.maxCls}`;
    return null;
  }
  if (!isName(event.remote)) return `${at}.remote is not a federation name`;
  if (!isVersion(event.version)) return `${at}.version is not a version`;
  if (!ERROR_KINDS.includes(event.kind)) return `${at}.kind is not one of ${ERROR_KINDS.join(', ')}`;
  return null;
}

/**
 * A parsed beacon body checked against the contract (telemetryBodySchema): { events } when it
 * holds, else { problem } naming the first thing wrong.
 */
export function checkBeacon(body) {
  if (!isObject(body)) return { problem: 'the body is not an object' };
  if (body.v !== LIMITS.bodyVersion) return { problem: `v is not ${LIMITS.bodyVersion}` };
  const other = otherField(body, FIELDS.body);
  if (other !== undefined) return { problem: `the body has a field the contract does not name: ${other.slice(0, 40)}` };
  if (!Array.isArray(body.events) || body.events.length === 0) return { problem: 'events is not a list of events' };
  if (body.events.length > TELEMETRY_MAX_EVENTS) return { problem: `more than ${TELEMETRY_MAX_EVENTS} events` };
  for (const [index, event] of body.events.entries()) {
    const problem = eventProblem(event, index);
    if (problem) return { problem };
  }
  return { events: body.events };
}

/**
 * The route names a table knows: the ids of its routes and of the seName routes (category,
 * product), and OTHER_ROUTE (the not-found page).
 */
const routeNamesByTable = new WeakMap();
export function routeNamesOf(table) {
  if (!isObject(table)) return new Set([OTHER_ROUTE]);
  let names = routeNamesByTable.get(table);
  if (!names) {
    const routes = [...(Array.isArray(table.routes) ? table.routes : []), ...Object.values(isObject(table.seName) ? table.seName : {})];
    names = new Set([OTHER_ROUTE, ...routes.filter((route) => isObject(route) && typeof route.id === 'string').map((route) => route.id)]);
    routeNamesByTable.set(table, names);
  }
  return names;
}

/**
 * Counts checked events into `metrics` (createTelemetryMetrics' object). Only known label values
 * reach a series: `routeNames` (a Set), the FEDERATIONS, versions `knownVersion(fed, version)`
 * accepts. A view's unknown route drops only its count by route; an unknown remote or version
 * drops that remote's part of the view, or the whole error event. Returns the counts dropped by
 * reason.
 */
export function countEvents(events, { routeNames, knownVersion, metrics }) {
  const dropped = { unknown_route: 0, unknown_remote: 0, unknown_version: 0 };
  const known = (fed, version) => {
    if (!FEDERATIONS.includes(fed)) return (dropped.unknown_remote += 1), false;
    let served = false;
    try {
      served = knownVersion(fed, version) === true;
    } catch {
      served = false;
    }
    if (!served) dropped.unknown_version += 1;
    return served;
  };
  for (const event of events) {
    if (event.t === 'view') {
      const route = routeNames.has(event.route) ? event.route : null;
      if (!route) dropped.unknown_route += 1;
      const remotes = Object.entries(event.remotes).filter(([fed, version]) => known(fed, version));
      metrics.observeView({ route, remotes, lcp: event.lcp, inp: event.inp, cls: event.cls });
    } else if (known(event.remote, event.version)) {
      metrics.observeError({ remote: event.remote, version: event.version, kind: event.kind });
    }
  }
  for (const [reason, count] of Object.entries(dropped)) metrics.countDropped(reason, count);
  return dropped;
}

/** The result label and the answer's status for an error fastify or the rate limit raised. */
function refusalOf(err) {
  const status = err?.statusCode;
  if (status === 413) return { result: 'too_large', status: 413, message: `The beacon is over ${TELEMETRY_MAX_BYTES} bytes` };
  if (status === 415) return { result: 'unsupported_type', status: 415, message: 'Send the beacon as application/json or text/plain' };
  if (status === 429) return { result: 'rate_limited', status: 429, message: 'Too many beacons' };
  // A bad Content-Length, an empty body, anything else the request itself got wrong.
  return { result: 'malformed', status: 400, message: 'The beacon cannot be read' };
}

const answer = (reply, status, message) => {
  reply.code(status).header('cache-control', 'no-store');
  return message ? reply.header('content-type', 'text/plain; charset=utf-8').send(message) : reply.send();
};

/**
 * Registers POST /telemetry on `app`, in a scope of its own (its body parsers and error answers
 * stay there). @fastify/rate-limit must be registered on `app` before (main.mjs does, with
 * global: false).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ routeTableFile: string, telemetryRateLimit?: number, telemetryRateWindowMs?: number }} settings
 * @param {{ metrics: ReturnType<import('./telemetry-metrics.mjs').createTelemetryMetrics>,
 *   knownVersion: (fed: string, version: string) => boolean, log?: (message: string) => void }} deps
 */
export async function registerTelemetry(app, settings, { metrics, knownVersion, log = () => {} }) {
  if (typeof knownVersion !== 'function') throw new TypeError('registerTelemetry needs knownVersion(fed, version) => boolean');
  if (!metrics || typeof metrics.countBeacon !== 'function') throw new TypeError('registerTelemetry needs the telemetry metrics (createSiteMetrics().telemetry)');
  if (!app.hasDecorator('createRateLimit')) throw new Error('registerTelemetry: register @fastify/rate-limit on the app first (global: false)');
  const max = settings.telemetryRateLimit ?? TELEMETRY_RATE_LIMIT;
  const timeWindow = settings.telemetryRateWindowMs ?? TELEMETRY_RATE_WINDOW_MS;
  await app.register(async (scope) => {
    // The site passes other bodies through as streams; a beacon is read here, bounded.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(TYPES, { parseAs: 'string', bodyLimit: TELEMETRY_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((err, _request, reply) => {
      const refusal = refusalOf(err);
      // A 4xx is the client's doing; anything else is worth an operator's look, still answered 400.
      if (!(err?.statusCode >= 400 && err.statusCode < 500)) log(`telemetry: ${err?.stack ?? err}`);
      metrics.countBeacon(refusal.result);
      return answer(reply, refusal.status, refusal.message);
    });
    scope.post(TELEMETRY_PATH, { bodyLimit: TELEMETRY_MAX_BYTES, config: { rateLimit: { max, timeWindow } } }, async (request, reply) => {
      let body;
      try {
        body = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        metrics.countBeacon('malformed');
        return answer(reply, 400, 'The beacon is not JSON');
      }
      const checked = checkBeacon(body);
      if (checked.problem) {
        metrics.countBeacon('malformed');
        return answer(reply, 400, `The beacon is not of the telemetry contract: ${checked.problem}`);
      }
      const routeNames = routeNamesOf(await readJsonCached(settings.routeTableFile));
      countEvents(checked.events, { routeNames, knownVersion, metrics });
      metrics.countBeacon('accepted');
      return answer(reply, 204);
    });
  });
}
