// A shell that still carries an older shared-contracts (a singleton: the shell's copy wins) lacks
// LISTING_FURTHER_PAGE_SIZE: further pages still ask pageSize + 1 and drop the look-ahead. (The
// operations come from shared-contracts/graphql, bundled with mf-catalog itself.)
import type { ApolloClient } from '@apollo/client';
import { CatalogListProductsDocument } from 'shared-contracts/graphql';
import { makeListing, makeProduct, mockFetch } from '../testing/fixtures';
import { fetchPage } from './fetch-page';

jest.mock('shared-contracts', () => ({ ...jest.requireActual('shared-contracts'), LISTING_FURTHER_PAGE_SIZE: undefined }));

const products = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeProduct(from + i));

it('asks the list products operation for 49 on a further category page', async () => {
  const client = { query: jest.fn(async () => ({ data: { products: { products: [makeProduct(49), makeProduct(50)], totalItems: 50 } } })) };
  const page = await fetchPage(client as unknown as ApolloClient, { kind: 'category', categoryId: 12 }, { page: 2, sort: 1, selection: { metal: ['altin'] } }, 'next', 'tr');
  expect(client.query).toHaveBeenCalledWith(
    expect.objectContaining({
      query: CatalogListProductsDocument,
      variables: expect.objectContaining({ id: 12, pageNumber: 2, pageSize: 49, selectedSpecFilter: 'metal|altin', orderBy: 1, isMore: true, isPrev: false }),
    }),
  );
  expect(page).toEqual({ page: 2, totalItems: 50, products: [makeProduct(49), makeProduct(50)], hasNextPage: false });
});

it('keeps the page of 48 and reads the 49th product as "a next page follows"', async () => {
  const { calls } = mockFetch(() => ({ body: makeListing({ pageNumber: 1, totalItems: 180, products: products(1, 49) }) }));
  const client = { query: jest.fn() } as unknown as ApolloClient;
  const page = await fetchPage(client, { kind: 'search', q: 'yüzük' }, { page: 1, sort: 0, selection: {} }, 'previous', 'tr');
  expect(calls[0].pathname).toBe('/Catalog/SearchV2');
  expect(Object.fromEntries(calls[0].searchParams)).toMatchObject({ q: 'yüzük', page: '1', PageSize: '49', isPrev: 'true' });
  expect(page?.products).toEqual(products(1, 48));
  expect(page?.hasNextPage).toBe(true);
});
