// The browser's DataClient (shared-contracts/src/data): Apollo is not part of the first load. The
// page hydrates from the server's first-screen results; the client (create-apollo-client.ts, in
// a chunk of its own) is made when something needs the network, or at the visitor's first
// interaction so that it is ready for the click that follows. At that moment every first-screen
// result a hook has read goes into its cache: nothing the page shows is asked for again.
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { DataClient, FirstScreenResults } from 'shared-contracts';

export interface LazyDataClientOptions {
  create: () => Promise<ApolloClient>;
  /** The results the server rendered the page with (none on a page rendered in the browser). */
  results?: FirstScreenResults | null;
}

export function createLazyDataClient({ create, results = null }: LazyDataClientOptions): DataClient {
  let client: ApolloClient | null = null;
  let loading: Promise<ApolloClient> | null = null;
  let resolveLoaded: (client: ApolloClient) => void = () => {};
  const loaded = new Promise<ApolloClient>((resolve) => (resolveLoaded = resolve));
  const read = new Map<string, { query: DocumentNode; variables: object | undefined }>();
  const written = new Set<string>();
  let firstScreen = results !== null;

  /** Into the cache once per result: a later write would undo what the page has changed since. */
  function write(made: ApolloClient, key: string, query: DocumentNode, variables: object | undefined): boolean {
    if (written.has(key)) return true;
    try {
      made.writeQuery({ query, variables, data: results![key] as never });
      written.add(key);
      return true;
    } catch (error) {
      // The query then asks the network, as it would have without a server render.
      console.warn('[shell] a first-screen result did not fit the cache', key, error);
      return false;
    }
  }

  function seed(made: ApolloClient): void {
    for (const [key, { query, variables }] of read) write(made, key, query, variables);
    read.clear();
  }

  return {
    current: () => client,
    load() {
      loading ??= create().then((made) => {
        seed(made);
        client = made;
        resolveLoaded(made);
        return made;
      });
      return loading;
    },
    loaded: () => loaded,
    firstScreenResult(key, query, variables) {
      if (!firstScreen || !results || !Object.prototype.hasOwnProperty.call(results, key)) return undefined;
      if (client) return write(client, key, query, variables) ? { data: results[key] } : undefined;
      read.set(key, { query, variables });
      return { data: results[key] };
    },
    leaveFirstScreen() {
      firstScreen = false;
    },
  };
}
