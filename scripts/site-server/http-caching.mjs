// How page responses may be cached, the way a CDN in front of the site expects it. Pure
// functions: no I/O.
import { createHash } from 'node:crypto';

/** Anonymous pages: a shared cache keeps them a minute and may serve a stale copy while it revalidates. */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** An address that is not (yet) a page: kept for a shorter time, so a new product shows up soon. */
export const PUBLIC_NOT_FOUND = 'public, max-age=0, s-maxage=10';
/** A logged-in visitor's pages and every redirect that depends on cookies. */
export const PRIVATE = 'private, no-store';
/**
 * A page rendered with a part missing (the API or the database down, a remote or the page's data
 * late, the render failed): no cache may keep it, so the fault is gone from the shop with it.
 */
export const INCOMPLETE_PAGE = 'no-store';

const hex = (data, length) => createHash('sha256').update(data).digest('hex').slice(0, length);

/** A short hash of the composition file's text (which remote versions built this page). */
export const compositionHash = (compositionText) => hex(compositionText ?? '', 8);

/**
 * Weak validator of a page: the composition it was built with and its body. Weak, because the
 * same page compressed or not is the same page for a cache.
 */
export const pageEtag = (compositionText, body) => `W/"c${compositionHash(compositionText)}-${hex(body, 16)}"`;

/** If-None-Match against a weak ETag: '*', or any listed tag equal once the W/ is ignored. */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  const header = String(ifNoneMatch).trim();
  if (header === '*') return true;
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * Headers of a page response. status: the page's (200 or 404); loggedIn: the request carries
 * the token cookie; variesByCookie: the answer for this path depends on a cookie other than the
 * token (the home page and the language cookie); complete: false for a page rendered with a
 * part missing.
 */
export function pageCacheHeaders({ status, loggedIn, variesByCookie, complete = true }) {
  return {
    'cache-control': loggedIn ? PRIVATE : !complete ? INCOMPLETE_PAGE : status === 200 ? PUBLIC_PAGE : PUBLIC_NOT_FOUND,
    vary: variesByCookie ? 'accept-encoding, cookie' : 'accept-encoding',
  };
}
