// A stand-in for the REST listing reads: a category of `total` products (ids 1..total in the
// default order) whose filter `metal|altin` leaves `altin` of them. Pages are clamped like the
// API does; PageSize=1 requests are the counts of a temporary selection; a further-page read
// (isMore/isPrev) asks PageSize n for a page of n - 1 plus a look-ahead product, as the API does.
import { CatalogListProductsDocument } from 'shared-contracts/graphql';
import type { MockLink } from '@apollo/client/testing';
import { makeFilters, makeListing, makeProduct, mockFetch } from './fixtures';
import type { Listing } from '../listing/fetch-listing';

export interface FakeApiOptions {
  total?: number;
  altin?: number;
  overrides?: Partial<Listing>;
}

export function totalFor(filter: string | null, { total = 180, altin = 88 }: FakeApiOptions = {}): number {
  return filter?.includes('metal|altin') ? altin : total;
}

/** Up to `take` products from the start of `page` (pages of `pageSize`): take > pageSize adds a look-ahead. */
export function pageProducts(page: number, take: number, count: number, pageSize = take) {
  const first = (page - 1) * pageSize;
  return Array.from({ length: Math.max(0, Math.min(take, count - first)) }, (_, i) => makeProduct(first + i + 1));
}

export function fakeListingApi(options: FakeApiOptions = {}) {
  return mockFetch((url) => {
    const filter = url.searchParams.get('filter');
    const asked = Number(url.searchParams.get('PageSize'));
    const further = url.searchParams.get('isMore') === 'true' || url.searchParams.get('isPrev') === 'true';
    const pageSize = further ? asked - 1 : asked;
    const totalItems = totalFor(filter, options);
    const totalPages = Math.ceil(totalItems / pageSize);
    const pageNumber = Math.max(1, Math.min(Number(url.searchParams.get('page')), totalPages));
    const sort = Number(url.searchParams.get('sort') ?? 0);
    const selected = filter ? filter.split(',') : [];
    const base = makeListing({ ...options.overrides });
    return {
      body: {
        ...base,
        products: pageProducts(pageNumber, further ? asked : pageSize, totalItems, pageSize),
        pageNumber,
        pageSize,
        totalPages,
        totalItems,
        hasNextPage: pageNumber < totalPages,
        filters: options.overrides?.filters ?? makeFilters(selected.some((k) => k.startsWith('tas|')) ? 20 : options.altin ?? 88, selected),
        sortOptions: base.sortOptions.map((o) => ({ ...o, selected: o.value === sort })),
      },
    };
  });
}

/**
 * The "list products" answer for a further page of a category of `total` products (#1..#total):
 * asked with pageSize 49 (LISTING_FURTHER_PAGE_SIZE), it is the page of 48 plus the next page's
 * first product as a look-ahead while one follows, as the API answers (`lookAhead: false` leaves
 * it out whatever the total says). MockLink matches the variables exactly.
 */
export function listProductsMock(
  pageNumber: number,
  { direction = 'next', filter = null, sort = 0, total = 180, lookAhead = true }: { direction?: 'next' | 'previous'; filter?: string | null; sort?: number; total?: number; lookAhead?: boolean } = {},
): MockLink.MockedResponse {
  const first = (pageNumber - 1) * 48 + 1;
  const last = Math.min(total, first + 48 - (lookAhead ? 0 : 1));
  const products = Array.from({ length: Math.max(0, last - first + 1) }, (_, k) => ({ ...makeProduct(first + k), inviewPage: k < 48 ? pageNumber : pageNumber + 1 }));
  return {
    request: {
      query: CatalogListProductsDocument,
      variables: { id: 12, pageNumber, pageSize: 49, selectedSpecFilter: filter, orderBy: sort, isMore: direction === 'next', isPrev: direction === 'previous', type: 'category' },
    },
    result: { data: { products: { __typename: 'ProductsResult', totalItems: total, products } } },
  };
}
