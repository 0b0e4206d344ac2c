// The two REST catalogue reads of section 7: GET /Catalog/CategoryV2 and GET /Catalog/SearchV2,
// with the shared request headers, the default query (language, country) and the request
// timeout. The body is the SDL's CategoryListing as JSON; HTTP 404 means "nothing here" (null),
// like the GraphQL link does.
import { buildRequestHeaders, LISTING_PAGE_SIZE, REQUEST_TIMEOUT_MS, withDefaultQuery, type Language } from 'shared-contracts/rules';
import type { CategoryListing, Filter } from 'shared-contracts/graphql';
import type { CardProduct } from '../product-card/ProductCard';
import { toFilterParam, type Selection } from './filter-selection';

export type Listing = Omit<CategoryListing, 'products' | '__typename'> & { products: CardProduct[] };

export type ListingSource = { kind: 'category'; categoryId: number } | { kind: 'search'; q: string };

export interface ListingQuery {
  page: number;
  /** SortOption.value; 0 is the default order and is not sent. */
  sort: number;
  selection: Selection;
}

export class ListingRequestError extends Error {
  constructor(readonly status: number) {
    super(`listing request failed with HTTP ${status}`);
  }
}

/** What a request is for: a first page (of pageSize), or a further page (see fetchFurtherListing). */
export type ListingRequestKind = { pageSize: number } | { further: 'next' | 'previous'; pageSize: number };

/** @param apiUrl where the API is ('' in the browser: the page's own origin; the server's API when rendering there) */
export function listingUrl(source: ListingSource, query: ListingQuery, language: Language, kind: ListingRequestKind = { pageSize: LISTING_PAGE_SIZE }, apiUrl = __API_URL__): string {
  const params = new URLSearchParams();
  if (source.kind === 'category') params.set('categoryId', String(source.categoryId));
  else params.set('q', source.q);
  params.set('PageSize', String(kind.pageSize));
  params.set('page', String(query.page));
  if ('further' in kind) params.set(kind.further === 'next' ? 'isMore' : 'isPrev', 'true');
  const filter = toFilterParam(query.selection);
  if (filter) params.set('filter', filter);
  if (query.sort) params.set('sort', String(query.sort));
  const path = source.kind === 'category' ? '/Catalog/CategoryV2' : '/Catalog/SearchV2';
  return `${apiUrl}${withDefaultQuery(`${path}?${params.toString()}`, language)}`;
}

/**
 * The name a listing's first page goes by in the page's first-screen data: the route loader reads
 * it under this key (RouteLoaderContext.read), useListing's first render finds it there. Without
 * the API's address, which differs between the server and the browser.
 */
export function listingDataKey(source: ListingSource, query: ListingQuery, language: Language): string {
  return `mf-catalog:listing:${listingUrl(source, query, language, undefined, '')}`;
}

function isListing(value: unknown): value is Listing {
  const v = value as Partial<Listing> | null;
  return !!v && typeof v === 'object' && Array.isArray(v.products) && typeof v.totalItems === 'number';
}

/** The caller's abort signal combined with the request timeout of section 7. */
function withTimeout(signal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, REQUEST_TIMEOUT_MS);
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abort);
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

async function getListing(url: string, language: Language, signal?: AbortSignal): Promise<Listing | null> {
  const timeout = withTimeout(signal);
  try {
    const response = await fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', ...buildRequestHeaders({ language }) },
      signal: timeout.signal,
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new ListingRequestError(response.status);
    const body: unknown = await response.json();
    // Accept the bare listing and the GraphQL-like { data: listing } envelope alike.
    const listing = isListing(body) ? body : (body as { data?: unknown } | null)?.data;
    if (listing === null || listing === undefined) return null;
    if (!isListing(listing)) throw new ListingRequestError(response.status);
    return listing;
  } finally {
    timeout.done();
  }
}

export function fetchListing(source: ListingSource, query: ListingQuery, language: Language, signal?: AbortSignal, apiUrl?: string): Promise<Listing | null> {
  return getListing(listingUrl(source, query, language, undefined, apiUrl), language, signal);
}

/**
 * A further page through the REST read, flagged isMore / isPrev: `pageSize` counts the page plus
 * one look-ahead product (the API's further-page rule, see LISTING_FURTHER_PAGE_SIZE).
 */
export function fetchFurtherListing(source: ListingSource, query: ListingQuery, direction: 'next' | 'previous', pageSize: number, language: Language, signal?: AbortSignal): Promise<Listing | null> {
  return getListing(listingUrl(source, query, language, { further: direction, pageSize }), language, signal);
}

export interface FilterCounts {
  filters: Filter[];
  totalItems: number;
}

/**
 * The counts of a temporary filter selection (section 4: a temporary filter set fetches only
 * filter counts): the same read with a page of one product, of which only the filters and the
 * total are used.
 */
export async function fetchFilterCounts(source: ListingSource, selection: Selection, language: Language, signal?: AbortSignal): Promise<FilterCounts | null> {
  const listing = await getListing(listingUrl(source, { page: 1, sort: 0, selection }, language, { pageSize: 1 }), language, signal);
  return listing ? { filters: listing.filters, totalItems: listing.totalItems } : null;
}
