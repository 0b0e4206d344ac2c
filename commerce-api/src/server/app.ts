// The commerce API server: Fastify with GraphQL at POST /graphql (graphql-yoga), the staff API at
// POST /admin/graphql (admin-graphql-route.ts), the catalogue
// REST reads, the sitemap, payment pages, product images and the captcha challenge. One app per
// opened database; tests build it in-process (src/testing/test-api.ts), main.ts listens on a
// port. Several processes may run on one PostgreSQL database: the rate limits and captcha use
// are kept there, and in-memory caches follow its change notifications (followChanges).
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppConfig, Notifier, RateLimiter } from '../context.js';
import type { Database } from '../db/client.js';
import { listingIndexError, warmListingIndex } from '../domains/catalog/listing/listing-index/index-holder.js';
import { registerCatalogRoutes } from '../domains/catalog/rest.js';
import { registerPaymentRoutes } from '../domains/payment/routes.js';
import { buildExecutableSchema } from '../graphql/executable-schema.js';
import type { RouteDeps } from '../http/route-deps.js';
import { registerImageRoutes } from '../images/image-routes.js';
import { createCaptchaService, type CaptchaService } from '../services/captcha.js';
import { createOutboxNotifier } from '../services/outbox-notifier.js';
import { createRateLimiterFor } from '../services/rate-limiter.js';
import { createContextBuilder } from './context-builder.js';
import { followDataChanges } from './follow-data-changes.js';
import { DEV_ORIGINS, registerCors } from './cors.js';
import { registerGraphqlRoute } from './graphql-route.js';
import { registerAdminGraphqlRoute } from './admin-graphql-route.js';
import { createStaffContextBuilder } from './staff-context-builder.js';
import { buildAdminExecutableSchema } from '../admin-graphql/admin-executable-schema.js';
import { registerOperationsRoutes } from './operations-routes.js';
import { registerPlatformRoutes } from './platform-routes.js';
import { registerRequestSafety } from './request-safety.js';
import { registerSitemapRoutes } from './sitemap-routes.js';
import { DEFAULT_TRUSTED_PROXIES } from './trusted-proxies.js';

export interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  notifier?: Notifier;
  /** Default: rate-limiter-flexible in PostgreSQL, or in memory on PGlite (services/rate-limiter.ts). */
  rateLimiter?: RateLimiter;
  captcha?: CaptchaService;
  /** Fastify logger options; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Which proxies may set X-Forwarded-For: addresses or CIDR ranges (default: loopback, i.e. the
   * site server; main.ts reads TRUSTED_PROXIES, see trusted-proxies.ts).
   */
  trustedProxies?: readonly string[];
  corsOrigins?: readonly string[];
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Log every request (default: outside production only). */
  requestLogging?: boolean;
  /** Also write every outbox message (SMS, e-mail) to the log (default: off). */
  logOutbox?: boolean;
  /**
   * Follow the database's change notifications, so that caches drop what another instance
   * changed (follow-data-changes.ts; main.ts turns it on, tests that need it too).
   */
  followChanges?: boolean;
}

export const DEFAULT_BODY_LIMIT = 256 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function buildApp(opts: BuildAppOptions): FastifyInstance {
  const bodyLimit = opts.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = Fastify({
    logger: opts.logger ?? false,
    // An empty list trusts no proxy: req.ip is always the socket's peer.
    trustProxy: [...(opts.trustedProxies ?? DEFAULT_TRUSTED_PROXIES)],
    bodyLimit,
    logController: new LogController({ disableRequestLogging: !(opts.requestLogging ?? !opts.config.production), requestIdLogLabel: 'requestId' }),
    // The id nginx or the site server gave the request (X-Request-Id), when it looks like one.
    requestIdHeader: false,
    genReqId: (raw) => {
      const given = raw.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Ids in URLs are short; anything long is noise or an attack.
    routerOptions: { maxParamLength: 200 },
  });
  // The payment pages believe the development servers' windows too (domains/payment/shop-origin.ts).
  const config: AppConfig = { ...opts.config, shopOrigins: opts.config.shopOrigins ?? (opts.config.production ? [] : DEV_ORIGINS) };
  const db = opts.database.db;
  const captcha = opts.captcha ?? createCaptchaService({ db, hmacKey: process.env.CAPTCHA_HMAC_KEY });
  // Limits in PostgreSQL (shared by every instance on the database) or, on PGlite, in memory.
  const rateLimiter = opts.rateLimiter ?? createRateLimiterFor(opts.database);
  const notifier = opts.notifier ?? createOutboxNotifier(db, opts.logOutbox ? app.log : undefined);
  const buildContext = createContextBuilder({ db, config, notifier, rateLimiter, captcha });
  const secureCookies = config.publicUrl.startsWith('https:');
  const deps: RouteDeps = { database: opts.database, config, buildContext };

  registerCors(app, opts.corsOrigins ?? (opts.config.production ? [] : DEV_ORIGINS));
  registerRequestSafety(app);
  app.register(async (scope) => {
    await registerGraphqlRoute(scope, { schema: buildExecutableSchema(), production: opts.config.production, bodyLimit, secureCookies, buildContext });
  });
  // The staff API: its own schema, context (staff sessions only) and a larger body (price feeds).
  app.register(async (scope) => {
    const buildStaffContext = createStaffContextBuilder({ db, config, notifier, rateLimiter });
    await registerAdminGraphqlRoute(scope, { schema: buildAdminExecutableSchema(), production: opts.config.production, secureCookies, buildContext: buildStaffContext });
  });
  app.register(async (scope) => registerPlatformRoutes(scope, deps, captcha));
  registerOperationsRoutes(app, opts.database);
  app.register(async (scope) => registerImageRoutes(scope, db));
  app.register(async (scope) => registerCatalogRoutes(scope, deps));
  app.register(async (scope) => registerSitemapRoutes(scope, deps));
  app.register(async (scope) => registerPaymentRoutes(scope, deps));
  // Start only once the limiter's store can count (RateLimiterPostgres creates its table).
  const limiterReady = (rateLimiter as { ready?: () => Promise<void> }).ready;
  if (typeof limiterReady === 'function') app.addHook('onReady', () => limiterReady.call(rateLimiter));
  if (opts.followChanges) {
    let feed: Awaited<ReturnType<typeof followDataChanges>> | null = null;
    app.addHook('onReady', async () => {
      feed = await followDataChanges(opts.database, app.log);
    });
    app.addHook('onClose', async () => {
      await feed?.close();
    });
  }
  // The listing index of the current catalogue version, built in the background from the start
  // so that the first listings need not wait for it (catalog/listing/listing-index/).
  app.addHook('onReady', async () => {
    void warmListingIndex(db).then((report) => {
      if (report) {
        const { version, products, categories, options, bytes, loadMs, buildMs, totalMs } = report;
        app.log.info({ listingIndex: { version: String(version), products, categories, options, megabytes: +(bytes / 1e6).toFixed(1), loadMs, buildMs, totalMs } }, 'listing index built');
      } else if (listingIndexError(db)) {
        app.log.warn({ err: listingIndexError(db) }, 'listing index not built; listings are answered from the database');
      }
    });
  });
  return app;
}
