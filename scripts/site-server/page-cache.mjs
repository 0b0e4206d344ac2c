// Anonymous pages kept for a moment in front of the renderer, as a CDN edge keeps them
// (they are sent with s-maxage): requests for the same page while it renders share that render,
// and for SSR_CACHE_MS after it (default 1000; 0 keeps only the sharing) get its result. Pages
// of a logged-in visitor never come here. A failed render (null) is not kept, nor an incomplete
// one ({ complete: false }: a part left to the browser, a query failed): requests already waiting
// for it share it, the next one renders again.
import { createHash } from 'node:crypto';

/** The page's identity: the composition it was rendered with and its address. */
export const pageCacheKey = (compositionText, url) => createHash('sha1').update(`${compositionText ?? ''}\n${url}`).digest('base64url');

/**
 * @param {{ ttlMs: number, maxEntries?: number, now?: () => number }} options
 */
export function createPageCache({ ttlMs, maxEntries = 1000, now = () => Date.now() }) {
  /** key -> { promise, settled, expires } */
  const entries = new Map();

  function forget(key, entry) {
    if (entries.get(key) === entry) entries.delete(key);
  }

  return {
    /**
     * The result of render() for this key: from a render under way or a recent one, else a new
     * one. Resolves to { result, hit } (hit: the result was not rendered for this request).
     */
    async get(key, render) {
      const known = entries.get(key);
      if (known && (!known.settled || known.expires > now())) return { result: await known.promise, hit: true };
      const entry = { settled: false, expires: 0, promise: null };
      entry.promise = Promise.resolve()
        .then(render)
        .then(
          (result) => {
            entry.settled = true;
            entry.expires = now() + ttlMs;
            if (!result || result.complete === false || ttlMs <= 0) forget(key, entry);
            return result;
          },
          (err) => {
            forget(key, entry);
            throw err;
          },
        );
      entries.set(key, entry);
      // The oldest entry goes first (a Map keeps insertion order).
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
      return { result: await entry.promise, hit: false };
    },
    /** Whether get(key) would answer without a new render (kept, or being rendered). */
    has(key) {
      const known = entries.get(key);
      return Boolean(known && (!known.settled || known.expires > now()));
    },
    get size() {
      return entries.size;
    },
  };
}
