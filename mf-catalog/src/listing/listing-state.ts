// The listing's state rules (spec section 4, Listing), as a reducer:
// - a change of filters, sort or page loads again, the page clamped to the total pages;
// - filter changes are temporary until Apply; Clear empties one filter's temporary selection;
//   Apply merges active and temporary selections, then loads; a temporary selection only fetches
//   filter counts;
// - load-more appends the next page and advances the in-view page; load-previous prepends the page
//   before the first loaded one (offered only while that page is above 1); infinite scroll only
//   after the first load-more click; load-more stays while the last loaded page says another
//   follows (a further page's look-ahead product, see fetchPage);
// - every product remembers the page it came from (inviewPage).
import { LISTING_PAGE_SIZE } from 'shared-contracts/rules';
import type { Filter } from 'shared-contracts/graphql';
import type { CardProduct } from '../product-card/ProductCard';
import type { Listing, ListingQuery } from './fetch-listing';
import type { PageDirection } from './fetch-page';
import {
  isEmptySelection,
  mergeSelections,
  NO_SELECTION,
  onlyGroups,
  sameSelection,
  toFilterParam,
  toggleValue,
  groupValues,
  withoutValue,
  type Selection,
} from './filter-selection';

export type ListingStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';

export interface ListingState {
  status: ListingStatus;
  /** The applied listing: start page, sort and active filters (what the address bar says). */
  query: ListingQuery;
  /** Bumped to load the same query again (retry). */
  requestId: number;
  listing: Listing | null;
  products: CardProduct[];
  firstPage: number;
  lastPage: number;
  /** Another page follows lastPage (the first page's hasNextPage, then each further page's look-ahead). */
  moreAfterLast: boolean;
  totalPages: number;
  totalItems: number;
  /** The page the shopper is looking at: the address bar's pagenumber. */
  inviewPage: number;
  /** A new sort or filter is loading; the previous products stay on screen, dimmed. */
  refreshing: boolean;
  loadingPage: PageDirection | null;
  pageFailed: PageDirection | null;
  /** Infinite scroll is on (after the first load-more click). */
  infinite: boolean;
  /** Temporary filter selection: a group present here replaces the active group on Apply. */
  temporary: Selection | null;
  /** Filter counts fetched for a temporary selection (key: its filter parameter). */
  counts: { key: string; filters: Filter[]; totalItems: number } | null;
}

export type ListingAction =
  | { type: 'reset'; query: ListingQuery }
  | { type: 'loaded'; listing: Listing | null }
  | { type: 'failed'; badRequest: boolean }
  | { type: 'retry' }
  | { type: 'sort'; sort: number }
  | { type: 'removeFilter'; group: string; value: string }
  | { type: 'clearFilters' }
  | { type: 'tempToggle'; group: string; value: string }
  | { type: 'tempClear'; group: string }
  | { type: 'tempClearAll' }
  | { type: 'tempDiscard' }
  | { type: 'apply'; sort?: number }
  | { type: 'countsLoaded'; key: string; filters: Filter[]; totalItems: number }
  | { type: 'pageStart'; direction: PageDirection; byClick: boolean }
  | { type: 'pageLoaded'; direction: PageDirection; page: number; products: CardProduct[]; totalItems: number; hasNextPage: boolean }
  | { type: 'pageFailed'; direction: PageDirection }
  | { type: 'inview'; page: number };

export const DEFAULT_QUERY: ListingQuery = { page: 1, sort: 0, selection: NO_SELECTION };

export function isDefaultQuery(query: ListingQuery): boolean {
  return query.page === 1 && query.sort === 0 && isEmptySelection(query.selection);
}

export function initialListingState(query: ListingQuery, active = true): ListingState {
  return {
    status: active ? 'loading' : 'idle',
    query,
    requestId: 0,
    listing: null,
    products: [],
    firstPage: query.page,
    lastPage: query.page,
    moreAfterLast: false,
    totalPages: 0,
    totalItems: 0,
    inviewPage: query.page,
    refreshing: false,
    loadingPage: null,
    pageFailed: null,
    infinite: false,
    temporary: null,
    counts: null,
  };
}

export function totalPagesOf(totalItems: number): number {
  return Math.ceil(totalItems / LISTING_PAGE_SIZE);
}

export function clampPage(page: number, totalPages: number): number {
  return Math.max(1, totalPages > 0 ? Math.min(page, totalPages) : page);
}

function withPage(products: CardProduct[], page: number): CardProduct[] {
  return products.map((p) => (p.inviewPage === page ? p : { ...p, inviewPage: page }));
}

/** The same listing in a new order or with other filters: loads while the old products stay. */
function changeQuery(state: ListingState, query: ListingQuery): ListingState {
  const same = query.sort === state.query.sort && query.page === state.query.page && sameSelection(query.selection, state.query.selection);
  if (same) return { ...state, temporary: null, counts: null };
  return {
    ...state,
    status: state.status === 'ready' ? 'ready' : 'loading',
    refreshing: state.status === 'ready',
    query,
    temporary: null,
    counts: null,
    loadingPage: null,
    pageFailed: null,
    infinite: false,
  };
}

export function listingReducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case 'reset':
      return { ...initialListingState(action.query), requestId: state.requestId + 1 };
    case 'retry':
      return { ...initialListingState(state.query), requestId: state.requestId + 1 };
    case 'loaded': {
      const { listing } = action;
      if (!listing) return { ...state, status: 'notFound', refreshing: false, listing: null, products: [] };
      // Address parameters that are not filter groups of this listing select nothing: drop them.
      const groups = new Set(listing.filters.map((f) => f.name));
      const known = onlyGroups(state.query.selection, groups);
      if (!sameSelection(known, state.query.selection)) return { ...state, query: { ...state.query, selection: known } };
      if (listing.totalItems === 0 && isEmptySelection(state.query.selection)) {
        return { ...state, status: 'notFound', refreshing: false, listing, products: [] };
      }
      const page = listing.pageNumber;
      return {
        ...state,
        status: 'ready',
        refreshing: false,
        listing,
        products: withPage(listing.products, page),
        firstPage: page,
        lastPage: page,
        moreAfterLast: page < listing.totalPages,
        totalPages: listing.totalPages,
        totalItems: listing.totalItems,
        inviewPage: page,
        loadingPage: null,
        pageFailed: null,
      };
    }
    case 'failed':
      // A listing the API refuses (an address with an unknown sort, say) falls back to the default.
      if (action.badRequest && !isDefaultQuery(state.query)) {
        return { ...state, query: DEFAULT_QUERY, refreshing: state.status === 'ready' };
      }
      return { ...state, status: 'error', refreshing: false };
    case 'sort':
      return changeQuery(state, { ...state.query, sort: action.sort, page: clampPage(state.inviewPage, state.totalPages) });
    case 'removeFilter':
      return changeQuery(state, { ...state.query, selection: withoutValue(state.query.selection, action.group, action.value), page: state.inviewPage });
    case 'clearFilters':
      return changeQuery(state, { ...state.query, selection: NO_SELECTION, page: state.inviewPage });
    case 'tempToggle': {
      const values = groupValues(state.query.selection, state.temporary, action.group);
      const next = toggleValue({ [action.group]: values }, action.group, action.value);
      return { ...state, temporary: { ...state.temporary, ...next } };
    }
    case 'tempClear':
      return { ...state, temporary: { ...state.temporary, [action.group]: [] } };
    case 'tempClearAll': {
      const groups = new Set([...Object.keys(state.query.selection), ...Object.keys(state.temporary ?? {})]);
      return { ...state, temporary: Object.fromEntries([...groups].map((g) => [g, []])) };
    }
    case 'tempDiscard':
      return state.temporary || state.counts ? { ...state, temporary: null, counts: null } : state;
    case 'apply': {
      const selection = mergeSelections(state.query.selection, state.temporary);
      const sort = action.sort ?? state.query.sort;
      const counts = state.counts?.key === toFilterParam(selection) ? state.counts : null;
      const totalPages = sameSelection(selection, state.query.selection) ? state.totalPages : counts ? totalPagesOf(counts.totalItems) : 0;
      return changeQuery(state, { page: clampPage(state.inviewPage, totalPages), sort, selection });
    }
    case 'countsLoaded':
      return { ...state, counts: { key: action.key, filters: action.filters, totalItems: action.totalItems } };
    case 'pageStart':
      return { ...state, loadingPage: action.direction, pageFailed: null, infinite: state.infinite || (action.byClick && action.direction === 'next') };
    case 'pageLoaded': {
      const seen = new Set(state.products.map((p) => p.id));
      const fresh = withPage(action.products, action.page).filter((p) => !seen.has(p.id));
      const totalPages = totalPagesOf(action.totalItems);
      if (action.direction === 'next') {
        return {
          ...state,
          products: [...state.products, ...fresh],
          lastPage: action.page,
          moreAfterLast: action.hasNextPage,
          inviewPage: action.page,
          totalItems: action.totalItems,
          totalPages,
          loadingPage: null,
        };
      }
      return { ...state, products: [...fresh, ...state.products], firstPage: action.page, totalItems: action.totalItems, totalPages, loadingPage: null };
    }
    case 'pageFailed':
      return { ...state, loadingPage: null, pageFailed: action.direction };
    case 'inview':
      return action.page === state.inviewPage || action.page < state.firstPage || action.page > state.lastPage ? state : { ...state, inviewPage: action.page };
    default:
      return state;
  }
}

export function hasNextPage(state: ListingState): boolean {
  return state.status === 'ready' && state.moreAfterLast;
}

/** Load-previous shows only when the first loaded product's page is above 1. */
export function hasPreviousPage(state: ListingState): boolean {
  const first = state.products[0]?.inviewPage ?? state.firstPage;
  return state.status === 'ready' && first > 1;
}

/** The filters to show: counts of the temporary selection once fetched, else of the active one. */
export function shownFilters(state: ListingState): { filters: Filter[]; totalItems: number | null; counting: boolean } {
  const filters = state.listing?.filters ?? [];
  const merged = mergeSelections(state.query.selection, state.temporary);
  if (!state.temporary || sameSelection(merged, state.query.selection)) return { filters, totalItems: state.totalItems, counting: false };
  if (state.counts?.key === toFilterParam(merged)) return { filters: state.counts.filters, totalItems: state.counts.totalItems, counting: false };
  return { filters: state.counts?.filters ?? filters, totalItems: null, counting: true };
}

/** Whether a filter option is ticked, as the shopper sees it (temporary over active). */
export function isTicked(state: ListingState, group: string, value: string): boolean {
  return groupValues(state.query.selection, state.temporary, group).includes(value);
}

/** The selection the next Apply would load. */
export function pendingSelection(state: ListingState): Selection {
  return mergeSelections(state.query.selection, state.temporary);
}
