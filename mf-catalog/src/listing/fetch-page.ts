// A further page of a listing (load more, load previous). Category pages use section 7's
// "list products" operation (the products only, flagged isMore / isPrev); search pages use the
// same REST read as the first page, flagged the same way. Further pages ask pageSize + 1
// (LISTING_FURTHER_PAGE_SIZE, sections 7 and 9): the API answers the page of LISTING_PAGE_SIZE
// that the address bar's pagenumber names, plus the next page's first product when there is a
// next page. That look-ahead only tells whether load-more stays; it is never shown.
import type { ApolloClient } from '@apollo/client';
import { LISTING_FURTHER_PAGE_SIZE, LISTING_PAGE_SIZE, type Language } from 'shared-contracts/rules';
import { CatalogListProductsDocument } from 'shared-contracts/graphql';
import type { CardProduct } from '../product-card/ProductCard';
import { fetchFurtherListing, type ListingQuery, type ListingSource } from './fetch-listing';
import { toFilterParam } from './filter-selection';

export type PageDirection = 'next' | 'previous';

// A shell built with an older shared-contracts (a singleton, the shell's copy wins) lacks the
// constant; the rule itself is the spec's.
const FURTHER_PAGE_SIZE: number = LISTING_FURTHER_PAGE_SIZE ?? LISTING_PAGE_SIZE + 1;

export interface LoadedPage {
  page: number;
  /** The page's products, without the look-ahead. */
  products: CardProduct[];
  totalItems: number;
  /** The answer carried a look-ahead product: a page follows this one. */
  hasNextPage: boolean;
}

function withoutLookAhead(page: number, products: CardProduct[], totalItems: number): LoadedPage {
  const pageSize = FURTHER_PAGE_SIZE - 1;
  return { page, products: products.slice(0, pageSize), totalItems, hasNextPage: products.length > pageSize };
}

export async function fetchPage(
  client: ApolloClient,
  source: ListingSource,
  query: ListingQuery,
  direction: PageDirection,
  language: Language,
  signal?: AbortSignal,
): Promise<LoadedPage | null> {
  if (source.kind === 'category') {
    const { data } = await client.query({
      query: CatalogListProductsDocument,
      variables: {
        id: source.categoryId,
        pageNumber: query.page,
        pageSize: FURTHER_PAGE_SIZE,
        selectedSpecFilter: toFilterParam(query.selection) || null,
        orderBy: query.sort,
        isMore: direction === 'next',
        isPrev: direction === 'previous',
        type: 'category',
      },
      // Pages carry their own inviewPage: keep them out of the normalised cache.
      fetchPolicy: 'no-cache',
      context: { fetchOptions: { signal } },
    });
    if (!data) return null;
    return withoutLookAhead(query.page, data.products.products, data.products.totalItems);
  }
  const listing = await fetchFurtherListing(source, query, direction, FURTHER_PAGE_SIZE, language, signal);
  return listing ? withoutLookAhead(listing.pageNumber, listing.products, listing.totalItems) : null;
}
