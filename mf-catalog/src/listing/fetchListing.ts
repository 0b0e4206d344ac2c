// The two REST catalogue reads of section 7: GET /Catalog/CategoryV2 and GET /Catalog/SearchV2,
// with the shared request headers and default query (language, country). The body is the SDL's
// CategoryListing as JSON; HTTP 404 means "nothing here" (null), like the GraphQL link does.
import { buildRequestHeaders, LISTING_PAGE_SIZE, withDefaultQuery, type CategoryListing, type Language } from 'shared-contracts';
import type { CardProduct } from '../product-card/ProductCard';

export type Listing = Omit<CategoryListing, 'products' | '__typename'> & { products: CardProduct[] };

export type ListingSource = { kind: 'category'; categoryId: number } | { kind: 'search'; q: string };

export interface ListingQuery {
  page: number;
  /** SortOption.value; omitted when 0 (the default order). */
  sort?: number;
  /** Selected filter options (name|value keys, comma-joined). */
  filter?: string;
}

export class ListingRequestError extends Error {
  constructor(readonly status: number) {
    super(`listing request failed with HTTP ${status}`);
  }
}

export function listingUrl(source: ListingSource, query: ListingQuery, language: Language): string {
  const params = new URLSearchParams();
  if (source.kind === 'category') params.set('categoryId', String(source.categoryId));
  else params.set('q', source.q);
  params.set('PageSize', String(LISTING_PAGE_SIZE));
  params.set('page', String(query.page));
  if (query.filter) params.set('filter', query.filter);
  if (query.sort) params.set('sort', String(query.sort));
  const path = source.kind === 'category' ? '/Catalog/CategoryV2' : '/Catalog/SearchV2';
  return `${__API_URL__}${withDefaultQuery(`${path}?${params.toString()}`, language)}`;
}

function isListing(value: unknown): value is Listing {
  const v = value as Partial<Listing> | null;
  return !!v && typeof v === 'object' && Array.isArray(v.products) && typeof v.totalItems === 'number';
}

export async function fetchListing(source: ListingSource, query: ListingQuery, language: Language, signal?: AbortSignal): Promise<Listing | null> {
  const response = await fetch(listingUrl(source, query, language), {
    method: 'GET',
    headers: { Accept: 'application/json', ...buildRequestHeaders({ language }) },
    signal,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new ListingRequestError(response.status);
  const body: unknown = await response.json();
  // Accept the bare listing and the GraphQL-like { data: listing } envelope alike.
  const listing = isListing(body) ? body : (body as { data?: unknown } | null)?.data;
  if (listing === null || listing === undefined) return null;
  if (!isListing(listing)) throw new ListingRequestError(response.status);
  return listing;
}
