// A shell that still carries an older shared-contracts (a singleton: the shell's copy wins) has
// neither the "list products" document nor LISTING_FURTHER_PAGE_SIZE: further category pages then
// come from the REST read, still asking pageSize + 1 and flagged isMore / isPrev.
import type { ApolloClient } from '@apollo/client';
import { makeListing, makeProduct, mockFetch } from '../test-utils/fixtures';
import { fetchPage } from './fetchPage';

jest.mock('shared-contracts', () => ({ ...jest.requireActual('shared-contracts'), CatalogListProductsDocument: undefined, LISTING_FURTHER_PAGE_SIZE: undefined }));

const products = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeProduct(from + i));

it('falls back to CategoryV2 for a further category page, asking 49', async () => {
  const { calls } = mockFetch(() => ({ body: makeListing({ pageNumber: 2, totalItems: 50, products: [makeProduct(49), makeProduct(50)] }) }));
  const client = { query: jest.fn() } as unknown as ApolloClient;
  const page = await fetchPage(client, { kind: 'category', categoryId: 12 }, { page: 2, sort: 1, selection: { metal: ['altin'] } }, 'next', 'tr');
  expect(client.query).not.toHaveBeenCalled();
  expect(Object.fromEntries(calls[0].searchParams)).toMatchObject({ categoryId: '12', page: '2', PageSize: '49', isMore: 'true', sort: '1', filter: 'metal|altin' });
  expect(calls[0].searchParams.has('isPrev')).toBe(false);
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
