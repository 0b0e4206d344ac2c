// Data a page's first screen reads outside Apollo (the REST listing reads), carried from the
// server's render into the browser's first render:
// - on the server, useServerData(key, load) suspends until `load` has answered (the render waits
//   for it), and the answer is kept under `key` to be written into the page;
// - in the browser, the first render of the server's address reads the same answer back, so it
//   matches the server's HTML and asks nothing again. Later renders (another address) get
//   undefined and load the data themselves.
// A load that fails on the server makes the nearest Suspense boundary render in the browser.
import { createContext, use, useContext } from 'react';

export interface ServerDataStore {
  /** Where the server's API answers for reads made during rendering. */
  readonly apiUrl: string;
  /** The address the data belongs to (path + search). */
  readonly url: string;
  read(key: string): { value: unknown } | undefined;
  /** Server only: starts (once per key) and returns the load. */
  load?(key: string, load: () => Promise<unknown>): Promise<unknown>;
  /** The answers, to be written into the page. */
  snapshot(): Record<string, unknown>;
}

export const ServerDataContext = createContext<ServerDataStore | null>(null);

/**
 * @param opts.timeoutMs a read not answered by then fails (its part renders in the browser), so a
 *   slow read never holds the whole render up to the page's deadline
 */
export function createServerDataStore(opts: { apiUrl: string; url: string; initial?: Record<string, unknown>; timeoutMs?: number }): ServerDataStore {
  const values = new Map<string, unknown>(Object.entries(opts.initial ?? {}));
  const pending = new Map<string, Promise<unknown>>();
  return {
    apiUrl: opts.apiUrl,
    url: opts.url,
    read: (key) => (values.has(key) ? { value: values.get(key) } : undefined),
    load(key, load) {
      let promise = pending.get(key);
      if (!promise) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late =
          opts.timeoutMs === undefined
            ? null
            : new Promise<never>((_, reject) => {
                timer = setTimeout(() => reject(new Error(`${key}: no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
              });
        promise = (late ? Promise.race([load(), late]) : load())
          .then((value) => {
            values.set(key, value);
            return value;
          })
          .finally(() => clearTimeout(timer));
        pending.set(key, promise);
      }
      return promise;
    },
    snapshot: () => Object.fromEntries(values),
  };
}

/** The store given to the browser's first render, from what the server wrote into the page. */
export function createHydrationDataStore(url: string, values: Record<string, unknown>): ServerDataStore {
  // No load: the browser never waits for a read in render, it reads what the server kept.
  const { load: _serverOnly, ...store } = createServerDataStore({ apiUrl: '', url, initial: values });
  return store;
}

const currentUrl = () => (typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`);

/**
 * @param key  names the data (include everything the answer depends on); null: nothing to load
 * @param load the read, given the API's base URL ('' in the browser)
 */
export function useServerData<T>(key: string | null, load: (apiUrl: string) => Promise<T>): T | undefined {
  const store = useContext(ServerDataContext);
  if (!store || key === null) return undefined;
  const known = store.read(key);
  if (store.load) {
    if (known) return known.value as T;
    return use(store.load(key, () => load(store.apiUrl))) as T;
  }
  // Browser: only while the address is still the one the server rendered.
  return known && currentUrl() === store.url ? (known.value as T) : undefined;
}
