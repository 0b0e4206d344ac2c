// The API's Prometheus metrics (prom-client), one registry per app: requests by route, and by
// GraphQL operation on /graphql, their latency, server errors, the database pool's use, and the
// process's own figures (CPU, memory, event loop lag). operations-routes.ts answers them at
// GET /metrics; nginx keeps that path from the public, so scrape each instance on its own port.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';
import type { Database } from '../db/client.js';
import { registerQueueGauges } from '../messages/delivery/queue-metrics.js';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Distinct operation names kept as labels; past that (names are the client's) they count as 'other'. */
const MAX_OPERATIONS = 300;
const OPERATION_NAME = /"operationName"\s*:\s*"([A-Za-z_][A-Za-z0-9_]{0,63})"/;
const NAMED_OPERATION = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]{0,63})/;

/** The GraphQL operation a /graphql body names ('anonymous' when none), never more than MAX_OPERATIONS names. */
export function operationLabel(body: unknown, known: Set<string>): string {
  if (typeof body !== 'string') return 'anonymous';
  let name = OPERATION_NAME.exec(body)?.[1];
  if (!name) {
    const query = /"query"\s*:\s*"((?:[^"\\]|\\.){0,200})/.exec(body)?.[1]?.replace(/\\n/g, '\n');
    name = query ? NAMED_OPERATION.exec(query)?.[1] : undefined;
  }
  if (!name) return 'anonymous';
  if (known.has(name)) return name;
  if (known.size >= MAX_OPERATIONS) return 'other';
  known.add(name);
  return name;
}

/** Gauges of other parts of the API, read at each scrape: the message queue's and the database pool's. */
export function registerExtraGauges(registry: client.Registry, database: Database): void {
  registerQueueGauges(registry, database.db);
  const pool = database.pool;
  if (!pool) return;
  new client.Gauge({
    name: 'api_db_pool_connections',
    help: 'Database pool connections by state: total (open), idle, waiting (requests queued for a connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/** The registry of an app, with its request hooks added. */
export function registerMetrics(app: FastifyInstance, database: Database): client.Registry {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service: 'api' });
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Counter({ name: 'api_http_requests_total', help: 'Requests answered, by route (GraphQL: by operation) and status', labelNames: ['route', 'operation', 'method', 'status'], registers: [registry] });
  const duration = new client.Histogram({ name: 'api_http_request_duration_seconds', help: 'Time to answer, by route and GraphQL operation', labelNames: ['route', 'operation'], buckets: BUCKETS, registers: [registry] });
  const errors = new client.Counter({ name: 'api_http_errors_total', help: 'Requests answered with a 5xx (503: the database out of reach), by route and status', labelNames: ['route', 'status'], registers: [registry] });
  new client.Gauge({ name: 'api_database_info', help: 'The database kind this instance runs on (1)', labelNames: ['kind'], registers: [registry], collect() { this.set({ kind: database.kind }, 1); } });
  registerExtraGauges(registry, database);
  const operations = new Set<string>();

  const routeOf = (req: FastifyRequest) => req.routeOptions.url ?? 'unmatched';
  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req);
    const operation = route === '/graphql' ? operationLabel(req.body, operations) : '';
    const status = reply.statusCode;
    requests.inc({ route, operation, method: req.method, status: String(status) });
    duration.observe({ route, operation }, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ route, status: String(status) });
  });
  return registry;
}
