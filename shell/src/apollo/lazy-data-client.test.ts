import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { operationKey } from 'shared-contracts';
import { ShellCartCountDocument } from 'shared-contracts/graphql';
import { createLazyDataClient } from './lazy-data-client';

function offlineClient(): ApolloClient {
  return new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable((o) => o.error(new Error('offline')))) });
}

test('answers from the server results until loaded, then writes what it answered into the cache once', async () => {
  const variables = { guestData: null };
  const key = operationKey(ShellCartCountDocument, variables);
  const data = { cart: { __typename: 'Cart', cartCount: 2, guestData: null } };
  let made = 0;
  const client = createLazyDataClient({ create: async () => (made++, offlineClient()), results: { [key]: data } });
  expect(client.current()).toBeNull();
  expect(client.firstScreenResult(key, ShellCartCountDocument, variables)).toEqual({ data });
  expect(client.firstScreenResult('Other:{}', ShellCartCountDocument, {})).toBeUndefined();
  expect(made).toBe(0);

  const [a, b] = await Promise.all([client.load(), client.load()]);
  expect(a).toBe(b);
  expect(made).toBe(1);
  await expect(client.loaded()).resolves.toBe(a);
  expect(a.readQuery({ query: ShellCartCountDocument, variables })).toEqual(data);
  // Loaded while still on the first screen (a part hydrating late): the result is still the
  // page's; once the page has moved on, the hooks follow the client alone.
  expect(client.firstScreenResult(key, ShellCartCountDocument, variables)).toEqual({ data });
  client.leaveFirstScreen!();
  expect(client.firstScreenResult(key, ShellCartCountDocument, variables)).toBeUndefined();
});

test('loaded before a part hydrates: its server result goes into the cache then, once', async () => {
  const variables = { guestData: null };
  const key = operationKey(ShellCartCountDocument, variables);
  const data = { cart: { __typename: 'Cart', cartCount: 2, guestData: null } };
  const client = createLazyDataClient({ create: async () => offlineClient(), results: { [key]: data } });
  const made = await client.load();
  expect(made.readQuery({ query: ShellCartCountDocument, variables })).toBeNull();
  expect(client.firstScreenResult(key, ShellCartCountDocument, variables)).toEqual({ data });
  expect(made.readQuery({ query: ShellCartCountDocument, variables })).toEqual(data);
  // The page changes it; a second reader must not put the server's result back.
  made.writeQuery({ query: ShellCartCountDocument, variables, data: { cart: { __typename: 'Cart', cartCount: 3, guestData: null } } });
  client.firstScreenResult(key, ShellCartCountDocument, variables);
  expect(made.readQuery({ query: ShellCartCountDocument, variables })).toEqual({ cart: { __typename: 'Cart', cartCount: 3, guestData: null } });
});
