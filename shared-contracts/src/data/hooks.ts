// What the teams import (through 'shared-contracts'): the browser's hooks, or Apollo's own on the
// server (__SERVER__ is a build constant: each build keeps one branch, and the browser's has no
// Apollo code in it). Typed as Apollo's hooks, so call sites read as they always have.
import type * as Apollo from '@apollo/client/react';
import * as browser from './browser-hooks';
import { skipToken as shopSkipToken } from './query-watch';

declare const __SERVER__: boolean;
/* eslint-disable @typescript-eslint/no-require-imports */
const impl: typeof browser = __SERVER__ ? require('./server-hooks') : browser;

export const useQuery = impl.useQuery as unknown as typeof Apollo.useQuery;
export const useLazyQuery = impl.useLazyQuery as unknown as typeof Apollo.useLazyQuery;
export const useMutation = impl.useMutation as unknown as typeof Apollo.useMutation;
export const useApolloClient = impl.useApolloClient as unknown as typeof Apollo.useApolloClient;
export const skipToken: typeof Apollo.skipToken = shopSkipToken as never;
