// Runs a listing: reads its start state from the address bar, loads it, loads further pages and
// the counts of a temporary filter selection, and writes the state back to the address bar
// LISTING_URL_SYNC_DELAY_MS after it settles. Mount it once per source (key the component by
// category or query) so that a new source starts from a clean state.
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useFirstScreenData, useLocation, useNavigate, useSearchParams, useApolloClient } from 'shared-contracts';
import { LISTING_URL_SYNC_DELAY_MS, type Language } from 'shared-contracts/rules';
import { fetchFilterCounts, fetchListing, ListingRequestError, listingDataKey, type Listing, type ListingSource } from './fetch-listing';
import { fetchPage, type PageDirection } from './fetch-page';
import { toFilterParam } from './filter-selection';
import { cleanListingQuery, firstListingState } from './first-listing';
import { listingSearch, readListingUrl, sameListingUrl } from './listing-url';
import { hasNextPage, listingReducer, pendingSelection, type ListingAction, type ListingState } from './listing-state';

export interface ListingActions {
  dispatch: (action: ListingAction) => void;
  /** Loads the next or the previous page; `beforeInsert` runs just before the products change. */
  loadPage: (direction: PageDirection, options?: { byClick?: boolean; beforeInsert?: () => void }) => void;
}

export function useListing(source: ListingSource | null, language: Language): [ListingState, ListingActions] {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // The first page of a server-rendered listing comes with the page (the route loader read it:
  // first-listing.ts): the first render shows it, as the server's HTML does, and nothing is asked again.
  const addressQuery = readListingUrl(searchParams);
  const served = useFirstScreenData<Listing | null>(source ? listingDataKey(source, addressQuery, language) : null);
  const cleanQuery = cleanListingQuery(addressQuery, served);
  const servedClean = useFirstScreenData<Listing | null>(source && cleanQuery ? listingDataKey(source, cleanQuery, language) : null);
  const [state, dispatch] = useReducer(listingReducer, null, () => firstListingState(cleanQuery ?? addressQuery, source !== null, cleanQuery ? servedClean : served));
  const latest = useRef(state);
  latest.current = state;
  const sourceRef = useRef(source);
  sourceRef.current = source;

  // Load the applied query (again on retry).
  const { query, requestId } = state;
  const queryKey = `${query.page}|${query.sort}|${toFilterParam(query.selection)}|${requestId}|${language}`;
  const servedKey = useRef<string | null | undefined>(undefined);
  if (servedKey.current === undefined) servedKey.current = served !== undefined && state.status !== 'loading' ? queryKey : null;
  useEffect(() => {
    const current = sourceRef.current;
    if (!current) return undefined;
    if (servedKey.current === queryKey) {
      servedKey.current = null;
      return undefined;
    }
    const controller = new AbortController();
    fetchListing(current, latest.current.query, language, controller.signal).then(
      (listing) => {
        if (!controller.signal.aborted) dispatch({ type: 'loaded', listing });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[mf-catalog] listing request failed', error);
        dispatch({ type: 'failed', badRequest: error instanceof ListingRequestError && error.status === 400 });
      },
    );
    return () => controller.abort();
    // queryKey stands for the query and the retry counter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey]);

  // A temporary filter selection fetches only the filter counts.
  const pending = pendingSelection(state);
  const pendingKey = state.temporary && state.status === 'ready' ? toFilterParam(pending) : null;
  const activeKey = toFilterParam(query.selection);
  useEffect(() => {
    const current = sourceRef.current;
    if (pendingKey === null || pendingKey === activeKey || !current) return undefined;
    const controller = new AbortController();
    fetchFilterCounts(current, pendingSelection(latest.current), language, controller.signal).then(
      (counts) => {
        if (counts && !controller.signal.aborted) dispatch({ type: 'countsLoaded', key: pendingKey, ...counts });
      },
      (error: unknown) => {
        // The counts only inform; Apply still works without them.
        if (!controller.signal.aborted) console.error('[mf-catalog] filter counts failed', error);
      },
    );
    return () => controller.abort();
  }, [pendingKey, activeKey, language]);

  // Further pages. One at a time; a new query abandons a page still loading.
  const pageController = useRef<AbortController | null>(null);
  useEffect(() => () => pageController.current?.abort(), [queryKey]);
  const loadPage = useCallback<ListingActions['loadPage']>(
    (direction, options = {}) => {
      const current = sourceRef.current;
      const now = latest.current;
      if (!current || now.status !== 'ready' || now.loadingPage || now.refreshing) return;
      const page = direction === 'next' ? now.lastPage + 1 : now.firstPage - 1;
      if (page < 1 || (direction === 'next' && !hasNextPage(now))) return;
      const controller = new AbortController();
      pageController.current = controller;
      dispatch({ type: 'pageStart', direction, byClick: options.byClick ?? false });
      fetchPage(client, current, { ...now.query, page }, direction, language, controller.signal).then(
        (loaded) => {
          if (controller.signal.aborted) return;
          if (!loaded) {
            dispatch({ type: 'pageFailed', direction });
            return;
          }
          options.beforeInsert?.();
          dispatch({ type: 'pageLoaded', direction, page, products: loaded.products, totalItems: loaded.totalItems, hasNextPage: loaded.hasNextPage });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`[mf-catalog] loading the ${direction} page failed`, error);
          dispatch({ type: 'pageFailed', direction });
        },
      );
    },
    [client, language],
  );

  // The address bar follows the listing LISTING_URL_SYNC_DELAY_MS after it settles.
  const written = useRef<string | null>(null);
  const synced = state.status === 'ready' ? { page: state.inviewPage, sort: query.sort, selection: query.selection } : null;
  const desired = synced ? listingSearch(searchParams, synced) : null;
  useEffect(() => {
    if (desired === null || sameListingUrl(new URLSearchParams(desired), new URLSearchParams(location.search))) return undefined;
    const timer = setTimeout(() => {
      written.current = desired;
      void navigate({ search: desired, hash: location.hash }, { replace: true, preventScrollReset: true });
    }, LISTING_URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a new desired state restarts the delay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [desired]);

  // The address bar changed under the listing (a link to the same category, back/forward): follow
  // it, unless it is what the listing wrote itself or already shows.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (written.current !== null && sameListingUrl(params, new URLSearchParams(written.current))) return;
    const now = latest.current;
    const shown = listingSearch(params, { page: now.inviewPage, sort: now.query.sort, selection: now.query.selection });
    if (sameListingUrl(params, new URLSearchParams(shown))) return;
    const requested = readListingUrl(params);
    const asRequested = listingSearch(params, { page: now.query.page, sort: now.query.sort, selection: now.query.selection });
    if (now.status !== 'ready' && sameListingUrl(params, new URLSearchParams(asRequested))) return;
    dispatch({ type: 'reset', query: requested });
  }, [location.search]);

  const actions = useMemo<ListingActions>(() => ({ dispatch, loadPage }), [loadPage]);
  return [state, actions];
}
