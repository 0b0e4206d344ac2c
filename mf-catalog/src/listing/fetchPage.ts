// A further page of a listing (load more, load previous). Category pages use section 7's
// "list products" operation (the products only, flagged isMore / isPrev); search pages use the
// same REST read as the first page. The page size stays LISTING_PAGE_SIZE so that every page
// starts where the address bar's pagenumber says it does.
import type { ApolloClient } from '@apollo/client';
import { CatalogListProductsDocument, LISTING_PAGE_SIZE, type Language } from 'shared-contracts';
import type { CardProduct } from '../product-card/ProductCard';
import { fetchListing, type ListingQuery, type ListingSource } from './fetchListing';
import { toFilterParam } from './filterSelection';

export type PageDirection = 'next' | 'previous';

export interface LoadedPage {
  page: number;
  products: CardProduct[];
  totalItems: number;
}

export async function fetchPage(
  client: ApolloClient,
  source: ListingSource,
  query: ListingQuery,
  direction: PageDirection,
  language: Language,
  signal?: AbortSignal,
): Promise<LoadedPage | null> {
  // A shell built with an older shared-contracts (a singleton, the shell's copy wins) lacks the
  // document: fall back to the REST read rather than break load-more.
  if (source.kind === 'category' && CatalogListProductsDocument) {
    const { data } = await client.query({
      query: CatalogListProductsDocument,
      variables: {
        id: source.categoryId,
        pageNumber: query.page,
        pageSize: LISTING_PAGE_SIZE,
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
    return { page: query.page, products: data.products.products, totalItems: data.products.totalItems };
  }
  const listing = await fetchListing(source, query, language, signal);
  return listing ? { page: listing.pageNumber, products: listing.products, totalItems: listing.totalItems } : null;
}
