/** @jest-environment jsdom */
// The browser's data hooks over a client that is loaded on demand: the first screen hydrates from
// the server's results with no client; what the page lacks, a mutation or a refetch loads it.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ShellCartCountDocument, ShellLogoutDocument, UrlRecordDocument } from '../graphql/generated';
import { DataClientContext, type DataClient } from './data-client';
import { useApolloClient, useMutation, useQuery } from './browser-hooks';
import { operationKey } from './operation-key';
import { skipToken } from './query-watch';

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

/** A DataClient like the shell's: the client is made at the first load(), over a fake API. */
function lazyClient(results: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  let made: ApolloClient | null = null;
  let loads = 0;
  let resolveLoaded: (c: ApolloClient) => void = () => {};
  const loaded = new Promise<ApolloClient>((r) => (resolveLoaded = r));
  const answers: Record<string, (variables: Record<string, unknown>) => unknown> = {
    ShellCartCount: () => ({ cart: { __typename: 'Cart', cartCount: 5, guestData: null } }),
    UrlRecord: (v) => ({ urlRecord: { __typename: 'UrlRecord', entityName: 'CATEGORY', entityId: 12, seName: v.seName } }),
    ShellLogout: () => ({ logout: true }),
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName!, variables: operation.variables });
        setTimeout(() => {
          observer.next({ data: answers[operation.operationName!](operation.variables) as Record<string, unknown> });
          observer.complete();
        }, 20);
      }),
  );
  const read = new Map<string, { query: unknown; variables: object | undefined }>();
  const data: DataClient = {
    current: () => made,
    load: async () => {
      if (!made) {
        loads += 1;
        made = new ApolloClient({ cache: new InMemoryCache(), link });
        for (const [key, { query, variables }] of read) made.writeQuery({ query: query as never, variables, data: results[key] as never });
        resolveLoaded(made);
      }
      return made;
    },
    loaded: () => loaded,
    firstScreenValue: (key: string) => (key in results ? { value: results[key] } : undefined),
    firstScreenResult: (key, query, variables) => {
      if (made || !(key in results)) return undefined;
      read.set(key, { query, variables });
      return { data: results[key] };
    },
  };
  return { data, calls, loads: () => loads };
}

function CartCount() {
  const { data, loading } = useQuery(ShellCartCountDocument, { variables: { guestData: null } });
  if (loading) return <p>loading</p>;
  return <p>{`count ${(data as { cart: { cartCount: number } }).cart.cartCount}`}</p>;
}

const renderWith = (data: DataClient, ui: React.ReactElement) => act(async () => render(<DataClientContext.Provider value={data}>{ui}</DataClientContext.Provider>));

test('a query the server rendered shows its result without loading the client or asking the API', async () => {
  const key = operationKey(ShellCartCountDocument, { guestData: null });
  const api = lazyClient({ [key]: { cart: { __typename: 'Cart', cartCount: 2, guestData: null } } });
  await renderWith(api.data, <CartCount />);
  expect(screen.getByText('count 2')).toBeInTheDocument();
  expect(api.loads()).toBe(0);

  // Loaded later (the visitor moved): the result was written into the cache, nothing is asked again.
  await act(async () => {
    await api.data.load();
  });
  expect(screen.getByText('count 2')).toBeInTheDocument();
  await act(async () => new Promise((r) => setTimeout(r, 20)));
  expect(api.calls).toEqual([]);
});

test('a query the page lacks loads the client and asks the API', async () => {
  const api = lazyClient();
  await renderWith(api.data, <CartCount />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('count 5')).toBeInTheDocument();
  expect(api.loads()).toBe(1);
  expect(api.calls.map((c) => c.operationName)).toEqual(['ShellCartCount']);
});

function UrlRecordProbe() {
  const [seName, setSeName] = useState<string | null>(null);
  const { data, loading } = useQuery(UrlRecordDocument, seName ? { variables: { seName } } : skipToken);
  const record = (data as { urlRecord?: { seName: string } } | undefined)?.urlRecord;
  return (
    <>
      <button onClick={() => setSeName('kolye')}>kolye</button>
      <button onClick={() => setSeName('yuzuk')}>yuzuk</button>
      <p>{loading ? 'loading' : record ? `record ${record.seName}` : 'none'}</p>
    </>
  );
}

test('a skipped query asks for nothing; new variables ask again', async () => {
  const api = lazyClient();
  await renderWith(api.data, <UrlRecordProbe />);
  expect(screen.getByText('none')).toBeInTheDocument();
  await act(async () => new Promise((r) => setTimeout(r, 10)));
  expect(api.loads()).toBe(0);

  await act(async () => screen.getByRole('button', { name: 'kolye' }).click());
  expect(await screen.findByText('record kolye')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'yuzuk' }).click());
  expect(await screen.findByText('record yuzuk')).toBeInTheDocument();
  expect(api.calls.map((c) => c.variables.seName)).toEqual(['kolye', 'yuzuk']);
});

function Logout() {
  const [logout, { data, loading, called }] = useMutation(ShellLogoutDocument);
  return (
    <>
      <button onClick={() => void logout()}>logout</button>
      <p>{!called ? 'idle' : loading ? 'sending' : `done ${(data as { logout: boolean }).logout}`}</p>
    </>
  );
}

test('a mutation loads the client when it runs, not before', async () => {
  const api = lazyClient();
  await renderWith(api.data, <Logout />);
  expect(screen.getByText('idle')).toBeInTheDocument();
  expect(api.loads()).toBe(0);
  await act(async () => screen.getByRole('button', { name: 'logout' }).click());
  expect(await screen.findByText('done true')).toBeInTheDocument();
  expect(api.loads()).toBe(1);
});

function Refetcher() {
  const { data, refetch } = useQuery(ShellCartCountDocument, { variables: { guestData: null } });
  const client = useApolloClient();
  return (
    <>
      <button onClick={() => void refetch()}>refetch</button>
      <button onClick={() => void client.query({ query: UrlRecordDocument, variables: { seName: 'bileklik' } })}>query</button>
      <p>{`count ${(data as { cart: { cartCount: number } } | undefined)?.cart.cartCount}`}</p>
    </>
  );
}

test('refetch and the client of useApolloClient load the client first', async () => {
  const key = operationKey(ShellCartCountDocument, { guestData: null });
  const api = lazyClient({ [key]: { cart: { __typename: 'Cart', cartCount: 2, guestData: null } } });
  await renderWith(api.data, <Refetcher />);
  expect(screen.getByText('count 2')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'refetch' }).click());
  expect(await screen.findByText('count 5')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'query' }).click());
  await waitFor(() => expect(api.calls.map((c) => c.operationName)).toEqual(['ShellCartCount', 'UrlRecord']));
  expect(api.loads()).toBe(1);
});

test('operation keys do not depend on the order variables were written in', () => {
  expect(operationKey(UrlRecordDocument, { seName: 'a', extra: undefined })).toBe(operationKey(UrlRecordDocument, { seName: 'a' }));
  expect(operationKey(ShellCartCountDocument, { guestData: null })).toBe('ShellCartCount:{"guestData":null}');
});
