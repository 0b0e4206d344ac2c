// Anonymous pages kept for a moment in front of the renderer, as a CDN edge keeps them
// (they are sent with s-maxage): requests for the same page while it renders share that render,
// and for SSR_CACHE_MS after it (default 1000; 0 keeps only the sharing) get its result. For
// SSR_STALE_MS more (default 10000; 0 turns it off) the kept page is still answered at once while
// one new render is made in the background (stale while revalidate): a visitor of a popular page
// never waits for its render, however busy the renderer is. Pages of a logged-in visitor never
// come here. A failed render (null) is not kept, nor an incomplete one ({ complete: false }: a
// part left to the browser, a query failed): requests already waiting for it share it, the next
// one renders again (a stale copy of the page, still within its time, stays the answer).
import { createHash } from 'node:crypto';

/** The page's identity: the composition it was rendered with and its address. */
export const pageCacheKey = (compositionText, url) => createHash('sha1').update(`${compositionText ?? ''}\n${url}`).digest('base64url');

const keeps = (result) => Boolean(result) && result.complete !== false;

/**
 * @param {{ ttlMs: number, staleMs?: number, maxEntries?: number, now?: () => number }} options
 */
export function createPageCache({ ttlMs, staleMs = 0, maxEntries = 1000, now = () => Date.now() }) {
  /** key -> { promise, settled, result, expires, staleUntil, previous } */
  const entries = new Map();

  /** A kept result that may still be answered while a new one renders. */
  const staleOf = (entry) => (entry?.settled && keeps(entry.result) && entry.staleUntil > now() ? entry : null);

  function start(key, render, previous) {
    const entry = { settled: false, result: null, expires: 0, staleUntil: 0, previous, promise: null };
    const settle = (result) => {
      entry.settled = true;
      entry.result = result;
      entry.expires = now() + ttlMs;
      entry.staleUntil = entry.expires + staleMs;
      entry.previous = null;
      if (entries.get(key) !== entry) return;
      if (keeps(result) && ttlMs > 0) return;
      // Not kept: the copy it was to replace stays the answer while it may.
      if (staleOf(previous)) entries.set(key, previous);
      else entries.delete(key);
    };
    entry.promise = Promise.resolve()
      .then(render)
      .then(
        (result) => {
          settle(result);
          return result;
        },
        (err) => {
          settle(null);
          throw err;
        },
      );
    entries.set(key, entry);
    // The oldest entry goes first (a Map keeps insertion order).
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    return entry;
  }

  return {
    /**
     * The result of render() for this key: from a render under way or a recent one, a stale copy
     * (a new render started behind it), else a new one. Resolves to { result, hit } or { result, hit, stale: true } (hit:
     * the result was not rendered for this request; stale: an older copy, being rendered again).
     */
    async get(key, render) {
      const known = entries.get(key);
      if (known?.settled && known.expires > now()) return { result: known.result, hit: true };
      if (known && !known.settled) {
        const previous = staleOf(known.previous);
        if (previous) return { result: previous.result, hit: true, stale: true };
        return { result: await known.promise, hit: true };
      }
      const previous = staleOf(known);
      const entry = start(key, render, previous);
      if (previous) {
        entry.promise.catch(() => {});
        return { result: previous.result, hit: true, stale: true };
      }
      return { result: await entry.promise, hit: false };
    },
    /** Whether get(key) would answer without a render of its own (kept, stale or being rendered). */
    has(key) {
      const known = entries.get(key);
      return Boolean(known && (!known.settled || known.expires > now() || staleOf(known)));
    },
    get size() {
      return entries.size;
    },
  };
}
