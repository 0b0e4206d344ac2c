// Files of the builds, as a CDN serves them: shell/dist at the root, each remote's
// <package>/dist/<version>/ at /remotes/<package>/<version>/. Content-hashed files never change
// (the manifests name the current ones) and are cached for a year; every other file is
// revalidated (no-cache, answered 304 while its ETag holds). @fastify/static sends the files;
// compressed bodies of built files are the build's brotli-11 copy (<file>.br, written by
// build-config's PrecompressPlugin) when there is one, else made once per file (br quality 9,
// gzip 9: more than on-the-fly compression affords) and kept; built files never change while
// served.
import fastifyStatic from '@fastify/static';
import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2)$/;

/** Cache-Control of a built file: content-hashed names are immutable. */
export const builtFileCacheControl = (file) => (HASHED.test(file) ? IMMUTABLE : REVALIDATE);

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
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.xml']);

/**
 * The encoding to send for an Accept-Encoding header: br before gzip, neither when refused
 * (q=0) or not offered ('*' offers both).
 */
export function preferredEncoding(acceptEncoding) {
  const offered = new Map();
  for (const part of String(acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    offered.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const accepts = (name) => (offered.has(name) ? offered.get(name) > 0 : (offered.get('*') ?? 0) > 0);
  return accepts('br') ? 'br' : accepts('gzip') || accepts('x-gzip') ? 'gzip' : null;
}

/** base + a URL path below it, or null when it leaves base or cannot be decoded. */
export function safeJoin(base, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = normalize(join(base, decoded));
  return target === base || target.startsWith(base + sep) ? target : null;
}

export const isFile = (file) => {
  try {
    return existsSync(file) && statSync(file).isFile();
  } catch {
    return false;
  }
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Compressed bodies by file, mtime, size and encoding, oldest first; at most MAX_CACHE_BYTES. */
const compressed = new Map();
const MAX_CACHE_BYTES = 128 * 1024 * 1024;
/** Larger files (source maps) are compressed on the fly instead. */
const MAX_CACHED_FILE = 16 * 1024 * 1024;
let cachedBytes = 0;

/** The build's own brotli copy of the file, if it was written with (or after) the file. */
function precompressedFor(path, stat) {
  try {
    return statSync(`${path}.br`).mtimeMs >= stat.mtimeMs;
  } catch {
    return false;
  }
}

function compressedBody(path, stat, encoding) {
  const key = `${path}\0${stat.mtimeMs}\0${stat.size}\0${encoding}`;
  const hit = compressed.get(key);
  if (hit) return hit.promise;
  const promise = encoding === 'br' && precompressedFor(path, stat) ? readFile(`${path}.br`) : readFile(path).then((raw) =>
    encoding === 'br'
      ? brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipAsync(raw, { level: 9 }),
  );
  const entry = { promise, bytes: 0 };
  compressed.set(key, entry);
  promise.then(
    (body) => {
      entry.bytes = body.length;
      cachedBytes += body.length;
      for (const [oldKey, old] of compressed) {
        if (cachedBytes <= MAX_CACHE_BYTES) break;
        compressed.delete(oldKey);
        cachedBytes -= old.bytes;
      }
    },
    () => compressed.delete(key),
  );
  return promise;
}

/** The file @fastify/static is sending with a reply (set by its setHeaders). */
const SENT_FILE = Symbol('sentFile');

/**
 * @fastify/static for reply.sendFile, and the hook that gives built files their content type
 * and their kept compressed body. Register before @fastify/compress: its hook then finds the
 * body encoded already and leaves it.
 */
export async function registerStaticFiles(app, settings) {
  await app.register(fastifyStatic, {
    root: settings.shellDist,
    serve: false,
    // Set per file by serveBuiltFile.
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(res, path, stat) {
      res[SENT_FILE] = { path, stat };
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const file = reply.raw[SENT_FILE];
    if (!file) return payload;
    const ext = extname(file.path);
    if (TYPES[ext]) reply.header('content-type', TYPES[ext]);
    if (!COMPRESSIBLE.has(ext)) return payload;
    reply.header('vary', 'accept-encoding');
    if (reply.statusCode !== 200 || file.stat.size > MAX_CACHED_FILE || typeof payload?.pipe !== 'function') return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await compressedBody(file.path, file.stat, encoding);
    payload.destroy();
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    // Ranges would count bytes of the file, not of this body.
    reply.removeHeader('accept-ranges');
    return body;
  });
}

/** Sends a file of a build (absolute path below base) with its cache rule. */
export function serveBuiltFile(reply, base, file, cacheControl = builtFileCacheControl(file)) {
  reply.header('cache-control', cacheControl);
  return reply.sendFile(relative(base, file).split(sep).join('/'), base);
}
