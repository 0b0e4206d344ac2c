/**
 * @jest-environment node
 */
// One render pass on the server: the hooks answer from what the loaders read (GraphQL by
// operationKey, REST by key), a query no loader read renders loading and is named as a miss, and
// what is never rendered on the server (ssr: false, no-cache, skipped) is no miss.
import { renderToString } from 'react-dom/server';
import { UrlRecordDocument, ShellCartCountDocument } from '../graphql/generated';
import { DataClientContext } from './data-client';
import { useFirstScreenData } from './first-screen-data';
import { useQuery } from './hooks';
import { operationKey } from './operation-key';
import { serverDataClient } from './server-data-client';

function Record({ seName }: { seName: string }) {
  const { data, loading } = useQuery(UrlRecordDocument, { variables: { seName } });
  if (loading) return <p>{`loading ${seName}`}</p>;
  return <p>{data?.urlRecord ? `${data.urlRecord.entityName} ${data.urlRecord.entityId}` : 'none'}</p>;
}

function Listing({ id }: { id: string }) {
  const listing = useFirstScreenData<{ total: number }>(`listing:${id}`);
  return <p>{listing ? `${listing.total} products` : `listing ${id} loading`}</p>;
}

function NotOnServer() {
  const cart = useQuery(ShellCartCountDocument, { variables: { guestData: null }, ssr: false });
  const skipped = useQuery(UrlRecordDocument, { variables: { seName: 'x' }, skip: true });
  return <p>{cart.loading && !skipped.loading ? 'browser only' : 'wrong'}</p>;
}

test('the render reads the loaders\' results and names what no loader read', () => {
  const results = {
    [operationKey(UrlRecordDocument, { seName: 'kolye' })]: { urlRecord: { __typename: 'UrlRecord', entityName: 'CATEGORY', entityId: 12, seName: 'kolye' } },
    'listing:12': { total: 48 },
  };
  const data = serverDataClient(results);
  const html = renderToString(
    <DataClientContext.Provider value={data}>
      <Record seName="kolye" />
      <Record seName="yuzuk" />
      <Listing id="12" />
      <Listing id="13" />
      <NotOnServer />
    </DataClientContext.Provider>,
  );
  expect(html).toContain('CATEGORY 12');
  expect(html).toContain('loading yuzuk');
  expect(html).toContain('48 products');
  expect(html).toContain('listing 13 loading');
  expect(html).toContain('browser only');
  expect(data.misses().sort()).toEqual([operationKey(UrlRecordDocument, { seName: 'yuzuk' }), 'listing:13'].sort());
});

test('the server client has no network: it never loads Apollo', async () => {
  const data = serverDataClient({});
  expect(data.current()).toBeNull();
  const settled = await Promise.race([data.load().then(() => 'loaded'), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))]);
  expect(settled).toBe('pending');
});

test('a read that failed on the server renders the part\'s error view, not its loading state', () => {
  const data = serverDataClient({ [operationKey(UrlRecordDocument, { seName: 'kolye' })]: { __firstScreenFailure: 'UrlRecord: 500' } });
  function WithError() {
    const { error, loading } = useQuery(UrlRecordDocument, { variables: { seName: 'kolye' } });
    return <p>{error ? 'Tekrar dene' : loading ? 'loading' : 'data'}</p>;
  }
  const html = renderToString(
    <DataClientContext.Provider value={data}>
      <WithError />
    </DataClientContext.Provider>,
  );
  expect(html).toContain('Tekrar dene');
  expect(data.misses()).toEqual([]);
});
