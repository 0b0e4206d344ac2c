// The site server: one origin, served the way a CDN and an API gateway would, on fastify.
//   /robots.txt                written from the route table (robots-txt.mjs)
//   /composition.json          the composition file, re-read on every request (no-store), so
//                              editing it switches a remote's version without a rebuild
//   /csp-report                the browsers' reports of policy violations (csp-report.mjs)
//   /remotes/<pkg>/<version>/  <pkg>/dist/<version>/ (versions sit side by side), but neither
//                              their server builds (the renderer gets them on a loopback port
//                              of its own: server-build-files.mjs) nor, unless SOURCE_MAPS=on,
//                              source maps
//   /graphql, /Catalog, /images, /captcha, /payment, /sitemap.xml, /sitemap-<n>.xml
//                              the commerce API (api-proxy.mjs), balanced over its instances
//                              (api-balancer.mjs)
//   files of shell/dist        as they are (static-files.mjs), source maps as above
//   any other path             a page (page-response.mjs): rendered by the shell's server
//                              build when there is one, else the client-rendered index.html
// Every answer carries the security headers (security-headers.mjs).
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { dirname, extname, join, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { readComposition, readJsonCached } from './build-files.mjs';
import { isApiPath, proxyToApi, registerApiProxy } from './api-proxy.mjs';
import { apiUrlsOf, createApiBalancer } from './api-balancer.mjs';
import { apiInstancesProblem, startApiInstances } from './api-process.mjs';
import { createPageResponder, requestLocation } from './page-response.mjs';
import { robotsTxt } from './robots-txt.mjs';
import { createServerRenderer } from './server-render.mjs';
import { registerCspReports } from './csp-report.mjs';
import { registerSecurityHeaders } from './security-headers.mjs';
import { isPrivateBuildFile, remoteFile, startServerBuildFiles } from './server-build-files.mjs';
import { apiAddressDecodes, checkPageAddress, isClientGone } from './request-input.mjs';
import { isFile, registerStaticFiles, safeJoin, serveBuiltFile } from './static-files.mjs';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** What @fastify/compress compresses: HTML, JavaScript, CSS, JSON, SVG, XML and plain text; never event streams. */
const COMPRESSIBLE_TYPES = /^(?:text\/(?:html|css|javascript|plain|xml)|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml|[a-z]+\/[a-z0-9.-]+\+(?:json|xml))(?:;|$)/i;

/** An API address that does not decode, answered as the API would (a GraphQL-shaped error). */
const BAD_ADDRESS = JSON.stringify({ errors: [{ message: 'Malformed request address', extensions: { code: 'BAD_REQUEST' } }] });

const text = (reply, status, body, headers = {}) => reply.code(status).headers({ 'content-type': 'text/plain; charset=utf-8', ...headers }).send(body);

/**
 * The fastify app of the site (not listening).
 * @param {ReturnType<import('./settings.mjs').siteSettings>} settings
 * @param {{ log?: (message: string) => void }} [options]
 */
export async function buildSiteServer(settings, { log = (message) => console.error(message) } = {}) {
  // trustProxy: request.ip is the client a trusted proxy names (the render budget counts per client).
  const app = Fastify({ logger: false, trustProxy: settings.trustedProxies });
  const balancer = createApiBalancer(apiUrlsOf(settings));
  const renderer = createServerRenderer(settings, log);
  // Where renderPage fetches the remotes' manifests and server builds.
  const buildFiles = await startServerBuildFiles(settings);
  const selfUrl = buildFiles.url;
  app.addHook('onClose', async () => buildFiles.close());
  // Only renders count (render-admission.mjs): nothing is limited on its own route.
  await app.register(fastifyRateLimit, { global: false });
  const renderLimiter = app.createRateLimit({ max: settings.renderRateLimit, timeWindow: settings.renderRateWindowMs });
  // Each page's own reads go to one instance too, chosen like the proxy's.
  const respondWithPage = createPageResponder(settings, renderer, { apiUrl: () => balancer.pick(), selfUrl, renderLimiter });
  app.addHook('onClose', async () => balancer.close());

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
        return proxyToApi(request, reply, balancer, (await readJsonCached(settings.routeTableFile))?.tokenCookie);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return text(reply, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });

      if (pathname === '/robots.txt') {
        return text(reply, 200, robotsTxt(await readJsonCached(settings.routeTableFile), settings.publicUrl), { 'cache-control': 'public, max-age=3600' });
      }

      if (pathname === '/composition.json') {
        if (!isFile(settings.compositionFile)) return reply.code(404).header('content-type', 'application/json').send('{}');
        const file = settings.compositionFile;
        return serveBuiltFile(reply, dirname(file), file, 'no-store');
      }

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
    const composition = await readComposition(settings.compositionFile);
    if (!composition.value) return null;
    return renderer.prepare({ composition: composition.value, selfUrl });
  });
  return app;
}

/**
 * npm start: the API as API_INSTANCES child processes (unless SERVE_API=off), then the site on
 * HOST:PORT once every instance answers. SIGINT/SIGTERM stop all; an instance that stops before
 * it answered stops the site, one that stops later is started again (api-process.mjs).
 */
export async function startSite(settings) {
  const problem = apiInstancesProblem(settings);
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
    return;
  }
  const app = await buildSiteServer(settings);
  const api = settings.startApi
    ? startApiInstances(settings, {
        onFatal(message) {
          console.error(message);
          api.kill('SIGTERM');
          app.close().catch(() => {});
          process.exit(1);
        },
      })
    : null;

  function shutdown() {
    app.close().catch(() => {});
    api?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 2000).unref();
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    if (api) await api.ready();
    await app.listen({ port: settings.port, host: settings.host });
    const preparedMs = await app.prepareRendering();
    if (preparedMs !== null) console.log(`server rendering: remotes loaded in ${Math.round(preparedMs)} ms`);
    console.log(`Storefront ready at ${settings.publicUrl}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    shutdown();
    process.exitCode = 1;
  }
}
