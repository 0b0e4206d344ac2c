// A listing's first screen, the same way on both sides of the page's data: the route loader reads
// the listing the address names (and, when the address selects filter groups the listing does not
// have, the listing without them), and useListing's first render starts from what was read.
import type { RouteLoaderContext } from 'shared-contracts';
import { fetchListing, listingDataKey, type Listing, type ListingQuery, type ListingSource } from './fetch-listing';
import { onlyGroups, sameSelection } from './filter-selection';
import { readListingUrl } from './listing-url';
import { initialListingState, listingReducer, type ListingState } from './listing-state';

/**
 * Address parameters that are not filter groups of this listing (?page=2) select nothing: the
 * query without them, or null when there are none (or no listing to tell). The listing the address
 * means is that one, read as well, so that the server renders it ready (the reducer would drop them
 * and load again, which only the browser does).
 */
export function cleanListingQuery(query: ListingQuery, listing: Listing | null | undefined): ListingQuery | null {
  if (!listing) return null;
  const selection = onlyGroups(query.selection, new Set(listing.filters.map((f) => f.name)));
  return sameSelection(selection, query.selection) ? null : { ...query, selection };
}

/** The state of the first render: the listing read for the first screen, else loading. */
export function firstListingState(query: ListingQuery, active: boolean, served: Listing | null | undefined): ListingState {
  const start = initialListingState({ ...query }, active);
  return served === undefined ? start : listingReducer(start, { type: 'loaded', listing: served });
}

/** The route loader's part: reads the address's listing (and its clean query's), and says what the first render shows. */
export async function loadFirstListing(context: RouteLoaderContext, source: ListingSource): Promise<ListingState> {
  const { language } = context;
  const read = (query: ListingQuery) =>
    context.read(listingDataKey(source, query, language), (apiUrl, signal) => fetchListing(source, query, language, signal, apiUrl));
  const addressQuery = readListingUrl(context.search);
  const served = await read(addressQuery);
  const cleanQuery = cleanListingQuery(addressQuery, served);
  return firstListingState(cleanQuery ?? addressQuery, true, cleanQuery ? await read(cleanQuery) : served);
}
