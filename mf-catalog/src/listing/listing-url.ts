// The listing's address query (section 4): q, pagenumber (omitted at 1), orderBy (omitted at 0)
// and one parameter per selected filter group with comma-joined option values, e.g.
//   /yuzuk?pagenumber=2&orderBy=1&metal=altin,gumus&tas=pirlanta
// Read on arrival (a shared address reopens the same listing) and written back after a delay.
// Which parameters are the listing's is a contract (shared-contracts' route-query.ts): the site
// server renders a listing with these parameters only.
import { isListingFilterParam, LISTING_PARAMS } from 'shared-contracts/rules';
import type { Selection } from './filter-selection';

export const QUERY_PARAM = LISTING_PARAMS.query;
export const PAGE_PARAM = LISTING_PARAMS.page;
export const SORT_PARAM = LISTING_PARAMS.sort;
const RESERVED = new Set([QUERY_PARAM, PAGE_PARAM, SORT_PARAM].map((p) => p.toLowerCase()));

/** Option values are slugs (`altin`, `14-ayar`). */
const OPTION_VALUE = /^[^|,]{1,100}$/;
/** The API refuses more options than this in one selection. */
const MAX_OPTIONS = 50;

export interface UrlListing {
  page: number;
  sort: number;
  selection: Selection;
}

const isFilterParam = isListingFilterParam;

function positiveInt(raw: string | null, fallback: number, min: number): number {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return value < min ? fallback : value;
}

function param(params: URLSearchParams, name: string): string | null {
  for (const [key, value] of params) if (key.toLowerCase() === name.toLowerCase()) return value;
  return null;
}

export function readListingUrl(params: URLSearchParams): UrlListing {
  const selection: Record<string, string[]> = {};
  let options = 0;
  for (const [name, raw] of params) {
    if (!isFilterParam(name)) continue;
    for (const value of raw.split(',').map((v) => v.trim())) {
      if (!OPTION_VALUE.test(value) || options >= MAX_OPTIONS) continue;
      const values = (selection[name] ??= []);
      if (!values.includes(value)) {
        values.push(value);
        options += 1;
      }
    }
  }
  return {
    page: positiveInt(param(params, PAGE_PARAM), 1, 1),
    sort: positiveInt(param(params, SORT_PARAM), 0, 0),
    selection,
  };
}

/**
 * The query string for a listing state, keeping q and any parameter that is not the listing's
 * own (campaign ids). Values are percent-encoded, the commas between them are not.
 */
export function listingSearch(current: URLSearchParams, state: UrlListing): string {
  const parts: string[] = [];
  const pair = (name: string, value: string) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  const q = param(current, QUERY_PARAM);
  if (q !== null) parts.push(pair(QUERY_PARAM, q));
  if (state.page > 1) parts.push(pair(PAGE_PARAM, String(state.page)));
  if (state.sort !== 0) parts.push(pair(SORT_PARAM, String(state.sort)));
  for (const [group, values] of Object.entries(state.selection)) {
    if (values.length) parts.push(`${encodeURIComponent(group)}=${values.map(encodeURIComponent).join(',')}`);
  }
  for (const [name, value] of current) {
    if (!RESERVED.has(name.toLowerCase()) && !isFilterParam(name)) parts.push(pair(name, value));
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Two query strings say the same listing state (order and encoding aside). */
export function sameListingUrl(a: URLSearchParams, b: URLSearchParams): boolean {
  const x = readListingUrl(a);
  const y = readListingUrl(b);
  const key = (u: UrlListing) =>
    JSON.stringify([u.page, u.sort, Object.keys(u.selection).sort().map((g) => [g, [...u.selection[g]].sort()])]);
  return key(x) === key(y) && param(a, QUERY_PARAM) === param(b, QUERY_PARAM);
}
