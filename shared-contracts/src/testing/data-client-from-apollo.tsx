// For tests and standalone pages: the data hooks (src/data) over the Apollo client of the
// surrounding ApolloProvider or MockedProvider, already loaded.
import { useMemo, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DataClientContext, readyDataClient } from '../data/data-client';

export function DataClientFromApollo({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const data = useMemo(() => readyDataClient(client), [client]);
  return <DataClientContext.Provider value={data}>{children}</DataClientContext.Provider>;
}
