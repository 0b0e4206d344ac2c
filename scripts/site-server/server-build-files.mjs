// What of the builds the public may download, and where the renderer gets the rest.
//
// The remotes' server builds (<package>/dist/<version>/server/, Node code with the teams' server
// logic) are never served to the public, and source maps (*.map) only with SOURCE_MAPS=on.
// The shell's server build renders each remote through Module Federation's Node runtime, which
// loads the remote's manifest and its server build (ssrRemoteEntry, beside the manifest) over
// HTTP: it gets them from a listener of its own, on a loopback port the system picks, that
// serves /remotes/<package>/<version>/... (server builds included) and nothing else. The
// public port, even behind a proxy on the same machine, never answers for them.
// The manifests it serves name the version's folder on disk as their public path, so a server
// build is fetched at <listener><its folder on disk>/server/remoteEntry.js: the Node runtime
// takes a container's folder from that address and then reads its chunks from that folder on
// disk. Otherwise it would look them up by the remote's name, which the live version and a
// canary's share, and could read one version's chunks for the other.
import { createReadStream, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { REMOTE_PACKAGES } from './client-index.mjs';
import { isFile, safeJoin } from './static-files.mjs';

const REMOTE_FILE = /^\/remotes\/([a-z-]+)\/([0-9A-Za-z.+-]+)\/(.+)$/;

/**
 * Whether a file of a build (an absolute path below base, the build's folder) stays off the
 * public site: a server build, or a source map unless settings.sourceMaps. Decided on the path
 * on disk, so no spelling of the URL (%73erver, %2Emap) gets past it.
 */
export function isPrivateBuildFile(base, file, settings) {
  const path = relative(base, file).split(sep).join('/');
  if (path === 'server' || path.startsWith('server/')) return true;
  return !settings.sourceMaps && /\.map$/i.test(path);
}

/** The file a /remotes/<package>/<version>/<file> path names on disk (below base), or null. */
export function remoteFile(root, pathname) {
  const match = REMOTE_FILE.exec(pathname);
  if (!match || !REMOTE_PACKAGES.has(match[1])) return null;
  const base = join(root, match[1], 'dist', match[2]);
  const file = safeJoin(base, match[3]);
  return file ? { base, file } : null;
}

/** A server build's file by its path on disk: <root>/<package>/dist/<version>/server/<file>. */
export function serverBuildFileOnDisk(root, pathname) {
  const prefix = `${root.split(sep).join('/')}/`;
  if (!pathname.startsWith(prefix)) return null;
  const match = /^([a-z-]+)\/dist\/([0-9A-Za-z.+-]+)\/server\/(.+)$/.exec(pathname.slice(prefix.length));
  if (!match || !REMOTE_PACKAGES.has(match[1])) return null;
  const base = join(root, match[1], 'dist', match[2], 'server');
  const file = safeJoin(base, match[3]);
  return file ? { base, file } : null;
}

/** A version's manifest as the renderer reads it: its public path, the version's folder on disk. */
function manifestForRenderer(file, selfUrl) {
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const folder = join(file, '..').split(sep).join('/');
  manifest.metaData = { ...manifest.metaData, publicPath: `${selfUrl}${folder}/` };
  delete manifest.metaData.getPublicPath;
  return JSON.stringify(manifest);
}

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * Starts the renderer's loopback listener; resolves with { url, close }.
 * @param {{ root: string }} settings
 */
export async function startServerBuildFiles(settings) {
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = new URL(req.url ?? '/', 'http://local').pathname;
    } catch {
      pathname = '';
    }
    const found = req.method === 'GET' ? (remoteFile(settings.root, pathname) ?? serverBuildFileOnDisk(settings.root, pathname)) : null;
    if (!found || !isFile(found.file)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = TYPES[extname(found.file)] ?? 'application/octet-stream';
    if (found.file.endsWith(`${sep}mf-manifest.json`)) {
      let body;
      try {
        body = manifestForRenderer(found.file, `http://127.0.0.1:${server.address().port}`);
      } catch {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
      return;
    }
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    createReadStream(found.file).on('error', () => res.destroy()).pipe(res);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
