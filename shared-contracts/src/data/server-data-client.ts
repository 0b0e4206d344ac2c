// The DataClient of a server render: it answers from the first-screen data the route's loaders
// read before the render, and has no network. What a hook asks that the loaders did not read
// renders in its loading state (the browser loads it) and is noted as a miss: the page is then
// incomplete, so that a loader that forgot a query shows up in the page's problems and tests.
import type { ApolloClient } from '@apollo/client';
import type { DataClient } from './data-client';
import type { FirstScreenResults } from './first-screen-data';

export interface ServerDataClient extends DataClient {
  /** The keys the render asked for that the loaders had not read. */
  misses(): string[];
}

export function serverDataClient(results: FirstScreenResults): ServerDataClient {
  const missed = new Set<string>();
  const never = new Promise<ApolloClient>(() => {});
  const has = (key: string) => Object.prototype.hasOwnProperty.call(results, key);
  return {
    current: () => null,
    // Hooks ask for the client only in effects and handlers, which a server render never runs.
    load: () => never,
    loaded: () => never,
    firstScreenResult(key) {
      if (has(key)) return { data: results[key] };
      missed.add(key);
      return undefined;
    },
    firstScreenValue(key) {
      if (has(key)) return { value: results[key] };
      missed.add(key);
      return undefined;
    },
    misses: () => [...missed],
  };
}
