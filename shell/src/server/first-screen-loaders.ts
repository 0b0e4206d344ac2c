// Runs a page's loaders on the server, once, all at the same time: the layout's (layout.data.ts),
// the route module's ('<Module>.data', loaded beside the module itself) and the widgets' those
// name. What they read is the page's first-screen data: the render reads it, the page carries it
// to the browser. A read that fails or is late is left out (its part renders loading and loads
// in the browser) and named among the page's problems.
import type { ApolloClient } from '@apollo/client';
import { firstScreenFailure, loaderModuleId, operationKey, type FirstScreenResults, type RouteLoader, type RouteLoaderContext } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import type { ServerRemoteLoader } from './server-remotes';

export interface FirstScreenLoad {
  results: FirstScreenResults;
  failures: string[];
}

export interface LoaderRunInput {
  client: ApolloClient;
  remotes: ServerRemoteLoader;
  apiUrl: string;
  language: Language;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  isLoggedIn: boolean;
  /** Aborts at the page's data deadline. */
  signal: AbortSignal;
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

export function createLoaderRun(input: LoaderRunInput): { context: RouteLoaderContext; module(id: string, props: object): Promise<void>; done(): FirstScreenLoad } {
  const results: FirstScreenResults = {};
  const failures = new Map<string, string>();
  const reads = new Map<string, Promise<unknown>>();
  const once = <T,>(key: string, read: () => Promise<T>): Promise<T | undefined> => {
    let pending = reads.get(key) as Promise<T | undefined> | undefined;
    if (!pending) {
      pending = read().then(
        (value) => {
          if (value !== undefined) results[key] = value;
          return value;
        },
        (error: unknown) => {
          const reason = input.signal.aborted ? 'not read before the page deadline' : firstLine(error);
          failures.set(key, reason);
          // Kept as a failure: the part renders its error view, here and in the hydrating render.
          results[key] = firstScreenFailure(reason);
          return undefined;
        },
      );
      reads.set(key, pending);
    }
    return pending;
  };

  const context: RouteLoaderContext = {
    language: input.language,
    params: input.params,
    search: input.search,
    isLoggedIn: input.isLoggedIn,
    query: (document, variables) =>
      once(operationKey(document, variables), async () => {
        // no-cache: the render reads each result by its key, so normalising it into the cache
        // would only cost time (a third of a page's CPU); the browser's cache takes them at its load.
        const { data, error } = await input.client.query({ query: document, variables: variables as never, fetchPolicy: 'no-cache', context: { fetchOptions: { signal: input.signal } } });
        if (error) throw error;
        return data as never;
      }),
    read: (key, load) => once(key, () => load(input.apiUrl, input.signal)),
    widget: (id, props) => runModule(id, props),
  };

  /** A module's loader, loaded beside the module (which the render then finds loaded). */
  async function runModule(id: string, props: object): Promise<void> {
    const component = input.remotes.load(id).catch(() => undefined);
    const loader = await input.remotes.loadData(loaderModuleId(id));
    if (loader) {
      try {
        await (loader.default as RouteLoader)(context, props);
      } catch (error) {
        failures.set(loaderModuleId(id), firstLine(error));
      }
    }
    await component;
  }

  return {
    context,
    module: runModule,
    done: () => ({ results, failures: [...failures].map(([key, reason]) => `${key}: ${reason}`) }),
  };
}
