// One useQuery's state in the browser. Until the Apollo client is loaded it answers from the
// server's first-screen results (or says "loading" and asks for the client); once the client is
// there it follows client.watchQuery as Apollo's own useQuery does. A query that hydrated from the
// server's result first reads the cache (the result was written there at the load), then follows
// its own fetch policy.
import type { ApolloClient, DocumentNode, ErrorLike, ObservableQuery, OperationVariables } from '@apollo/client';
import type { DataClient } from './data-client';
import { deepEqual } from './deep-equal';
import { operationKey } from './operation-key';
import { isFirstScreenFailure } from './first-screen-data';

export const skipToken = Symbol.for('shared-contracts.skipToken');
export type SkipToken = typeof skipToken;

export interface WatchOptions {
  variables?: OperationVariables;
  skip?: boolean;
  fetchPolicy?: string;
  nextFetchPolicy?: unknown;
  errorPolicy?: 'none' | 'all' | 'ignore';
  context?: Record<string, unknown>;
  notifyOnNetworkStatusChange?: boolean;
  pollInterval?: number;
  ssr?: boolean;
}

export interface QuerySnapshot {
  data: unknown;
  dataState: 'empty' | 'complete' | 'partial' | 'streaming';
  loading: boolean;
  networkStatus: number;
  error: ErrorLike | undefined;
  previousData: unknown;
  variables: OperationVariables;
}

// Apollo's NetworkStatus values (numbers, so that no Apollo code is needed for them).
const LOADING = 1;
const READY = 7;

type ObservableResult = ReturnType<ObservableQuery['getCurrentResult']>;

export class QueryWatch {
  key = '';
  snapshot!: QuerySnapshot;
  private query!: DocumentNode;
  private options: WatchOptions = {};
  private skipped = false;
  private fromServer = false;
  private observable: ObservableQuery | null = null;
  private subscription: { unsubscribe(): void } | null = null;
  private lastWatched: Record<string, unknown> | null = null;
  private readonly listeners = new Set<() => void>();
  private waiting = false;

  constructor(private readonly data: DataClient) {}

  /** Called on every render with the hook's arguments. */
  setOptions(query: DocumentNode, options: WatchOptions | SkipToken | undefined): void {
    const skipped = options === skipToken || Boolean(options?.skip);
    const opts = options === skipToken || !options ? {} : options;
    const key = `${skipped ? 'skip:' : ''}${operationKey(query, opts.variables)}`;
    const first = this.key === '';
    const changed = first || key !== this.key || query !== this.query;
    this.query = query;
    this.options = opts;
    this.skipped = skipped;
    if (!changed) return;
    this.key = key;
    const previousData = first ? undefined : this.snapshot.data ?? this.snapshot.previousData;
    // ssr: false and no-cache queries are never rendered with data on the server (see getServerSnapshot).
    const serverRendered = !skipped && opts.ssr !== false && opts.fetchPolicy !== 'no-cache';
    const server = serverRendered ? this.data.firstScreenResult(operationKey(query, opts.variables), query, opts.variables) : undefined;
    this.fromServer = Boolean(server);
    const client = this.data.current();
    if (client) {
      if (!this.observable) this.attach(client, false);
      else this.reobserve();
      this.snapshot = this.fromResult(this.observable!.getCurrentResult(), previousData);
      return;
    }
    if (skipped) {
      this.snapshot = { data: undefined, dataState: 'empty', loading: false, networkStatus: READY, error: undefined, previousData, variables: opts.variables ?? {} };
      return;
    }
    if (server && isFirstScreenFailure(server.data)) {
      // Failed on the server: its error view, as the server rendered it; connect() then asks again.
      this.fromServer = false;
      this.snapshot = { data: undefined, dataState: 'empty', loading: false, networkStatus: 8, error: new Error(server.data.__firstScreenFailure), previousData, variables: opts.variables ?? {} };
      return;
    }
    if (server) {
      this.fromServer = true;
      this.snapshot = { data: server.data, dataState: 'complete', loading: false, networkStatus: READY, error: undefined, previousData, variables: opts.variables ?? {} };
      return;
    }
    this.snapshot = { data: undefined, dataState: 'empty', loading: true, networkStatus: LOADING, error: undefined, previousData, variables: opts.variables ?? {} };
  }

  readonly getSnapshot = (): QuerySnapshot => this.snapshot;

  /** What the server rendered: no-cache and ssr: false queries render as loading there. */
  readonly getServerSnapshot = (): QuerySnapshot =>
    !this.skipped && (this.options.ssr === false || this.options.fetchPolicy === 'no-cache')
      ? { data: undefined, dataState: 'empty', loading: true, networkStatus: LOADING, error: undefined, previousData: undefined, variables: this.options.variables ?? {} }
      : this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.connect();
    return () => {
      this.listeners.delete(listener);
      // As Apollo does: a quick unsubscribe/resubscribe (StrictMode, a re-render) keeps the watch.
      setTimeout(() => {
        if (this.listeners.size === 0) {
          this.subscription?.unsubscribe();
          this.subscription = null;
        }
      });
    };
  };

  /** Follows the client's answers, loading the client first if this query needs the network. */
  connect(): void {
    const client = this.data.current();
    if (client) {
      this.attach(client);
      return;
    }
    if (!this.skipped && !this.fromServer) void this.data.load().catch(() => undefined);
    if (this.waiting) return;
    this.waiting = true;
    void this.data.loaded().then((loaded) => {
      this.waiting = false;
      if (this.listeners.size > 0) this.attach(loaded);
    });
  }

  readonly refetch = async (variables?: Partial<OperationVariables>) => (await this.ensureObservable()).refetch(variables as never);

  readonly fetchMore = async (options: Parameters<ObservableQuery['fetchMore']>[0]) => (await this.ensureObservable()).fetchMore(options as never);

  private async ensureObservable(): Promise<ObservableQuery> {
    const client = await this.data.load();
    this.attach(client);
    return this.observable!;
  }

  private attach(client: ApolloClient, follow = true): void {
    if (!this.observable) {
      const options = this.watchOptions();
      // Hydrated from the server's result, which the load wrote into the cache: read it there
      // first (no second request for what the page shows), then the query's own policy.
      if (this.fromServer && !this.skipped) {
        options.initialFetchPolicy = options.fetchPolicy ?? client.defaultOptions.watchQuery?.fetchPolicy ?? 'cache-first';
        options.fetchPolicy = 'cache-first';
      }
      this.observable = client.watchQuery(options as never);
      this.lastWatched = options;
      if (!follow) return;
      this.update(this.observable.getCurrentResult());
    }
    if (follow && !this.subscription && this.listeners.size > 0) {
      const observable = this.observable;
      this.subscription = observable.subscribe({ next: (result) => this.update(result as ObservableResult) });
    }
  }

  private watchOptions(): Record<string, unknown> {
    const { skip: _skip, ssr: _ssr, ...rest } = this.options;
    const options: Record<string, unknown> = { ...rest, query: this.query };
    if (this.skipped) {
      options.initialFetchPolicy = this.options.fetchPolicy;
      options.fetchPolicy = 'standby';
    }
    return options;
  }

  private reobserve(): void {
    const observable = this.observable!;
    const next = this.watchOptions();
    const last = this.lastWatched ?? {};
    this.lastWatched = next;
    // No policy of its own (it was skipped, or never had one): the one it started with, as
    // Apollo's useQuery does; reobserve keeps the current policy otherwise (standby, say).
    if (!next.fetchPolicy) next.fetchPolicy = (observable.options as { initialFetchPolicy?: string }).initialFetchPolicy ?? 'cache-first';
    const standbyChanged = (last.fetchPolicy === 'standby') !== (next.fetchPolicy === 'standby');
    if (last.query !== next.query || !deepEqual(last.variables, next.variables) || standbyChanged) {
      if (!next.initialFetchPolicy && next.fetchPolicy !== 'standby') next.initialFetchPolicy = next.fetchPolicy;
      // Rejections reach the result's error; the promise itself is not awaited.
      void Promise.resolve(observable.reobserve(next as never)).catch(() => undefined);
    }
  }

  private fromResult(result: ObservableResult, previousData: unknown): QuerySnapshot {
    return {
      data: result.data,
      dataState: result.dataState as QuerySnapshot['dataState'],
      loading: result.loading,
      networkStatus: result.networkStatus,
      error: result.error,
      previousData,
      variables: (this.observable?.variables ?? this.options.variables ?? {}) as OperationVariables,
    };
  }

  private update(result: ObservableResult): void {
    const previous = this.snapshot;
    const dataUnchanged = deepEqual(previous.data, result.data);
    if (dataUnchanged && previous.loading === result.loading && previous.networkStatus === result.networkStatus && previous.error === result.error) return;
    const previousData = previous.data !== undefined && !dataUnchanged ? previous.data : previous.previousData;
    this.snapshot = { ...this.fromResult(result, previousData), data: dataUnchanged ? previous.data : result.data };
    // Never inside another component's render (a reobserve during render can emit at once).
    queueMicrotask(() => {
      for (const listener of [...this.listeners]) listener();
    });
  }
}
