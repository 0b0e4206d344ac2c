// The browser's data hooks: Apollo's useQuery, useLazyQuery, useMutation and useApolloClient as
// the teams use them, over a client that may not be loaded yet (see data-client.ts).
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { useDataClient, type DataClient } from './data-client';
import { deepEqual } from './deep-equal';
import { QueryWatch, type SkipToken, type WatchOptions } from './query-watch';

export function useQuery(query: DocumentNode, options?: WatchOptions | SkipToken) {
  const data = useDataClient();
  const [watch] = useState(() => new QueryWatch(data));
  watch.setOptions(query, options);
  const snapshot = useSyncExternalStore(watch.subscribe, watch.getSnapshot, watch.getServerSnapshot);
  const key = watch.key;
  useEffect(() => watch.connect(), [watch, key]);
  return useMemo(() => ({ ...snapshot, refetch: watch.refetch, fetchMore: watch.fetchMore }), [snapshot, watch]);
}

interface LazyState {
  data: unknown;
  dataState: 'empty' | 'complete';
  loading: boolean;
  called: boolean;
  error: unknown;
}

const LAZY_IDLE: LazyState = { data: undefined, dataState: 'empty', loading: false, called: false, error: undefined };

/** Runs the query when called (a size guide opened); answers once, from the cache when it can. */
export function useLazyQuery(query: DocumentNode, hookOptions: WatchOptions = {}) {
  const data = useDataClient();
  const [state, setState] = useState<LazyState>(LAZY_IDLE);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const execute = useCallback(
    async (options: WatchOptions = {}) => {
      setState((s) => ({ ...s, loading: true, called: true, error: undefined }));
      try {
        const client = await data.load();
        const { skip: _skip, ssr: _ssr, nextFetchPolicy: _next, notifyOnNetworkStatusChange: _notify, pollInterval: _poll, ...merged } = { ...hookOptions, ...options };
        const result = await client.query({ ...merged, query } as never);
        if (mounted.current) setState({ data: result.data, dataState: result.data === undefined ? 'empty' : 'complete', loading: false, called: true, error: result.error });
        return result;
      } catch (error) {
        if (mounted.current) setState({ data: undefined, dataState: 'empty', loading: false, called: true, error });
        throw error;
      }
    },
    // The hook's options are read when called, as Apollo's execute does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, query],
  );
  return [execute, state] as const;
}

interface MutationState {
  data: unknown;
  error: unknown;
  called: boolean;
  loading: boolean;
}

const MUTATION_IDLE: MutationState = { data: undefined, error: undefined, called: false, loading: false };

type MutationOptions = Record<string, unknown> & {
  onCompleted?: (data: unknown, options: unknown) => void;
  onError?: (error: unknown, options: unknown) => void;
  context?: unknown;
};

/** Apollo's useMutation: the client is loaded (if it is not yet) when the mutation runs. */
export function useMutation(mutation: DocumentNode, options?: MutationOptions) {
  const data = useDataClient();
  const [result, setResult] = useState<MutationState>(MUTATION_IDLE);
  const ref = useRef({ result, mutationId: 0, mounted: true, mutation, options });
  ref.current.mutation = mutation;
  ref.current.options = options;
  useEffect(() => {
    const current = ref.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
    };
  }, []);

  const set = (next: MutationState) => {
    if (ref.current.mounted && !deepEqual(ref.current.result, next)) setResult((ref.current.result = next));
  };

  const execute = useCallback(
    async (executeOptions: MutationOptions = {}) => {
      const { options: hookOptions, mutation: document } = ref.current;
      const context = typeof executeOptions.context === 'function' ? executeOptions.context(hookOptions?.context) : (executeOptions.context ?? hookOptions?.context);
      if (!ref.current.result.loading) set({ loading: true, error: undefined, data: undefined, called: true });
      const mutationId = ++ref.current.mutationId;
      const { onCompleted: _c, onError: _e, ...base } = hookOptions ?? {};
      const { onCompleted: _c2, onError: _e2, ...given } = executeOptions;
      const clientOptions = { ...base, ...given, context, mutation: document };
      const onError = executeOptions.onError ?? hookOptions?.onError;
      try {
        const client = await data.load();
        const response = await client.mutate(clientOptions as never);
        if (response.error && onError) onError(response.error, clientOptions);
        if (mutationId === ref.current.mutationId) set({ called: true, loading: false, data: response.data, error: response.error });
        if (!response.error) (executeOptions.onCompleted ?? hookOptions?.onCompleted)?.(response.data, clientOptions);
        return response;
      } catch (error) {
        if (mutationId === ref.current.mutationId) set({ loading: false, error, data: undefined, called: true });
        if (onError) onError(error, clientOptions);
        throw error;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data],
  );
  const reset = useCallback(() => {
    ref.current.mutationId = 0;
    set(MUTATION_IDLE);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [execute, useMemo(() => ({ ...result, reset }), [result, reset])] as const;
}

const SYNC_BEFORE_LOAD = new Set(['writeQuery', 'writeFragment']);

/**
 * The client as the teams call it from handlers: a stand-in whose methods load the client first
 * (they all return promises there). Writes made before the load are applied at the load; reading
 * the cache needs the client, which a handler's earlier call has loaded.
 */
export function lazyClientProxy(data: DataClient): ApolloClient {
  const pendingWrites: ((client: ApolloClient) => void)[] = [];
  void data.loaded().then((client) => pendingWrites.splice(0).forEach((write) => write(client)));
  return new Proxy({} as ApolloClient, {
    get(_target, property: string) {
      const client = data.current();
      if (client) {
        const value = (client as unknown as Record<string, unknown>)[property];
        return typeof value === 'function' ? value.bind(client) : value;
      }
      if (SYNC_BEFORE_LOAD.has(property)) {
        return (...args: unknown[]) => {
          pendingWrites.push((loaded) => (loaded as unknown as Record<string, (...a: unknown[]) => unknown>)[property](...args));
        };
      }
      return (...args: unknown[]) =>
        data.load().then((loaded) => (loaded as unknown as Record<string, (...a: unknown[]) => unknown>)[property](...args));
    },
  });
}

export function useApolloClient(): ApolloClient {
  const data = useDataClient();
  return useMemo(() => lazyClientProxy(data), [data]);
}

export type { OperationVariables };
