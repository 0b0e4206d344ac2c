// A shell that still carries an older shared-contracts (a singleton: the shell's copy wins) has no
// "list products" document: further category pages then come from the REST read.
import type { ApolloClient } from '@apollo/client';
import { makeListing, makeProduct, mockFetch } from '../test-utils/fixtures';
import { fetchPage } from './fetchPage';

jest.mock('shared-contracts', () => ({ ...jest.requireActual('shared-contracts'), CatalogListProductsDocument: undefined }));

it('falls back to CategoryV2 for a further category page', async () => {
  const { calls } = mockFetch(() => ({ body: makeListing({ pageNumber: 2, totalItems: 50, products: [makeProduct(49), makeProduct(50)] }) }));
  const client = { query: jest.fn() } as unknown as ApolloClient;
  const page = await fetchPage(client, { kind: 'category', categoryId: 12 }, { page: 2, sort: 1, selection: { metal: ['altin'] } }, 'next', 'tr');
  expect(client.query).not.toHaveBeenCalled();
  expect(Object.fromEntries(calls[0].searchParams)).toMatchObject({ categoryId: '12', page: '2', PageSize: '48', sort: '1', filter: 'metal|altin' });
  expect(page).toEqual({ page: 2, totalItems: 50, products: [makeProduct(49), makeProduct(50)] });
});
