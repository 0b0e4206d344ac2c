// The site server: one origin, served the way a CDN and an API gateway would, on fastify.
//   /robots.txt                written from the route table (robots-txt.mjs)
//   /composition.json          the versions this visitor is served (no-store): the shared
//                              composition (the file, or PostgreSQL with DATABASE_URL), with a
//                              canary's or a QA override's version where they apply
//                              (progressive-delivery.mjs)
//   /qa-override, /qa-override/clear
//                              a QA override link sets its cookie; clear drops it (qa-override.mjs)
//   /telemetry                 the browsers' beacons: web vitals and remote errors per remote
//                              version, counted in /metrics (telemetry-endpoint.mjs)
//   /csp-report                the browsers' reports of policy violations (csp-report.mjs)
//   /remotes/<pkg>/<version>/  <pkg>/dist/<version>/ (versions sit side by side), but neither
//                              their server builds (the renderer gets them on a loopback port
//                              of its own: server-build-files.mjs) nor, unless SOURCE_MAPS=on,
//                              source maps
//   /health, /ready, /metrics  for supervisors, balancers and Prometheus (operations-routes.mjs)
//   /graphql, /Catalog, /images, /captcha, /payment, /sitemap.xml, /sitemap-<n>.xml
//                              the commerce API at API_URL (api-proxy.mjs); behind nginx these
//                              go to the API instances without passing here (deploy/)
//   /backoffice, /backoffice/* the staff's app (backoffice/dist): its files, else its page;
//                              private, never stored by a shared cache, noindex (backoffice-files.mjs)
//   files of shell/dist        as they are (static-files.mjs), source maps as above
//   any other path             a page (page-response.mjs): rendered by the shell's server
//                              build when there is one, else the client-rendered index.html
// Every answer carries the security headers (security-headers.mjs) and the request's id
// (X-Request-Id, nginx's or made here: request-context.mjs); every request is one JSON log line
// (pino, with that id) and counted in the metrics (metrics.mjs).
import Fastify, { LogController } from 'fastify';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { extname, join, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { readJsonCached } from './build-files.mjs';
import { isApiPath, proxyToApi, registerApiProxy } from './api-proxy.mjs';
import { apiEntry, apiSettingsProblem, startApi, waitForApi } from './api-process.mjs';
import { createSiteMetrics } from './metrics.mjs';
import { routeLabel, registerOperationsRoutes } from './operations-routes.mjs';
import { REQUEST_ID, REQUEST_ID_HEADER, propagateRequestIdTo, requestContextHook } from './request-context.mjs';
import { createPageResponder, requestLocation } from './page-response.mjs';
import { robotsTxt } from './robots-txt.mjs';
import { createServerRenderer } from './server-render.mjs';
import { registerCspReports } from './csp-report.mjs';
import { registerSecurityHeaders } from './security-headers.mjs';
import { isPrivateBuildFile, remoteFile, startServerBuildFiles } from './server-build-files.mjs';
import { apiAddressDecodes, checkPageAddress, isClientGone } from './request-input.mjs';
import { isFile, registerStaticFiles, safeJoin, serveBuiltFile } from './static-files.mjs';
import { isBackofficePath, serveBackoffice } from './backoffice-files.mjs';
import { createProgressiveDelivery } from './progressive-delivery.mjs';
import { registerTelemetry } from './telemetry-endpoint.mjs';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** What @fastify/compress compresses: HTML, JavaScript, CSS, JSON, SVG, XML and plain text; never event streams. */
const COMPRESSIBLE_TYPES = /^(?:text\/(?:html|css|javascript|plain|xml)|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml|[a-z]+\/[a-z0-9.-]+\+(?:json|xml))(?:;|$)/i;

/** An API address that does not decode, answered as the API would (a GraphQL-shaped error). */
const BAD_ADDRESS = JSON.stringify({ errors: [{ message: 'Malformed request address', extensions: { code: 'BAD_REQUEST' } }] });

const text = (reply, status, body, headers = {}) => reply.code(status).headers({ 'content-type': 'text/plain; charset=utf-8', ...headers }).send(body);

/**
 * The fastify app of the site (not listening).
 * @param {ReturnType<import('./settings.mjs').siteSettings>} settings
 * @param {{ log?: (message: string) => void, logger?: boolean | object }} [options] logger: pino's
 *   options (the served site logs JSON lines at settings.logLevel); the tests keep it off.
 */
export async function buildSiteServer(settings, { log, logger = false } = {}) {
  // trustProxy: request.ip is the client a trusted proxy names (the render budget counts per client).
  const app = Fastify({
    logger,
    trustProxy: settings.trustedProxies,
    // nginx's id when it sent one that looks like one, else one made here.
    requestIdHeader: false,
    genReqId: (raw) => {
      const given = raw.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // One line per answer, written below with its route and time.
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
  });
  // The renderer's and the CSP reports' messages: failures mostly, worth an operator's look.
  log ??= (message) => app.log.warn(message);
  propagateRequestIdTo(settings.apiUrl);
  app.addHook('onRequest', requestContextHook);
  const metrics = createSiteMetrics();
  app.decorate('metrics', metrics);
  const renderer = createServerRenderer(settings, log);
  // Where renderPage fetches the remotes' manifests and server builds.
  const buildFiles = await startServerBuildFiles(settings);
  const selfUrl = buildFiles.url;
  app.addHook('onClose', async () => buildFiles.close());
  // Only renders count (render-admission.mjs): nothing is limited on its own route.
  await app.register(fastifyRateLimit, { global: false });
  const renderLimiter = app.createRateLimit({ max: settings.renderRateLimit, timeWindow: settings.renderRateWindowMs });
  const delivery = createProgressiveDelivery(settings, { metrics, renderer: { retain: (compositions) => renderer.retain(compositions, selfUrl) }, log });
  // Closing the composition's connections may wait on a dead socket (PostgreSQL restarted under
  // it): a stopping server gives it two seconds, then exits anyway; nothing is lost with them.
  app.addHook('onClose', async () => {
    let timer;
    await Promise.race([delivery.close().catch((err) => log(`closing the composition source failed: ${err.message}`)), new Promise((resolve) => (timer = setTimeout(resolve, 2_000)))]);
    clearTimeout(timer);
  });
  app.decorate('delivery', delivery);
  const respondWithPage = createPageResponder(settings, renderer, { apiUrl: settings.apiUrl, selfUrl, renderLimiter, metrics, servedFor: delivery.served });
  // One log line and one count per answer, with its id sent back.
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = await routeLabel(settings, request);
    const seconds = reply.elapsedTime / 1000;
    metrics.observeRequest({ route, method: request.method, status: reply.statusCode, seconds });
    request.log.info({ method: request.method, url: request.raw.url, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'answered');
  });

  // Bodies are not read here: the API's requests stream through as they came.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  await registerSecurityHeaders(app, settings);
  // Static first: its hook sets the kept compressed body, which @fastify/compress then leaves.
  await registerStaticFiles(app, settings);
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies pass to the API as they came, encoded or not.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await registerApiProxy(app);
  await registerCspReports(app, settings, { log });
  registerOperationsRoutes(app, settings, metrics);
  await registerTelemetry(app, settings, { metrics: metrics.telemetry, knownVersion: delivery.knownVersion, log });

  app.setErrorHandler((err, request, reply) => {
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return text(reply, err.statusCode, err.message);
    // Nobody is left to answer: one line, no stack.
    if (isClientGone(err, request)) return log(`${request.method} ${request.raw.url}: the client hung up`);
    log(`${request.method} ${request.raw.url}: ${err.stack ?? err}`);
    return text(reply, 500, 'Internal error');
  });
  // Methods no route takes.
  app.setNotFoundHandler((request, reply) => text(reply, 405, 'Method Not Allowed', { allow: 'GET, HEAD' }));

  app.route({
    method: METHODS,
    url: '/*',
    handler: async (request, reply) => {
      const { pathname } = requestLocation(request.raw.url);
      if (isApiPath(pathname)) {
        if (!apiAddressDecodes(request.raw.url)) return reply.code(400).headers({ 'content-type': 'application/json', 'cache-control': 'no-store' }).send(BAD_ADDRESS);
        return proxyToApi(request, reply, settings.apiUrl, (await readJsonCached(settings.routeTableFile))?.tokenCookie);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return text(reply, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });

      if (pathname === '/robots.txt') {
        return text(reply, 200, robotsTxt(await readJsonCached(settings.routeTableFile), settings.publicUrl), { 'cache-control': 'public, max-age=3600' });
      }

      if (pathname === '/composition.json') {
        const served = await delivery.served(String(request.headers.cookie ?? ''));
        if (served.setCookies.length) reply.header('set-cookie', served.setCookies);
        const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
        return served.composition ? reply.code(200).headers(headers).send(served.text) : reply.code(404).headers(headers).send('{}');
      }

      if (await delivery.overrides.handle(pathname, new URLSearchParams(requestLocation(request.raw.url).search), reply)) return reply;

      if (isBackofficePath(pathname)) return serveBackoffice(reply, pathname, settings);

      if (pathname.startsWith('/remotes/')) {
        const remote = remoteFile(settings.root, pathname);
        if (!remote) return text(reply, 404, 'Unknown remote');
        if (!isFile(remote.file) || isPrivateBuildFile(remote.base, remote.file, settings)) return text(reply, 404, 'Not found');
        return serveBuiltFile(reply, remote.base, remote.file);
      }

      // The shell's own files; not index.html (pages are built per request) nor its server build.
      const file = pathname === '/' ? null : safeJoin(settings.shellDist, pathname);
      const serverFolder = join(settings.shellDist, 'server');
      if (file && isFile(file) && !file.endsWith('index.html') && !file.startsWith(serverFolder + sep) && !isPrivateBuildFile(settings.shellDist, file, settings)) return serveBuiltFile(reply, settings.shellDist, file);
      if (extname(pathname) && !pathname.endsWith('.html')) return text(reply, 404, 'Not found');
      const refused = checkPageAddress(request.raw.url);
      if (refused?.location) return reply.code(refused.status).headers({ location: refused.location, 'cache-control': 'public, max-age=3600' }).send();
      if (refused) return text(reply, refused.status, 'Bad Request', { 'cache-control': 'no-store' });
      return respondWithPage(request, reply);
    },
  });
  /** Once listening: the server build and the composition's remotes loaded ahead of the first page. */
  app.decorate('prepareRendering', async () => {
    await delivery.ready;
    const { composition } = delivery.current();
    if (!composition) return null;
    return renderer.prepare({ composition: { remotes: composition.remotes }, selfUrl });
  });
  app.decorate('apiUrl', settings.apiUrl);
  return app;
}

/** What a failed listen means for the operator. */
function listenProblem(err, settings) {
  if (err?.code === 'EADDRINUSE') return `Port ${settings.port} on ${settings.host} is already in use: stop what listens there or set PORT.`;
  if (err?.code === 'EACCES') return `Port ${settings.port} needs privileges this process lacks: use a port above 1023 (nginx listens on 80/443).`;
  return err instanceof Error ? err.message : String(err);
}

/**
 * The site server as a service: with SERVE_API=off the site alone (npm run serve:site), else
 * `npm start`'s default, one API process beside it (api-process.mjs), the site listening once
 * that API is ready. /ready answers 200 once the remotes are loaded. SIGTERM or SIGINT: /ready
 * turns 503, the listener closes, requests in flight finish (at most SHUTDOWN_GRACE_MS), the
 * API beside it is stopped, then the process exits.
 */
export async function startSite(settings) {
  const fail = (message) => {
    console.error(message);
    process.exitCode = 1;
  };
  const problem = apiSettingsProblem(settings);
  if (problem) return fail(problem);
  if (settings.startApi && !apiEntry(settings)) return fail('commerce-api is not built: run `npm run build` first.');
  if (!isFile(join(settings.shellDist, 'index.html'))) return fail(`The shell is not built (${settings.shellDist} has no index.html): run \`npm run build\` first.`);
  const app = await buildSiteServer(settings, { logger: { level: settings.logLevel } });
  const api = settings.startApi ? startApi(settings) : null;
  let stopping = false;

  async function shutdown(signal, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new requests, finishing those in flight');
    const force = setTimeout(() => {
      app.log.warn(`requests still in flight after ${settings.shutdownGraceMs} ms: exiting anyway`);
      api?.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, settings.shutdownGraceMs);
    force.unref();
    await app.close().catch((err) => app.log.error({ err }, 'closing failed'));
    if (api && api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((done) => api.once('exit', done));
      api.kill('SIGTERM');
      await exited;
    }
    process.exit(exitCode);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  api?.on('exit', (code, signal) => {
    if (stopping) return;
    app.log.error(`the commerce API beside the site stopped (${signal ?? `exit ${code}`}): stopping the site too`);
    void shutdown('api-exit', 1);
  });

  try {
    if (api) await waitForApi(settings.apiUrl, api);
    // The shared composition is known before the first page (PostgreSQL: read and listened for).
    await app.delivery.ready;
    await app.listen({ port: settings.port, host: settings.host });
  } catch (err) {
    console.error(listenProblem(err, settings));
    await shutdown('start-failed', 1);
    return;
  }
  const preparedMs = await app.prepareRendering();
  app.markPrepared();
  if (preparedMs !== null) app.log.info(`server rendering: remotes loaded in ${Math.round(preparedMs)} ms`);
  app.log.info(`Storefront ready at ${settings.publicUrl}`);
}
