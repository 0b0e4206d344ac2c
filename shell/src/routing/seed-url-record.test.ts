import { InMemoryCache, ApolloClient, ApolloLink } from '@apollo/client';
import { typePolicies } from 'shared-contracts/apollo';
import { UrlRecordDocument } from 'shared-contracts/graphql';
import { readInlineUrlRecord, seedUrlRecord } from './seed-url-record';

const makeClient = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache({ typePolicies }) });
const pageWith = (value: unknown) => ({ __STOREFRONT_URL_RECORD__: value }) as unknown as Window;

describe('the urlRecord answer the server wrote into the page', () => {
  it('goes into the cache, so the seName route needs no request', () => {
    const client = makeClient();
    expect(seedUrlRecord(client, pageWith({ seName: 'altin-kolye', urlRecord: { entityName: 'CATEGORY', entityId: 12, seName: 'altin-kolye' } }))).toBe(true);
    expect(client.readQuery({ query: UrlRecordDocument, variables: { seName: 'altin-kolye' } })?.urlRecord).toEqual({
      __typename: 'UrlRecord',
      entityName: 'CATEGORY',
      entityId: 12,
      seName: 'altin-kolye',
    });
  });

  it('an unknown seName is cached as no record (the not-found page)', () => {
    const client = makeClient();
    seedUrlRecord(client, pageWith({ seName: 'yok-boyle', urlRecord: null }));
    expect(client.readQuery({ query: UrlRecordDocument, variables: { seName: 'yok-boyle' } })).toEqual({ urlRecord: null });
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
