// Which query parameters a page reads (spec section 2 and 4): the rest (campaign tags such as
// utm_*, click ids, anything unknown) change nothing a page shows, so the server renders and
// caches a page without them and a new one never forces a render. Each route of the route table
// names its own (`query` in route-table.ts); the listing's filter parameters are open-ended, one
// per filter group of the category, so they are a rule: a slug name that is neither one of the
// listing's own parameters nor a tracking parameter. mf-catalog reads the listing's address with
// the same rule, and the build writes it into route-table.json for the site server.
// No runtime imports here: the build reads this file on its own (type imports only).

/** The listing's own parameters: the search text, the page (omitted at 1), the sort (omitted at 0). */
export const LISTING_PARAMS = { query: 'q', page: 'pagenumber', sort: 'orderBy' } as const;

/** A filter group's parameter name (`metal`, `14-ayar`); its value lists option values, comma-joined. */
export const LISTING_FILTER_PARAM = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Campaign and click ids that arrive on links: kept in the address, never a filter, never read by a page. */
export const TRACKING_PARAMS: readonly string[] = ['gclid', 'fbclid', 'msclkid', 'gbraid', 'wbraid', 'yclid', 'dclid', 'ttclid', 'igshid', 'ref'];
/** Tracking parameters by prefix (utm_source, utm_medium ...). */
export const TRACKING_PARAM_PREFIXES: readonly string[] = ['utm_'];

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.includes(lower) || TRACKING_PARAM_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

const OWN = new Set(Object.values(LISTING_PARAMS).map((p) => p.toLowerCase()));

/** A listing address parameter that names a filter group. */
export function isListingFilterParam(name: string): boolean {
  return LISTING_FILTER_PARAM.test(name) && !OWN.has(name.toLowerCase()) && !isTrackingParam(name);
}

/** The query parameters a route reads: names (case-insensitive), and listing filters when listingFilters. */
export interface RouteQuery {
  names?: readonly string[];
  listingFilters?: boolean;
}

/** Whether a route reading `query` reads the parameter `name`. */
export function routeReadsParam(query: RouteQuery | undefined, name: string): boolean {
  if (!query) return false;
  if (query.names?.some((known) => known.toLowerCase() === name.toLowerCase())) return true;
  return Boolean(query.listingFilters) && isListingFilterParam(name);
}
