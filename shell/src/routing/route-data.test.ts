/** @jest-environment jsdom */
// A route's data in the browser: its loader module loads beside the route's module, GraphQL reads
// go through the one client, REST reads become first-screen data of the address they ran for, and
// a route without a loader (or one that fails) leaves the module's hooks to load.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ApolloClient } from '@apollo/client';
import type { RouteLoader } from 'shared-contracts';
import { UrlRecordDocument } from 'shared-contracts/graphql';
import { createLazyDataClient } from '../apollo/lazy-data-client';
import { setCompositionReady } from '../federation/composition-ready';
import { configureRemoteRetry } from '../federation/remote-loader';
import { routeDataOnce, startRouteData } from './route-data';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeAll(() => {
  setCompositionReady(Promise.resolve());
  configureRemoteRetry([]);
});

function browserData() {
  const asked: string[] = [];
  const client = {
    async query({ variables }: { variables: { seName: string } }) {
      asked.push(variables.seName);
      return { data: { urlRecord: { __typename: 'UrlRecord', entityName: 'CATEGORY', entityId: 3, seName: variables.seName } } };
    },
  } as unknown as ApolloClient;
  const data = createLazyDataClient({ create: async () => client });
  return { data, asked };
}

test('the loader runs beside the module: GraphQL through the client, REST kept for the address', async () => {
  window.history.pushState(null, '', '/kolye?page=2');
  const loader: RouteLoader<{ seName: string }> = async (context, props) => {
    await Promise.all([context.query(UrlRecordDocument, { seName: props.seName }), context.read(`listing:${props.seName}:${context.search.get('page')}`, async () => ({ total: 4 }))]);
  };
  mockedLoadRemote.mockImplementation(async (id: string) => (id.endsWith('.data') ? { default: loader } : { default: () => null }));
  const { data, asked } = browserData();
  await startRouteData({ moduleId: 'mf_catalog/CategoryPage', props: { seName: 'kolye' }, params: { seName: 'kolye' } }, { data, language: 'tr', isLoggedIn: false });
  expect(mockedLoadRemote.mock.calls.map(([id]) => id).sort()).toEqual(['mf_catalog/CategoryPage', 'mf_catalog/CategoryPage.data']);
  expect(asked).toEqual(['kolye']);
  expect(data.firstScreenValue('listing:kolye:2')).toEqual({ value: { total: 4 } });
  window.history.pushState(null, '', '/yuzuk');
  expect(data.firstScreenValue('listing:kolye:2')).toBeUndefined();
});

test('started once per address and record, however many ask', async () => {
  window.history.pushState(null, '', '/sayfa/hakkimizda');
  const loader = jest.fn(async () => {});
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async (id: string) => (id.endsWith('.data') ? { default: loader } : { default: () => null }));
  const { data } = browserData();
  const record = { moduleId: 'mf_stores_content/ContentPage', props: { language: 'tr' }, params: { slug: 'hakkimizda' } };
  await Promise.all([routeDataOnce(record, { data, language: 'tr', isLoggedIn: false }), routeDataOnce(record, { data, language: 'tr', isLoggedIn: false })]);
  expect(loader).toHaveBeenCalledTimes(1);
  expect(loader).toHaveBeenCalledWith(expect.objectContaining({ params: { slug: 'hakkimizda' }, language: 'tr' }), { language: 'tr' });
});

test('a failing loader leaves the module to load its own data', async () => {
  window.history.pushState(null, '', '/arama?q=x');
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async (id: string) => {
    if (id.endsWith('.data')) return { default: async () => Promise.reject(new Error('broken')) };
    return { default: () => null };
  });
  const { data } = browserData();
  await expect(startRouteData({ moduleId: 'mf_catalog/SearchPage', props: { language: 'tr' }, params: {} }, { data, language: 'tr', isLoggedIn: false })).resolves.toBeUndefined();
});
