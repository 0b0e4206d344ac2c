/**
 * @jest-environment node
 */
// A page's loaders on the server: the route module's loader runs beside its module, reads land in
// the first-screen data under the keys the hooks read, a widget's loader runs with the props its
// slot gets, and a failed read or loader is a named problem, never a thrown render.
import type { ApolloClient } from '@apollo/client';
import { operationKey, type RouteLoader } from 'shared-contracts';
import { ProductDetailsDocument, UrlRecordDocument } from 'shared-contracts/graphql';
import { createLoaderRun } from './first-screen-loaders';
import type { ServerRemoteLoader } from './server-remotes';

function fakeClient(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const asked: string[] = [];
  const client = {
    async query({ query, variables }: { query: typeof UrlRecordDocument; variables: Record<string, unknown> }) {
      const name = (query.definitions[0] as { name: { value: string } }).name.value;
      asked.push(`${name} ${JSON.stringify(variables)}`);
      const answer = answers[name];
      if (!answer) throw new Error(`${name}: 500`);
      return { data: answer(variables) };
    },
  };
  return { client: client as unknown as ApolloClient, asked };
}

function fakeRemotes(loaders: Record<string, RouteLoader<never>>) {
  const loaded: string[] = [];
  const remotes: ServerRemoteLoader = {
    load: async (id) => {
      loaded.push(id);
      return { default: () => null };
    },
    loadData: async (id) => (loaders[id] ? { default: loaders[id] } : null),
    rendered: async () => [],
  };
  return { remotes, loaded };
}

const run = (client: ApolloClient, remotes: ServerRemoteLoader, signal = new AbortController().signal) =>
  createLoaderRun({ client, remotes, apiUrl: 'http://api', language: 'tr', params: {}, search: new URLSearchParams(), isLoggedIn: false, signal });

test('the route loader and the widgets it names read the first screen; the modules load beside them', async () => {
  const { client, asked } = fakeClient({
    ProductDetails: (v) => ({ productDetails: { id: 7, seName: v.seName } }),
    UrlRecord: (v) => ({ urlRecord: { entityName: 'PRODUCT', entityId: 7, seName: v.seName } }),
  });
  const productLoader: RouteLoader<{ seName: string }> = async (context, props) => {
    const details = await context.query(ProductDetailsDocument, { seName: props.seName, id: null });
    await context.widget('mf_catalog/RecommendationsStrip', { productId: details?.productDetails?.id });
  };
  const stripLoader: RouteLoader<{ productId: number }> = async (context, props) => {
    await context.read(`strip:${props.productId}`, async (apiUrl) => `from ${apiUrl}`);
  };
  const { remotes, loaded } = fakeRemotes({ 'mf_product/ProductPage.data': productLoader as RouteLoader<never>, 'mf_catalog/RecommendationsStrip.data': stripLoader as RouteLoader<never> });
  const loaders = run(client, remotes);
  await loaders.module('mf_product/ProductPage', { seName: 'hilal-kolye' });
  const { results, failures } = loaders.done();
  expect(results[operationKey(ProductDetailsDocument, { id: null, seName: 'hilal-kolye' })]).toEqual({ productDetails: { id: 7, seName: 'hilal-kolye' } });
  expect(results['strip:7']).toBe('from http://api');
  expect(failures).toEqual([]);
  expect(loaded.sort()).toEqual(['mf_catalog/RecommendationsStrip', 'mf_product/ProductPage']);
  expect(asked).toEqual(['ProductDetails {"seName":"hilal-kolye","id":null}']);
});

test('the same read asked twice goes out once', async () => {
  const { client, asked } = fakeClient({ UrlRecord: (v) => ({ urlRecord: { entityName: 'CATEGORY', entityId: 1, seName: v.seName } }) });
  const loaders = run(client, fakeRemotes({}).remotes);
  await Promise.all([loaders.context.query(UrlRecordDocument, { seName: 'kolye' }), loaders.context.query(UrlRecordDocument, { seName: 'kolye' })]);
  expect(asked).toHaveLength(1);
});

test('a failed read resolves undefined and is a problem; a throwing loader is one too', async () => {
  const { client } = fakeClient({});
  const broken: RouteLoader = async (context) => {
    const answer = await context.query(UrlRecordDocument, { seName: 'kolye' });
    expect(answer).toBeUndefined();
    throw new Error('loader bug');
  };
  const loaders = run(client, fakeRemotes({ 'mf_catalog/CategoryPage.data': broken as RouteLoader<never> }).remotes);
  await loaders.module('mf_catalog/CategoryPage', {});
  const { results, failures } = loaders.done();
  // Kept as a failure: the part renders its error view (with its retry), not its loading state.
  expect(results).toEqual({ [operationKey(UrlRecordDocument, { seName: 'kolye' })]: { __firstScreenFailure: 'UrlRecord: 500' } });
  expect(failures).toEqual([`${operationKey(UrlRecordDocument, { seName: 'kolye' })}: UrlRecord: 500`, 'mf_catalog/CategoryPage.data: loader bug']);
});

test('a module without a loader still loads (its hooks then name what they miss)', async () => {
  const { client } = fakeClient({});
  const { remotes, loaded } = fakeRemotes({});
  const loaders = run(client, remotes);
  await loaders.module('mf_account/LoginPage', {});
  expect(loaded).toEqual(['mf_account/LoginPage']);
  expect(loaders.done()).toEqual({ results: {}, failures: [] });
});
