// A route loader run in the browser: when the visitor goes to a route (RemoteArea of the page's
// main area) or opens a page the browser renders itself (the boot), the module's loader starts
// beside the module, from the same record. GraphQL reads go through the one Apollo client (the
// component's own query then shares the request, or finds the cache filled); REST reads are kept
// for the address the loader ran for, which is where useFirstScreenData finds them.
import { loaderModuleId, type RouteLoaderContext, type RouteLoaderModule } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import type { BrowserDataClient } from '../apollo/lazy-data-client';
import { loadRemoteModule, preloadRemoteModule } from '../federation/remote-loader';
import type { PageRecord } from './page-record';

export interface RouteDataInput {
  data: BrowserDataClient;
  language: Language;
  isLoggedIn: boolean;
}

const ROUTE_DATA_WAIT_MS = 1500;
const running = new Map<string, Promise<void>>();

/**
 * The record's data for the address the browser is at, started once (the boot and the route's
 * area ask for the same): resolves when it has been read, or after ROUTE_DATA_WAIT_MS at most
 * (the module's own hooks then go on loading).
 */
export function routeDataOnce(record: PageRecord, input: RouteDataInput): Promise<void> {
  const key = `${window.location.pathname}${window.location.search}\n${record.moduleId}\n${JSON.stringify(record.props)}`;
  let pending = running.get(key);
  if (!pending) {
    pending = Promise.race([startRouteData(record, input), new Promise<void>((resolve) => setTimeout(resolve, ROUTE_DATA_WAIT_MS))]);
    running.set(key, pending);
    // Kept while the area may render again for it; a later visit of the address reads afresh.
    void pending.then(() => setTimeout(() => running.delete(key), 10_000));
  }
  return pending;
}

/** Runs the record's loader (and the widgets' it names); resolves when all have answered or failed. */
export function startRouteData(record: PageRecord, input: RouteDataInput): Promise<void> {
  if (!record.moduleId) return Promise.resolve();
  const address = `${window.location.pathname}${window.location.search}`;
  const context: RouteLoaderContext = {
    language: input.language,
    params: record.params,
    search: new URLSearchParams(window.location.search),
    isLoggedIn: input.isLoggedIn,
    async query(document, variables) {
      try {
        const client = await input.data.load();
        const { data } = await client.query({ query: document, variables: variables as never, context: { silentErrors: true } });
        return data as never;
      } catch {
        // The component's own query shows the failure and its retry.
        return undefined;
      }
    },
    async read(key, load) {
      try {
        const value = await load('', new AbortController().signal);
        input.data.provide(address, key, value);
        return value;
      } catch {
        return undefined;
      }
    },
    widget: (id, props) => run(id, props),
  };
  async function run(id: string, props: object): Promise<void> {
    preloadRemoteModule(id);
    try {
      const loader = (await loadRemoteModule(loaderModuleId(id))) as unknown as RouteLoaderModule;
      await loader.default(context, props);
    } catch {
      // No loader, or it failed: the module's hooks load what it shows.
    }
  }
  return run(record.moduleId, record.props);
}
