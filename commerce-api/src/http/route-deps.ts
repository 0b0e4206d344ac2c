// What a domain's REST routes receive from the server (registerCatalogRoutes,
// registerPaymentRoutes ...): the database, the configuration and the per-request context
// builder that GraphQL uses too, so REST and GraphQL see the same language, customer and ip.
import type { FastifyRequest } from 'fastify';
import type { AppConfig, ApiContext } from '../context.js';
import type { Database } from '../db/client.js';

export interface RouteDeps {
  database: Database;
  config: AppConfig;
  buildContext(req: FastifyRequest): Promise<ApiContext>;
}
