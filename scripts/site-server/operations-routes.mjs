// What supervisors, balancers and Prometheus ask a site server (never the public: nginx answers
// these paths itself, deploy/):
//   GET /health   200 while the process serves at all (a supervisor restarts it otherwise)
//   GET /ready    200 once the composition's remotes are loaded for server rendering, 503
//                 before that and once it is stopping (a balancer sends it no new pages); the
//                 body also says whether the API answers its own /ready, for the operator
//   GET /metrics  Prometheus text (metrics.mjs)
// And the bounded route label each request is counted and logged under.
import { readJsonCached } from './build-files.mjs';
import { isApiPath } from './api-proxy.mjs';
import { requestLocation } from './page-response.mjs';
import { matchRoute, splitLanguage } from './route-table.mjs';
import { TELEMETRY_PATH } from './telemetry-endpoint.mjs';

export const OPERATIONS_PATHS = new Set(['/health', '/ready', '/metrics']);

const json = (reply, status, body) => reply.code(status).headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).send(JSON.stringify(body));

/** Whether the API answers its /ready within a second. */
async function apiReady(apiUrl) {
  try {
    const response = await fetch(`${apiUrl}/ready`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The label a request is counted under: a page route's pattern ('/', '/login', 'slug' for a
 * category or product address, 'unknown' for none), or the kind of path (api, remote, static,
 * health, ready, metrics, telemetry: the beacons are no page address). Never the raw path: a
 * flood of addresses makes no new series.
 */
export async function routeLabel(settings, request) {
  const { pathname } = requestLocation(request.raw.url);
  if (OPERATIONS_PATHS.has(pathname)) return pathname.slice(1);
  if (pathname === TELEMETRY_PATH) return 'telemetry';
  if (isApiPath(pathname)) return 'api';
  if (pathname.startsWith('/remotes/')) return 'remote';
  if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return 'static';
  const table = await readJsonCached(settings.routeTableFile);
  const match = matchRoute(splitLanguage(pathname, table).path, table);
  return match?.route?.path ?? (match?.seName ? 'slug' : 'unknown');
}

export function registerOperationsRoutes(app, settings, metrics) {
  let prepared = !settings.serverRendering;
  let stopping = false;
  app.decorate('markPrepared', () => {
    prepared = true;
  });
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.get('/health', async (_request, reply) => json(reply, 200, { status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const api = await apiReady(settings.apiUrl);
    if (stopping) return json(reply, 503, { status: 'stopping', api });
    if (!prepared) return json(reply, 503, { status: 'starting', api });
    return json(reply, 200, { status: 'ready', api });
  });
  app.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await metrics.text();
    return reply.code(200).headers({ 'content-type': contentType, 'cache-control': 'no-store' }).send(body);
  });
}
