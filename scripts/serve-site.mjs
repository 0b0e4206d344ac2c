#!/usr/bin/env node
// Serves the composed production build the way a CDN + API gateway would, on one port:
//   /                          shell/dist (SPA: unknown paths get index.html)
//   /composition.json          the composition file, re-read on every request, so editing it
//                              switches a remote's version without rebuilding anything; each
//                              index.html carries the current copy inline (one round trip less)
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

function serveIndex(req, res) {
  const index = join(SHELL_DIST, 'index.html');
  if (!existsSync(index)) return send(req, res, 503, 'The shell is not built yet: run npm run build.', { 'content-type': 'text/plain' });
  const composition = currentComposition();
  const script =
    `<script>window.__STOREFRONT_CONFIG__=${inlineJson(browserConfig())}` +
    (composition ? `;window.__STOREFRONT_COMPOSITION__=${inlineJson(composition)}` : '') +
    '</script>';
  return serveFile(req, res, index, { cache: 'no-cache', transform: (html) => html.replace('</head>', `${script}</head>`) });
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
  return serveIndex(req, res);
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
const server = createServer((req, res) => {
  try {
    handle(req, res);
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
