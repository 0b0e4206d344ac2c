// Search listing (/arama?q=): the same listing as a category without breadcrumb, sub-categories,
// SEO text or popular products; no query or no result shows the empty search view with a strip of
// popular products.
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { EVENTS, type RouteModuleProps, useSearchParams } from 'shared-contracts';
import { LISTING_PAGE_SIZE } from 'shared-contracts/rules';
import { useItemListAnalytics } from '../common/useItemListAnalytics';
import type { ListingSource } from '../listing/fetch-listing';
import { ListingSeo } from '../listing/ListingSeo';
import { ListingError, ListingView } from '../listing/ListingView';
import { useListing } from '../listing/useListing';
import { EmptySearch } from './EmptySearch';
import styles from './SearchPage.module.css';

/** Search result pages are not for search engines. */
const SEARCH_ROBOTS = 'noindex, follow';

export function SearchPage({ language }: RouteModuleProps) {
  const [searchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const dispatch = useDispatch();

  useEffect(() => {
    if (q) dispatch(EVENTS.searchPerformed({ searchTerm: q }));
  }, [dispatch, q]);

  return <div className={styles.page}>{q ? <SearchListing key={q} q={q} language={language} /> : <EmptySearch q="" />}</div>;
}

function SearchListing({ q, language }: RouteModuleProps & { q: string }) {
  const intl = useIntl();
  const source = useMemo<ListingSource>(() => ({ kind: 'search', q }), [q]);
  const [state, actions] = useListing(source, language);
  const onSelect = useItemListAnalytics(state.status === 'ready' ? `search:${q}` : null, state.products, (state.firstPage - 1) * LISTING_PAGE_SIZE);
  const pageTitle = intl.formatMessage({ id: 'catalog.search.pageTitle' }, { q });

  if (state.status === 'notFound') return <EmptySearch q={q} />;
  if (state.status === 'error') return <ListingError onRetry={() => actions.dispatch({ type: 'retry' })} />;
  return (
    <>
      <ListingSeo state={state} language={language} kind="search" title={pageTitle} robots={SEARCH_ROBOTS} />
      <ListingView state={state} actions={actions} title={intl.formatMessage({ id: 'catalog.search.title' }, { q })} onSelect={onSelect} />
    </>
  );
}
