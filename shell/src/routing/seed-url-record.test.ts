import { InMemoryCache, ApolloClient, ApolloLink } from '@apollo/client';
import { operationKey } from 'shared-contracts';
import { typePolicies } from 'shared-contracts/apollo';
import { UrlRecordDocument } from 'shared-contracts/graphql';
import { createLazyDataClient } from '../apollo/lazy-data-client';
import { readInlineUrlRecord, seedUrlRecord } from './seed-url-record';

const apollo = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache({ typePolicies }) });
const pageWith = (value: unknown, pathname = '/altin-kolye') => ({ __STOREFRONT_URL_RECORD__: value, location: { pathname, search: '' } }) as unknown as Window;
/** The browser's data client at `at`; the record is first-screen data there, written into Apollo's cache at the load. */
const makeClient = (at = '/altin-kolye') => {
  const data = createLazyDataClient({ create: async () => apollo(), address: () => at });
  return {
    provide: data.provide,
    readQuery({ variables }: { query: unknown; variables: { seName: string } }) {
      return (data.firstScreenResult(operationKey(UrlRecordDocument, variables), UrlRecordDocument, variables)?.data ?? null) as { urlRecord: unknown } | null;
    },
  };
};

describe('the urlRecord answer the server wrote into the page', () => {
  it('is first-screen data of the address, so the seName route needs no request', () => {
    const client = makeClient();
    expect(seedUrlRecord(client, pageWith({ seName: 'altin-kolye', urlRecord: { entityName: 'CATEGORY', entityId: 12, seName: 'altin-kolye' } }))).toBe(true);
    expect(client.readQuery({ query: UrlRecordDocument, variables: { seName: 'altin-kolye' } })?.urlRecord).toEqual({
      __typename: 'UrlRecord',
      entityName: 'CATEGORY',
      entityId: 12,
      seName: 'altin-kolye',
    });
  });

  it('an unknown seName is no record (the not-found page)', () => {
    const client = makeClient('/yok-boyle');
    seedUrlRecord(client, pageWith({ seName: 'yok-boyle', urlRecord: null }, '/yok-boyle'));
    expect(client.readQuery({ query: UrlRecordDocument, variables: { seName: 'yok-boyle' } })).toEqual({ __typename: 'Query', urlRecord: null });
  });

  it('ignores what is missing or malformed', () => {
    expect(readInlineUrlRecord({} as Window)).toBeNull();
    expect(readInlineUrlRecord(pageWith({ seName: '', urlRecord: null }))).toBeNull();
    expect(readInlineUrlRecord(pageWith({ seName: 'x', urlRecord: { entityName: 'STORE', entityId: 1, seName: 'x' } }))).toBeNull();
    expect(readInlineUrlRecord(pageWith({ seName: 'x', urlRecord: { entityName: 'PRODUCT', entityId: '1', seName: 'x' } }))).toBeNull();
    const client = makeClient();
    expect(seedUrlRecord(client, pageWith('nonsense'))).toBe(false);
    expect(client.readQuery({ query: UrlRecordDocument, variables: { seName: 'x' } })).toBeNull();
  });
});
