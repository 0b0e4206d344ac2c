// What the teams import (through 'shared-contracts'): the shop's data hooks, one implementation on
// the server and in the browser (browser-hooks.ts over a DataClient: on the server the client
// answers from what the route's loaders read, in the browser from the page's handover until
// Apollo is loaded). Typed as exactly what they support: an option Apollo has and these hooks
// do not is a compile error, not an option that silently does nothing.
import type { ApolloClient, ErrorLike, ErrorPolicy, ObservableQuery, OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import * as impl from './browser-hooks';
import { skipToken as shopSkipToken, type SkipToken } from './query-watch';

export type { SkipToken } from './query-watch';
export const skipToken: SkipToken = shopSkipToken;

type Variables = object;

/** The options useQuery follows (as Apollo's useQuery does with the same names). */
export interface QueryHookOptions<TVariables extends Variables = Variables> {
  variables?: TVariables;
  skip?: boolean;
  fetchPolicy?: WatchQueryFetchPolicy;
  nextFetchPolicy?: WatchQueryFetchPolicy;
  errorPolicy?: ErrorPolicy;
  /** Passed to the links: { silentErrors: true } keeps a failure out of the toasts. */
  context?: Record<string, unknown>;
  notifyOnNetworkStatusChange?: boolean;
  pollInterval?: number;
  /** false: rendered as loading on the server, loaded in the browser. */
  ssr?: boolean;
}

/** 'complete' means the data is all there (checking dataState narrows data, as with Apollo). */
export type QueryHookData<TData> = { dataState: 'complete'; data: TData } | { dataState: 'empty' | 'partial' | 'streaming'; data: TData | undefined };

export type QueryHookResult<TData, TVariables extends Variables = Variables> = QueryHookData<TData> & QueryHookState<TData, TVariables>;

export interface QueryHookState<TData, TVariables extends Variables = Variables> {
  loading: boolean;
  networkStatus: number;
  error: ErrorLike | undefined;
  previousData: TData | undefined;
  variables: TVariables;
  refetch(variables?: Partial<TVariables>): Promise<ApolloClient.QueryResult<TData>>;
  fetchMore: ObservableQuery<TData, TVariables & OperationVariables>['fetchMore'];
}

export interface LazyQueryHookResult<TData> {
  data: TData | undefined;
  dataState: 'empty' | 'complete';
  loading: boolean;
  called: boolean;
  error: unknown;
}

export type LazyQueryExecute<TData, TVariables extends Variables> = (options?: QueryHookOptions<TVariables>) => Promise<ApolloClient.QueryResult<TData>>;

/** client.mutate's options (the mutation itself comes from the hook), plus the hook's callbacks. */
export type MutationHookOptions<TData, TVariables extends Variables> = Omit<ApolloClient.MutateOptions<TData, TVariables & OperationVariables>, 'mutation' | 'variables'> & {
  variables?: TVariables;
  onCompleted?: (data: TData | undefined, options: unknown) => void;
  onError?: (error: unknown, options: unknown) => void;
};

export interface MutationHookResult<TData> {
  data: TData | undefined;
  error: unknown;
  called: boolean;
  loading: boolean;
  reset(): void;
}

export type MutationExecute<TData, TVariables extends Variables> = (
  options?: Omit<MutationHookOptions<TData, TVariables>, 'context'> & { context?: Record<string, unknown> | ((hookContext: unknown) => Record<string, unknown>) },
) => Promise<ApolloClient.MutateResult<TData>>;

export const useQuery = impl.useQuery as <TData, TVariables extends Variables = Variables>(
  query: TypedDocumentNode<TData, TVariables>,
  options?: QueryHookOptions<TVariables> | SkipToken,
) => QueryHookResult<TData, TVariables>;

export const useLazyQuery = impl.useLazyQuery as unknown as <TData, TVariables extends Variables = Variables>(
  query: TypedDocumentNode<TData, TVariables>,
  options?: QueryHookOptions<TVariables>,
) => readonly [LazyQueryExecute<TData, TVariables>, LazyQueryHookResult<TData>];

export const useMutation = impl.useMutation as unknown as <TData, TVariables extends Variables = Variables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  options?: MutationHookOptions<TData, TVariables>,
) => readonly [MutationExecute<TData, TVariables>, MutationHookResult<TData>];

export const useApolloClient: () => ApolloClient = impl.useApolloClient;
