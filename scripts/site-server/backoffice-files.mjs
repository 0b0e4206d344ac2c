// The back office (backoffice/dist) under /backoffice: a private, client-rendered app. Its files
// are served as built, its page (index.html) for every other address below /backoffice/ (the
// app routes in the browser). Nothing here may be kept by a shared cache or indexed: every answer
// is `private` (the page: no-store) and carries X-Robots-Tag: noindex, nofollow. Its content-hashed
// files may stay in the staff member's own browser cache. The shop never links here.
import { extname, join, sep } from 'node:path';
import { isFile, safeJoin, serveBuiltFile } from './static-files.mjs';

export const BACKOFFICE_PATH = '/backoffice';
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const NOINDEX = 'noindex, nofollow';

export const isBackofficePath = (pathname) => pathname === BACKOFFICE_PATH || pathname.startsWith(`${BACKOFFICE_PATH}/`);

/** Answers a GET or HEAD below /backoffice. */
export function serveBackoffice(reply, pathname, settings) {
  reply.header('x-robots-tag', NOINDEX);
  const dist = settings.backofficeDist;
  const page = join(dist, 'index.html');
  const text = (status, body) => reply.code(status).headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).send(body);
  if (!isFile(page)) return text(404, 'The back office is not built: run `npm run build`.');
  // /backoffice -> /backoffice/ (relative addresses and the router's basename want the slash).
  if (pathname === BACKOFFICE_PATH) return reply.code(308).headers({ location: `${BACKOFFICE_PATH}/`, 'cache-control': 'no-store' }).send();
  const rest = pathname.slice(BACKOFFICE_PATH.length + 1);
  const file = rest ? safeJoin(dist, rest) : null;
  if (rest && !file) return text(400, 'Bad Request');
  const sourceMap = /\.map$/i.test(rest) && !settings.sourceMaps;
  if (file && file !== page && !sourceMap && !file.endsWith(`${sep}index.html`) && isFile(file)) {
    return serveBuiltFile(reply, dist, file, HASHED.test(file) ? 'private, max-age=31536000, immutable' : 'private, no-cache');
  }
  // A missing file is a 404; any other address is one of the app's screens.
  if (extname(rest) && !rest.endsWith('.html')) return text(404, 'Not found');
  return serveBuiltFile(reply, dist, page, 'no-store');
}
