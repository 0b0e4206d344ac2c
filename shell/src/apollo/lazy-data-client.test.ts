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
  let at = '/kolye';
  const client = createLazyDataClient({ create: async () => (made++, offlineClient()), results: { [key]: data }, address: () => at });
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
  // page's; once the browser is at another address, the hooks follow the client alone.
  expect(client.firstScreenResult(key, ShellCartCountDocument, variables)).toEqual({ data });
  at = '/yuzuk';
  expect(client.firstScreenResult(key, ShellCartCountDocument, variables)).toBeUndefined();
});

test('REST answers follow the same rule: the address they were read for, the handover\'s or a loader\'s', () => {
  let at = '/kolye?page=2';
  const client = createLazyDataClient({ create: async () => offlineClient(), results: { 'mf-catalog:listing:a': { total: 3 } }, address: () => at });
  expect(client.firstScreenValue('mf-catalog:listing:a')).toEqual({ value: { total: 3 } });
  expect(client.firstScreenValue('mf-catalog:listing:b')).toBeUndefined();
  client.provide('/yuzuk', 'mf-catalog:listing:b', { total: 9 });
  expect(client.firstScreenValue('mf-catalog:listing:b')).toBeUndefined();
  at = '/yuzuk';
  expect(client.firstScreenValue('mf-catalog:listing:a')).toBeUndefined();
  expect(client.firstScreenValue('mf-catalog:listing:b')).toEqual({ value: { total: 9 } });
  at = '/kolye?page=2';
  expect(client.firstScreenValue('mf-catalog:listing:a')).toEqual({ value: { total: 3 } });
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
