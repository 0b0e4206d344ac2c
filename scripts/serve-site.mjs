#!/usr/bin/env node
// Serves the composed production build the way a CDN + API gateway would, on one port:
//   /                          shell/dist (SPA: unknown paths get index.html)
//   /composition.json          the composition file, re-read on every request, so editing it
//                              switches a remote's version without rebuilding anything; each
//                              index.html carries the current copy inline (one round trip less)
//                              and preload hints for the files of the route's remote module
//                              (a top-level seName is looked up in the API: category or product)
//   /remotes/<pkg>/<version>/  <pkg>/dist/<version>/ (versions sit side by side)
//   /graphql, /Catalog, /images, /captcha, /payment  proxied to the commerce API
// and starts the commerce API (embedded PGlite unless DATABASE_URL is set) as a child process.
// No dependencies: node:http, node:fs, node:zlib.
import { createServer, request as httpRequest } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { spawn } from 'node:child_process';
import { gzipSync, brotliCompressSync, createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
const API_PORT = Number(process.env.API_PORT ?? 4000);
const API_HOST = '127.0.0.1';
const PUBLIC_URL = process.env.PUBLIC_URL ?? `http://localhost:${PORT}`;
const SHELL_DIST = join(root, 'shell', 'dist');
const COMPOSITION_FILE = process.env.COMPOSITION_FILE ?? join(SHELL_DIST, 'composition.json');
const ROUTE_TABLE_FILE = join(SHELL_DIST, 'route-table.json');
const REMOTE_PACKAGES = new Set(['mf-catalog', 'mf-product', 'mf-cart-checkout', 'mf-account', 'mf-stores-content']);
const API_PREFIXES = ['/graphql', '/Catalog/', '/images/', '/captcha/', '/payment/'];
const SKIP_API = process.env.SERVE_API === 'off';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
// Compressed bodies by path+mtime+encoding: built files never change while served.
const compressedCache = new Map();

/** Browser-side configuration (maps key, language selector switch), injected into index.html. */
function browserConfig() {
  return {
    googleMapsApiKey: process.env.GOOGLE_MAPS_API_KEY ?? null,
    languageSelectorEnabled: !['off', 'false', '0'].includes(String(process.env.LANGUAGE_SELECTION ?? '').toLowerCase()),
  };
}

function safeJoin(base, urlPath) {
  const target = normalize(join(base, decodeURIComponent(urlPath)));
  return target === base || target.startsWith(base + sep) ? target : null;
}

function send(req, res, status, body, headers = {}) {
  res.writeHead(status, { 'content-length': Buffer.byteLength(body), ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function serveFile(req, res, file, { cache, transform } = {}) {
  const ext = extname(file);
  const type = TYPES[ext] ?? 'application/octet-stream';
  const stat = statSync(file);
  const headers = {
    'content-type': type,
    'cache-control': cache ?? 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  // Files served as they are on disk can be revalidated (no-cache means "ask first", and a 304
  // answers without the body); pages built per request cannot.
  if (!transform) {
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    headers.etag = etag;
    if (String(req.headers['if-none-match'] ?? '').split(/\s*,\s*/).includes(etag)) {
      res.writeHead(304, headers);
      return res.end();
    }
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : null;
  if (transform || (encoding && COMPRESSIBLE.has(ext))) {
    const key = `${file}:${stat.mtimeMs}:${encoding}:${transform ? 't' : ''}`;
    let body = compressedCache.get(key);
    if (!body) {
      let raw = readFileSync(file);
      if (transform) raw = Buffer.from(transform(raw.toString('utf8')));
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw;
      if (!transform) compressedCache.set(key, body);
    }
    if (encoding) headers['content-encoding'] = encoding;
    return send(req, res, 200, body, headers);
  }
  res.writeHead(200, { ...headers, 'content-length': stat.size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

/** JSON inside a script element: '<' escaped so no value can close the element. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The composition file as it is now, for inlining into the page: the shell then starts loading
 * the route's remote without a round trip for /composition.json. Unreadable: null (the shell
 * fetches the file, then falls back to its bundled copy).
 */
function currentComposition() {
  try {
    const composition = JSON.parse(readFileSync(COMPOSITION_FILE, 'utf8'));
    return composition && typeof composition === 'object' && composition.remotes ? composition : null;
  } catch {
    return null;
  }
}

/** Files read on every page request, parsed again only when they change on disk. */
const parsedFiles = new Map();
function readJsonCached(file) {
  try {
    const { mtimeMs, size } = statSync(file);
    const cached = parsedFiles.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.value;
    const value = JSON.parse(readFileSync(file, 'utf8'));
    parsedFiles.set(file, { mtimeMs, size, value });
    return value;
  } catch {
    return null;
  }
}

/** '/sayfa/:slug' against '/sayfa/iletisim': segment by segment, a ':name' takes any one. */
function pathMatches(pattern, path) {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

const dynamicSegments = (pattern) => pattern.split('/').filter((s) => s.startsWith(':')).length;

/**
 * Which remote module renders a path, from the shell's route table (shell/dist/route-table.json):
 * { route } for a table route, { seName } for a top-level path the API has to name, else null.
 * Static paths win over parameters, as in the shell's router.
 */
function routeOf(pathname, table) {
  let path = pathname;
  if (path === '/en' || path.startsWith('/en/')) path = path.slice(3) || '/';
  const routes = [...table.routes].sort((a, b) => dynamicSegments(a.path) - dynamicSegments(b.path));
  const route = routes.find((r) => pathMatches(r.path, path));
  if (route) return { route };
  if (table.seName && pathMatches(table.seName.path, path)) {
    try {
      return { seName: decodeURIComponent(path.slice(1)) };
    } catch {
      return null;
    }
  }
  return null;
}

const hasCookie = (req, name) => String(req.headers.cookie ?? '').split(';').some((c) => c.trim().startsWith(`${name}=`));

/** What the API says a seName is, kept a minute (names of categories and products rarely move). */
const urlRecords = new Map();
const URL_RECORD_TTL_MS = 60_000;
const URL_RECORD_TIMEOUT_MS = 400;
function lookUpUrlRecord(seName) {
  const cached = urlRecords.get(seName);
  if (cached && cached.expires > Date.now()) return cached.promise;
  const promise = new Promise((resolvePromise) => {
    const body = JSON.stringify({ query: 'query UrlRecord($seName: String!) { urlRecord(seName: $seName) { __typename entityName entityId seName } }', variables: { seName } });
    const request = httpRequest(
      { host: API_HOST, port: API_PORT, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'application-id': 'storefront-web' }, timeout: URL_RECORD_TIMEOUT_MS },
      (up) => {
        const chunks = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => {
          try {
            const record = JSON.parse(Buffer.concat(chunks).toString('utf8'))?.data?.urlRecord;
            resolvePromise(record === null || (record && typeof record === 'object') ? { urlRecord: record } : null);
          } catch {
            resolvePromise(null);
          }
        });
        up.on('error', () => resolvePromise(null));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolvePromise(null));
    request.end(body);
  });
  // Only answers are kept; a failed look-up is tried again by the next page.
  promise.then((answer) => {
    if (!answer) urlRecords.delete(seName);
  });
  if (urlRecords.size > 5000) urlRecords.clear();
  urlRecords.set(seName, { promise, expires: Date.now() + URL_RECORD_TTL_MS });
  return promise;
}

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Preload hints for one remote module: its manifest, its remoteEntry.js and the chunks and CSS
 * the exposed module needs at once, as that version's mf-manifest.json names them. Without the
 * hints the browser meets these files one after the other (shell script, then manifest, then
 * remote entry, then chunks); with them they download while the shell's script does.
 */
function remotePreloads(composition, remote, module) {
  const manifestUrl = composition?.remotes?.[remote]?.manifest;
  const served = typeof manifestUrl === 'string' ? /^\/remotes\/([a-z-]+)\/([0-9A-Za-z.+-]+)\/mf-manifest\.json$/.exec(manifestUrl) : null;
  // Only manifests this server serves itself can be read here.
  if (!served || !REMOTE_PACKAGES.has(served[1])) return [];
  const manifest = readJsonCached(join(root, served[1], 'dist', served[2], 'mf-manifest.json'));
  if (!manifest?.metaData?.remoteEntry) return [];
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData.remoteEntry;
  const expose = (manifest.exposes ?? []).find((e) => e.path === module);
  // Low priority: the shell's own script and stylesheet, found earlier in the page, go first.
  const preload = (href, as) => `<link rel="preload" href="${escapeAttr(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} fetchpriority="low">`;
  const links = [preload(manifestUrl, 'fetch'), preload(base + (entry.path ? `${entry.path}/` : '') + entry.name, 'script')];
  for (const css of expose?.assets?.css?.sync ?? []) links.push(preload(base + css, 'style'));
  for (const js of expose?.assets?.js?.sync ?? []) links.push(preload(base + js, 'script'));
  return links;
}

/** Hints and inline data for the page at this path (none when nothing is known). */
async function pageHead(req, pathname, composition) {
  const table = readJsonCached(ROUTE_TABLE_FILE);
  if (!table?.routes || !composition) return { links: [], script: '' };
  const match = routeOf(pathname, table);
  if (match?.route) {
    // A guarded route sends a visitor without the login cookie to the login page instead.
    if (match.route.access === 'login' && !hasCookie(req, table.tokenCookie ?? 'token')) return { links: [], script: '' };
    return { links: remotePreloads(composition, match.route.remote, match.route.module), script: '' };
  }
  if (!match?.seName) return { links: [], script: '' };
  const answer = await lookUpUrlRecord(match.seName);
  if (!answer) return { links: [], script: '' };
  const script = `;window.__STOREFRONT_URL_RECORD__=${inlineJson({ seName: match.seName, urlRecord: answer.urlRecord })}`;
  const target = answer.urlRecord ? table.seName[answer.urlRecord.entityName] : null;
  return { links: target ? remotePreloads(composition, target.remote, target.module) : [], script };
}

async function serveIndex(req, res, pathname) {
  const index = join(SHELL_DIST, 'index.html');
  if (!existsSync(index)) return send(req, res, 503, 'The shell is not built yet: run npm run build.', { 'content-type': 'text/plain' });
  const composition = currentComposition();
  const head = await pageHead(req, pathname, composition).catch(() => ({ links: [], script: '' }));
  const script =
    `<script>window.__STOREFRONT_CONFIG__=${inlineJson(browserConfig())}` +
    (composition ? `;window.__STOREFRONT_COMPOSITION__=${inlineJson(composition)}` : '') +
    head.script +
    '</script>';
  // The hints close <head>: found right after the shell's script and stylesheet.
  return serveFile(req, res, index, {
    cache: 'no-cache',
    transform: (html) => html.replace('</head>', `${script}${head.links.join('')}</head>`),
  });
}

const COMPRESSIBLE_TYPES = /json|javascript|text\/(html|css|plain|xml)|svg|xml/;

/** br or gzip when the browser takes it and the API sent a compressible, unencoded body. */
function apiResponseEncoding(req, up, status) {
  if (req.method === 'HEAD' || status === 204 || status === 304 || up.headers['content-encoding']) return null;
  const type = String(up.headers['content-type'] ?? '');
  // Streams (server-sent events) must reach the browser as they are written.
  if (!COMPRESSIBLE_TYPES.test(type) || type.includes('event-stream')) return null;
  const accept = String(req.headers['accept-encoding'] ?? '');
  return accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : null;
}

function proxyToApi(req, res) {
  const upstream = httpRequest(
    {
      host: API_HOST,
      port: API_PORT,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-host': req.headers.host ?? '' },
    },
    (up) => {
      const status = up.statusCode ?? 502;
      const encoding = apiResponseEncoding(req, up, status);
      if (!encoding) {
        res.writeHead(status, up.headers);
        up.pipe(res);
        return;
      }
      // The gateway compresses what the API sends plain (JSON, HTML of the payment frame).
      const headers = { ...up.headers, 'content-encoding': encoding, vary: up.headers.vary ? `${up.headers.vary}, accept-encoding` : 'accept-encoding' };
      delete headers['content-length'];
      res.writeHead(status, headers);
      const zip = encoding === 'br' ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
      zip.on('error', () => res.destroy());
      up.pipe(zip).pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) send(req, res, 502, JSON.stringify({ errors: [{ message: 'API unavailable', extensions: { code: 'API_UNAVAILABLE' } }] }), { 'content-type': 'application/json' });
    else res.destroy();
  });
  req.pipe(upstream);
}

function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://site.local');
  const path = url.pathname;

  if (API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))) return proxyToApi(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });

  if (path === '/composition.json') {
    if (!existsSync(COMPOSITION_FILE)) return send(req, res, 404, '{}', { 'content-type': 'application/json' });
    return serveFile(req, res, COMPOSITION_FILE, { cache: 'no-store' });
  }

  const remote = /^\/remotes\/([a-z-]+)\/([0-9A-Za-z.+-]+)\/(.+)$/.exec(path);
  if (remote) {
    const [, pkg, version, rest] = remote;
    if (!REMOTE_PACKAGES.has(pkg)) return send(req, res, 404, 'Unknown remote', { 'content-type': 'text/plain' });
    const base = join(root, pkg, 'dist', version);
    const file = safeJoin(base, rest);
    if (!file || !existsSync(file) || !statSync(file).isFile()) return send(req, res, 404, 'Not found', { 'content-type': 'text/plain' });
    // Content-hashed assets never change; the manifest names the current ones.
    const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
    return serveFile(req, res, file, { cache: hashed ? 'public, max-age=31536000, immutable' : 'no-cache' });
  }

  const file = safeJoin(SHELL_DIST, path);
  if (file && path !== '/' && existsSync(file) && statSync(file).isFile() && !file.endsWith('index.html')) {
    const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
    return serveFile(req, res, file, { cache: hashed ? 'public, max-age=31536000, immutable' : 'no-cache' });
  }
  if (extname(path) && !path.endsWith('.html')) return send(req, res, 404, 'Not found', { 'content-type': 'text/plain' });
  return serveIndex(req, res, path);
}

async function waitForApi(child, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`commerce API exited with code ${child.exitCode}`);
    const ok = await new Promise((res) => {
      const r = httpRequest({ host: API_HOST, port: API_PORT, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' } }, (up) => {
        up.resume();
        res(up.statusCode !== undefined && up.statusCode < 500);
      });
      r.on('error', () => res(false));
      r.end(JSON.stringify({ query: '{ __typename }' }));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('commerce API did not start in time');
}

function startApi() {
  const entry = join(root, 'commerce-api', 'dist', 'server', 'main.js');
  if (!existsSync(entry)) {
    console.error('commerce-api is not built: run `npm run build` first.');
    process.exit(1);
  }
  return spawn(process.execPath, [entry], {
    cwd: join(root, 'commerce-api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(API_PORT),
      HOST: API_HOST,
      PUBLIC_URL,
      PAYMENT_ORIGIN: PUBLIC_URL,
    },
  });
}

const api = SKIP_API ? null : startApi();
const server = createServer(async (req, res) => {
  try {
    await handle(req, res);
  } catch (err) {
    console.error(err);
    if (!res.headersSent) send(req, res, 500, 'Internal error', { 'content-type': 'text/plain' });
  }
});

function shutdown() {
  server.close();
  api?.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
api?.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    console.error(`commerce API stopped (exit ${code})`);
    server.close();
    process.exit(1);
  }
});

try {
  if (api) await waitForApi(api);
  server.listen(PORT, HOST, () => console.log(`Storefront ready at ${PUBLIC_URL}`));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  shutdown();
  process.exitCode = 1;
}
