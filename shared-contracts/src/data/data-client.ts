// The one Apollo client, as the teams reach it. On the server it exists before anything renders;
// in the browser the shell loads it on demand (@apollo/client, its cache and rxjs are about 60 kB
// compressed): the first screen hydrates from the results the server rendered it with
// (first-screen-results.ts), and the client comes when something needs the network (a query the
// page lacks, a mutation, a refetch) or the visitor first interacts. Teams use the hooks of
// './hooks' (imported from 'shared-contracts'), never @apollo/client's own.
import { createContext, useContext } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';

export interface DataClient {
  /** The client if it has been loaded, else null. */
  current(): ApolloClient | null;
  /** Loads it if needed. */
  load(): Promise<ApolloClient>;
  /** Resolves once it has been loaded, by whoever; does not cause the load. */
  loaded(): Promise<ApolloClient>;
  /**
   * The first-screen result of this operation (key: operationKey) for the address the browser is
   * at: what the server rendered it with, or what the route's loader read. It goes into the
   * client's cache: at the load, or at once if the client is loaded already.
   */
  firstScreenResult(key: string, query: DocumentNode, variables: object | undefined): { data: unknown } | undefined;
  /** A REST answer of the first screen (key: the loader's), under the same rule (useFirstScreenData). */
  firstScreenValue(key: string): { value: unknown } | undefined;
}

export const DataClientContext = createContext<DataClient | null>(null);

/** A data client that is there already (the server's, a test's, a remote's standalone page). */
export function readyDataClient(client: ApolloClient): DataClient {
  const ready = Promise.resolve(client);
  return { current: () => client, load: () => ready, loaded: () => ready, firstScreenResult: () => undefined, firstScreenValue: () => undefined };
}

export function useDataClient(): DataClient {
  const client = useContext(DataClientContext);
  if (!client) throw new Error('No DataClientContext: render inside the shell (or shared-contracts/testing, or the standalone harness).');
  return client;
}
