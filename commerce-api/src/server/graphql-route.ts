// POST /graphql, the shop's API (registerYogaRoute: JSON-only POST, error masking, limits), with
// the shop's session handoff: a login's token goes into the session cookies for callers that
// keep it there (session-handoff-plugin.ts, http/session-cookies.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { ApiContext } from '../context.js';
import { sessionHandoffPlugin } from '../graphql/session-handoff-plugin.js';
import { sessionCookies } from '../http/session-cookies.js';
import { registerYogaRoute } from './yoga-route.js';

export { GRAPHQL_POST_TYPE, mediaType } from './yoga-route.js';

export interface GraphqlRouteOptions {
  schema: GraphQLSchema;
  production: boolean;
  bodyLimit: number;
  /** Session cookies carry Secure (the shop is served over https). */
  secureCookies: boolean;
  buildContext(req: FastifyRequest): Promise<ApiContext>;
}

export async function registerGraphqlRoute(app: FastifyInstance, opts: GraphqlRouteOptions): Promise<void> {
  await registerYogaRoute<ApiContext>(app, {
    path: '/graphql',
    schema: opts.schema,
    production: opts.production,
    bodyLimit: opts.bodyLimit,
    buildContext: opts.buildContext,
    plugins: [sessionHandoffPlugin()],
    decorateReply(reply, context) {
      const change = context?.session.change;
      if (change) reply.header('set-cookie', sessionCookies(change, opts.secureCookies)).header('cache-control', 'no-store');
    },
  });
}
