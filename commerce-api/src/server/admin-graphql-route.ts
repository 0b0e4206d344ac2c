// POST /admin/graphql, the staff API (GET for queries outside production, as /graphql): the same
// endpoint rules as the shop's (yoga-route.ts: JSON-only POST, 415 for form posts, error masking,
// query limits, no introspection in production) over the staff schema and the staff context.
// Every answer: cache-control no-store and x-robots-tag noindex. A login or logout sets or clears
// the `staff_session` cookie: HttpOnly, SameSite=Strict, Path=/admin, Secure over https.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { serialize } from 'cookie';
import type { StaffContext, StaffSessionChange } from '../domains/staff/staff-context.js';
import { STAFF_SESSION_COOKIE } from './staff-context-builder.js';
import { registerYogaRoute } from './yoga-route.js';

export const ADMIN_GRAPHQL_PATH = '/admin/graphql';
/** Room for a 100,000-row price feed posted to startPriceFeed (about 16 MB with its JSON escapes). */
export const ADMIN_BODY_LIMIT = 24 * 1024 * 1024;

export interface AdminGraphqlRouteOptions {
  schema: GraphQLSchema;
  production: boolean;
  secureCookies: boolean;
  bodyLimit?: number;
  buildContext(req: FastifyRequest): Promise<StaffContext>;
}

export function staffSessionCookie(change: StaffSessionChange, secure: boolean): string {
  return serialize(STAFF_SESSION_COOKIE, change.token ?? '', { path: '/admin', httpOnly: true, sameSite: 'strict', secure, maxAge: change.token ? change.maxAgeSeconds : 0 });
}

function staffAnswerHeaders(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
}

export async function registerAdminGraphqlRoute(app: FastifyInstance, opts: AdminGraphqlRouteOptions): Promise<void> {
  // Every answer of the route, errors Fastify makes itself (a body too large) included.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith(ADMIN_GRAPHQL_PATH)) staffAnswerHeaders(reply);
  });
  await registerYogaRoute<StaffContext>(app, {
    path: ADMIN_GRAPHQL_PATH,
    schema: opts.schema,
    production: opts.production,
    bodyLimit: opts.bodyLimit ?? ADMIN_BODY_LIMIT,
    buildContext: opts.buildContext,
    decorateReply(reply, context) {
      staffAnswerHeaders(reply);
      const change = context?.session.change;
      if (change) reply.header('set-cookie', staffSessionCookie(change, opts.secureCookies));
    },
  });
}
