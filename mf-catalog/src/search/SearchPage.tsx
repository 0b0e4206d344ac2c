// Search listing (/arama?q=): the same grid as a category, no breadcrumb; no query or no result
// shows the empty search view with a strip of popular products.
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { EVENTS, type RouteModuleProps } from 'shared-contracts';
import { useDocumentMeta } from '../common/useDocumentMeta';
import { useItemListAnalytics } from '../common/useItemListAnalytics';
import { ListingError, ListingView } from '../listing/ListingView';
import { readSortParam, writeSortParam } from '../listing/sortParam';
import { useListing } from '../listing/useListing';
import { EmptySearch } from './EmptySearch';
import styles from './SearchPage.module.css';

export function SearchPage({ language }: RouteModuleProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const sort = readSortParam(searchParams);
  const source = useMemo(() => (q ? ({ kind: 'search', q } as const) : null), [q]);
  const state = useListing(source, { sort, language });
  const title = intl.formatMessage({ id: 'catalog.search.title' }, { q });
  useDocumentMeta({ title: q ? intl.formatMessage({ id: 'catalog.search.pageTitle' }, { q }) : null, robots: 'noindex, follow' });
  const onSelect = useItemListAnalytics(state.status === 'ready' && q ? `search:${q}` : null, state.products);

  useEffect(() => {
    if (q) dispatch(EVENTS.searchPerformed({ searchTerm: q }));
  }, [dispatch, q]);

  let body;
  if (!q) body = <EmptySearch q="" />;
  else if (state.status === 'notFound') body = <EmptySearch q={q} />;
  else if (state.status === 'error') body = <ListingError onRetry={state.reload} />;
  else
    body = (
      <ListingView
        state={state}
        title={title}
        sort={sort}
        onSortChange={(value) => setSearchParams((prev) => writeSortParam(prev, value), { replace: true })}
        onSelect={onSelect}
      />
    );
  return <div className={styles.page}>{body}</div>;
}
