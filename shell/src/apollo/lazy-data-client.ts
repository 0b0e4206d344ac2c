// The browser's DataClient (shared-contracts/src/data): Apollo is not part of the first load. The
// page hydrates from the first-screen data the server's loaders read (the page's handover); the
// client (create-apollo-client.ts, in a chunk of its own) is made when something needs the
// network, or when the visitor is about to interact. First-screen data belongs to the address it
// was read for and answers only while the browser is there: the handover's to the address the
// page arrived at, a route loader's (RemoteArea, on navigation) to the address it ran for. A
// GraphQL result a hook has read goes into the cache at the load: nothing the page shows is
// asked for again.
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { isFirstScreenFailure, type DataClient, type FirstScreenResults } from 'shared-contracts';

export interface LazyDataClientOptions {
  create: () => Promise<ApolloClient>;
  /** The results the server rendered the page with (none on a page rendered in the browser). */
  results?: FirstScreenResults | null;
  /** Where the browser is (path + search); the handover belongs to where it is at the start. */
  address?: () => string;
}

export interface BrowserDataClient extends DataClient {
  /** A REST answer a route loader read for `address` (see useFirstScreenData). */
  provide(address: string, key: string, value: unknown): void;
  /** The browser is at the address the page's handover was read for (its loaders ran on the server). */
  atHandoverAddress(): boolean;
}

const browserAddress = () => `${window.location.pathname}${window.location.search}`;
const has = (results: FirstScreenResults, key: string) => Object.prototype.hasOwnProperty.call(results, key);

export function createLazyDataClient({ create, results = null, address = browserAddress }: LazyDataClientOptions): BrowserDataClient {
  let client: ApolloClient | null = null;
  let loading: Promise<ApolloClient> | null = null;
  let resolveLoaded: (client: ApolloClient) => void = () => {};
  const loaded = new Promise<ApolloClient>((resolve) => (resolveLoaded = resolve));
  const read = new Map<string, { query: DocumentNode; variables: object | undefined; data: unknown }>();
  const written = new Set<string>();
  // The entries of each address (a few: the handover's, and those of loaders run since).
  const byAddress = new Map<string, FirstScreenResults>();
  const handoverAddress = results ? address() : null;
  if (results) byAddress.set(address(), results);
  const here = () => byAddress.get(address());

  /** Into the cache once per result: a later write would undo what the page has changed since. */
  function write(made: ApolloClient, key: string, query: DocumentNode, variables: object | undefined, data: unknown): boolean {
    if (written.has(key)) return true;
    try {
      made.writeQuery({ query, variables, data: data as never });
      written.add(key);
      return true;
    } catch (error) {
      // The query then asks the network, as it would have without a server render.
      console.warn('[shell] a first-screen result did not fit the cache', key, error);
      return false;
    }
  }

  return {
    current: () => client,
    load() {
      loading ??= create().then((made) => {
        for (const [key, entry] of read) write(made, key, entry.query, entry.variables, entry.data);
        read.clear();
        client = made;
        resolveLoaded(made);
        return made;
      });
      return loading;
    },
    loaded: () => loaded,
    firstScreenResult(key, query, variables) {
      const entries = here();
      if (!entries || !has(entries, key)) return undefined;
      // A read that failed on the server: its error view hydrates, the query asks again.
      if (isFirstScreenFailure(entries[key])) return { data: entries[key] };
      if (client) return write(client, key, query, variables, entries[key]) ? { data: entries[key] } : undefined;
      read.set(key, { query, variables, data: entries[key] });
      return { data: entries[key] };
    },
    firstScreenValue(key) {
      const entries = here();
      return entries && has(entries, key) ? { value: entries[key] } : undefined;
    },
    atHandoverAddress: () => handoverAddress !== null && address() === handoverAddress,
    provide(at, key, value) {
      let entries = byAddress.get(at);
      if (!entries) {
        // A visit keeps the last few addresses' entries only.
        if (byAddress.size >= 8) byAddress.delete(byAddress.keys().next().value!);
        byAddress.set(at, (entries = {}));
      }
      entries[key] = value;
    },
  };
}
