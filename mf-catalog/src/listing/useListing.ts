// Loads a listing page by page: the first page on any change of source, sort or filter, further
// pages appended by loadMore (each product remembers the page it came from: inviewPage).
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Language } from 'shared-contracts';
import type { CardProduct } from '../product-card/ProductCard';
import { fetchListing, type Listing, type ListingSource } from './fetchListing';

export type ListingStatus = 'loading' | 'ready' | 'notFound' | 'error';

interface State {
  status: ListingStatus;
  listing: Listing | null;
  products: CardProduct[];
  lastPage: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** A new sort or filter is loading while the previous products stay on screen. */
  refreshing: boolean;
}

type Action =
  | { type: 'start'; keep: boolean }
  | { type: 'loaded'; listing: Listing | null }
  | { type: 'failed' }
  | { type: 'moreStart' }
  | { type: 'moreLoaded'; listing: Listing }
  | { type: 'moreFailed' };

const initial: State = { status: 'loading', listing: null, products: [], lastPage: 0, hasNextPage: false, loadingMore: false, loadMoreFailed: false, refreshing: false };

function withPage(products: CardProduct[], page: number): CardProduct[] {
  return products.map((p) => ({ ...p, inviewPage: p.inviewPage ?? page }));
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'start':
      // Same listing in a new order: keep what is on screen (and the sort control's focus).
      return action.keep && state.status === 'ready' ? { ...state, refreshing: true, loadingMore: false, loadMoreFailed: false } : { ...initial };
    case 'loaded': {
      const { listing } = action;
      if (!listing || (listing.products.length === 0 && listing.totalItems === 0)) return { ...initial, status: 'notFound', listing };
      return {
        ...initial,
        status: 'ready',
        listing,
        products: withPage(listing.products, listing.pageNumber),
        lastPage: listing.pageNumber,
        hasNextPage: listing.hasNextPage,
      };
    }
    case 'failed':
      return { ...initial, status: 'error' };
    case 'moreStart':
      return { ...state, loadingMore: true, loadMoreFailed: false };
    case 'moreLoaded': {
      const seen = new Set(state.products.map((p) => p.id));
      const fresh = withPage(action.listing.products, action.listing.pageNumber).filter((p) => !seen.has(p.id));
      return { ...state, products: [...state.products, ...fresh], lastPage: action.listing.pageNumber, hasNextPage: action.listing.hasNextPage, loadingMore: false };
    }
    case 'moreFailed':
      return { ...state, loadingMore: false, loadMoreFailed: true };
    default:
      return state;
  }
}

export function useListing(source: ListingSource | null, options: { sort?: number; filter?: string; language: Language }) {
  const [state, dispatch] = useReducer(reducer, initial);
  const [reloadToken, reload] = useReducer((n: number) => n + 1, 0);
  const moreController = useRef<AbortController | null>(null);
  const { sort, filter, language } = options;
  const sourceKey = source ? (source.kind === 'category' ? `c:${source.categoryId}` : `q:${source.q}`) : '';
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const loadedKey = useRef('');

  useEffect(() => {
    const current = sourceRef.current;
    if (!current) return undefined;
    const controller = new AbortController();
    moreController.current?.abort();
    dispatch({ type: 'start', keep: loadedKey.current === sourceKey });
    loadedKey.current = sourceKey;
    fetchListing(current, { page: 1, sort, filter }, language, controller.signal)
      .then((listing) => dispatch({ type: 'loaded', listing }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[mf-catalog] listing request failed', error);
        dispatch({ type: 'failed' });
      });
    return () => controller.abort();
  }, [sourceKey, sort, filter, language, reloadToken]);

  const { lastPage, hasNextPage, loadingMore } = state;
  const loadMore = useCallback(async (): Promise<CardProduct[]> => {
    const current = sourceRef.current;
    if (!current || !hasNextPage || loadingMore) return [];
    const controller = new AbortController();
    moreController.current = controller;
    dispatch({ type: 'moreStart' });
    try {
      const listing = await fetchListing(current, { page: lastPage + 1, sort, filter }, language, controller.signal);
      if (!listing) {
        dispatch({ type: 'moreFailed' });
        return [];
      }
      dispatch({ type: 'moreLoaded', listing });
      return listing.products;
    } catch (error) {
      if (!controller.signal.aborted) {
        console.error('[mf-catalog] load more failed', error);
        dispatch({ type: 'moreFailed' });
      }
      return [];
    }
  }, [hasNextPage, loadingMore, lastPage, sort, filter, language]);

  return { ...state, loadMore, reload };
}
