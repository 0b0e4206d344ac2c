// What supervisors, balancers and Prometheus ask an API instance (GET /health is in
// platform-routes.ts): GET /ready answers 200 while the database answers (503 otherwise, and
// while the instance stops: a balancer sends it nothing new), GET /metrics the Prometheus text
// (metrics.ts). Every answer names its request id (X-Request-Id, nginx's or the site's, else one
// made here: app.ts), which the JSON log lines carry too.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { registerMetrics } from './metrics.js';

const READY_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query in time. */
async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('late')), READY_TIMEOUT_MS);
    });
    await Promise.race([database.db.execute(sql`select 1`), late]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerOperationsRoutes(app: FastifyInstance, database: Database): void {
  const registry = registerMetrics(app, database);
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.get('/ready', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (stopping) return reply.code(503).send({ status: 'stopping' });
    if (!(await databaseAnswers(database))) return reply.code(503).send({ status: 'database unavailable', database: database.kind });
    return { status: 'ready', database: database.kind };
  });
  app.get('/metrics', async (_req, reply) => {
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
