// The server's data hooks: Apollo's own (prerenderStatic waits for their queries), each query's
// result recorded for the page, so that the browser hydrates with it before loading Apollo, and
// each query that ended in an error recorded as a failure (the page is then incomplete).
import { useContext } from 'react';
import { useApolloClient, useLazyQuery, useMutation, useQuery as useApolloQuery } from '@apollo/client/react';
import type { DocumentNode } from '@apollo/client';
import { FirstScreenRecorderContext } from './first-screen-results';
import { operationKey } from './operation-key';
import type { SkipToken, WatchOptions } from './query-watch';
import { skipToken } from './query-watch';
import { skipToken as apolloSkipToken } from '@apollo/client/react';

export function useQuery(query: DocumentNode, options?: WatchOptions | SkipToken) {
  const recorder = useContext(FirstScreenRecorderContext);
  const apolloOptions = options === skipToken ? apolloSkipToken : options;
  const result = useApolloQuery(query, apolloOptions as never);
  if (recorder && options !== skipToken && !options?.skip) {
    const key = operationKey(query, options?.variables);
    if (result.data !== undefined) recorder.record(key, result.data);
    if (result.error) recorder.fail(key, result.error.message.split('\n')[0]);
  }
  return result;
}

export { useApolloClient, useLazyQuery, useMutation };
