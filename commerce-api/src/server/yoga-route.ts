// One GraphQL endpoint through graphql-yoga inside its own Fastify scope, shared by the shop's
// POST /graphql and the staff API's POST /admin/graphql: the body reaches yoga as raw text, so
// malformed JSON becomes a GraphQL error (400), never Fastify's own error format.
// CSRF: a POST must be application/json, which a page of another site cannot send without a CORS
// preflight (that the API refuses to foreign origins); form posts (urlencoded, multipart,
// text/plain), which a browser sends cross-site without asking, answer 415 before the body is read
// or anything runs. GET (outside production) runs queries only: yoga refuses mutations over GET.
// Errors: expected GraphQLErrors pass, anything else is logged and masked (503 when the database
// is out of reach); query limits always; no introspection in production.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { textInputGuardPlugin } from '../graphql/text-input-guard.js';
import { UNAVAILABLE_CODE, UNEXPECTED_CODE, errorShapePlugin, noIntrospectionPlugin, queryLimitsPlugin } from '../graphql/yoga-plugins.js';

export interface YogaRouteOptions<TContext extends object> {
  /** e.g. '/graphql' */
  path: string;
  schema: GraphQLSchema;
  production: boolean;
  bodyLimit: number;
  buildContext(req: FastifyRequest): Promise<TContext>;
  /** Plugins of this endpoint only, run before the shared limits and error shaping. */
  plugins?: Plugin[];
  /** Headers (cookies ...) the answer gets from what the request's context says. */
  decorateReply?(reply: FastifyReply, context: TContext | undefined): void;
}

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/**
 * The media type of a Content-Type header, without parameters (charset ...). Kept as sent: yoga
 * reads JSON bodies for the lower-case spelling only, so any other spelling is refused here too.
 */
export function mediaType(contentType: string | string[] | undefined): string {
  const value = Array.isArray(contentType) ? contentType[0] : contentType;
  return (value ?? '').split(';')[0]!.trim();
}

/** The one content type a GraphQL POST may have. */
export const GRAPHQL_POST_TYPE = 'application/json';

/** Expected errors (GraphQLError thrown on purpose) pass; anything else is logged and masked. */
function isExpected(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return !error.originalError || error.originalError instanceof GraphQLError;
}

/** Above this size a JSON body reaches yoga parsed (see largeBody). */
const PARSE_BODIES_FROM = 64 * 1024;

/**
 * A large body as the object it encodes. Yoga's request adapter (@whatwg-node/server
 * normalizeNodeRequest) calls Object.keys() on a body it is handed, which for a string lists every
 * character: a 2 MB price feed took 7 s there. An object is handed through as it is (its json()
 * answers it). Anything that is not a non-empty JSON object stays text: yoga reports it as usual.
 */
function largeBody(text: string): string | object {
  if (text.length < PARSE_BODIES_FROM) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.keys(parsed).length > 0 ? parsed : text;
  } catch {
    return text;
  }
}

export async function registerYogaRoute<TContext extends object>(app: FastifyInstance, opts: YogaRouteOptions<TContext>): Promise<void> {
  const log = app.log;
  // Each request's context, for the headers its answer gets.
  const contexts = new WeakMap<FastifyRequest, TContext>();
  const yoga = createYoga<ServerContext, TContext>({
    schema: opts.schema,
    graphqlEndpoint: opts.path,
    graphiql: !opts.production,
    landingPage: false,
    cors: false, // the server's own CORS hook answers for every route
    batching: false,
    logging: {
      debug: (...args) => log.debug(args.map(String).join(' ')),
      info: (...args) => log.info(args.map(String).join(' ')),
      warn: (...args) => log.warn(args.map(String).join(' ')),
      error: (...args) => log.error(args.map(String).join(' ')),
    },
    maskedErrors: {
      isDev: false, // never a stack trace or an internal message in a response
      maskError(error) {
        if (isExpected(error)) return error as GraphQLError;
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        const located = error instanceof GraphQLError ? error : null;
        // The database out of reach (restart, failover): 503, translated by errorShapePlugin.
        if (isDatabaseUnavailable(original)) {
          log.warn({ err: original }, 'database unavailable: GraphQL request answered 503');
          return new GraphQLError('Service unavailable.', { nodes: located?.nodes, path: located?.path, extensions: { code: UNAVAILABLE_CODE, http: { status: 503 } } });
        }
        log.error({ err: original }, 'unexpected error while resolving a GraphQL request');
        return new GraphQLError('Unexpected error.', {
          nodes: located?.nodes,
          path: located?.path,
          extensions: { code: UNEXPECTED_CODE },
        });
      },
    },
    context: async ({ req }) => {
      const context = await opts.buildContext(req);
      contexts.set(req, context);
      return context as TContext & ServerContext;
    },
    plugins: [textInputGuardPlugin(), ...(opts.plugins ?? []), queryLimitsPlugin(opts.production), ...(opts.production ? [noIntrospectionPlugin()] : []), errorShapePlugin()],
  });

  await app.register(async (scope) => {
    // Raw text for every content type: yoga parses (and rejects) the body itself.
    scope.removeAllContentTypeParsers();
    scope.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'POST' || mediaType(req.headers['content-type']) === GRAPHQL_POST_TYPE) return;
      opts.decorateReply?.(reply, undefined);
      return reply
        .code(415)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send({ errors: [{ message: 'Send GraphQL requests as application/json.', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
    });
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: opts.bodyLimit }, (_req, body, done) => {
      // An empty body must still reach yoga as a body (it then answers 400).
      done(null, body === '' ? ' ' : largeBody(body as string));
    });
    scope.route({
      url: opts.path,
      method: opts.production ? ['POST'] : ['GET', 'POST'],
      handler: async (req, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        response.headers.forEach((value, key) => {
          if (key !== 'content-length') reply.header(key, value); // Fastify sets its own
        });
        reply.status(response.status);
        opts.decorateReply?.(reply, contexts.get(req));
        const text = await response.text();
        // Yoga answers an unsupported content type with an empty 415; say why, as GraphQL does.
        if (!text && response.status >= 400) {
          return reply.type('application/json; charset=utf-8').send({ errors: [{ message: 'Send the request as application/json.', extensions: { code: 'BAD_REQUEST' } }] });
        }
        return reply.send(text);
      },
    });
  });
}
