// A stand-in for the REST listing reads: a category of `total` products (ids 1..total in the
// default order) whose filter `metal|altin` leaves `altin` of them. Pages are clamped like the
// API does; PageSize=1 requests are the counts of a temporary selection.
import { CatalogListProductsDocument } from 'shared-contracts';
import type { MockLink } from '@apollo/client/testing';
import { makeFilters, makeListing, makeProduct, mockFetch } from './fixtures';
import type { Listing } from '../listing/fetchListing';

export interface FakeApiOptions {
  total?: number;
  altin?: number;
  overrides?: Partial<Listing>;
}

export function totalFor(filter: string | null, { total = 180, altin = 88 }: FakeApiOptions = {}): number {
  return filter?.includes('metal|altin') ? altin : total;
}

export function pageProducts(page: number, pageSize: number, count: number) {
  const first = (page - 1) * pageSize;
  return Array.from({ length: Math.max(0, Math.min(pageSize, count - first)) }, (_, i) => makeProduct(first + i + 1));
}

export function fakeListingApi(options: FakeApiOptions = {}) {
  return mockFetch((url) => {
    const filter = url.searchParams.get('filter');
    const pageSize = Number(url.searchParams.get('PageSize'));
    const totalItems = totalFor(filter, options);
    const totalPages = Math.ceil(totalItems / pageSize);
    const pageNumber = Math.max(1, Math.min(Number(url.searchParams.get('page')), totalPages));
    const sort = Number(url.searchParams.get('sort') ?? 0);
    const selected = filter ? filter.split(',') : [];
    const base = makeListing({ ...options.overrides });
    return {
      body: {
        ...base,
        products: pageProducts(pageNumber, pageSize, totalItems),
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

/** The "list products" answer for a further category page. */
export function listProductsMock(
  page: number,
  { direction = 'next', filter = null, sort = 0, total = 180 }: { direction?: 'next' | 'previous'; filter?: string | null; sort?: number; total?: number } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: CatalogListProductsDocument,
      variables: { id: 12, pageNumber: page, pageSize: 48, selectedSpecFilter: filter, orderBy: sort, isMore: direction === 'next', isPrev: direction === 'previous', type: 'category' },
    },
    result: {
      data: {
        products: { __typename: 'ProductsResult', totalItems: total, products: pageProducts(page, 48, total).map((p) => ({ ...p, inviewPage: page })) },
      },
    },
  };
}
