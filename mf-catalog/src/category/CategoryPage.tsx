// A category listing (route /<seName>): breadcrumb, heading with item count, sort, product grid,
// load-more; an empty or unknown category shows the not-found view.
import { useSearchParams } from 'react-router';
import type { CategoryPageProps } from 'shared-contracts';
import { useDocumentMeta } from '../common/useDocumentMeta';
import { useItemListAnalytics } from '../common/useItemListAnalytics';
import { Breadcrumb } from '../listing/Breadcrumb';
import { ListingNotFound } from '../listing/ListingNotFound';
import { ListingError, ListingView } from '../listing/ListingView';
import { robotsDirective } from '../listing/robots';
import { readSortParam, writeSortParam } from '../listing/sortParam';
import { useListing } from '../listing/useListing';
import styles from './CategoryPage.module.css';

export function CategoryPage({ categoryId, language }: CategoryPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = readSortParam(searchParams);
  const state = useListing({ kind: 'category', categoryId }, { sort, language });
  const { listing } = state;
  const ready = state.status === 'ready' && listing;
  useDocumentMeta({
    title: ready ? listing.metaTitle || listing.name : null,
    description: ready ? listing.metaDescription || listing.name : null,
    robots: ready ? robotsDirective(listing.fasedSeo) : null,
  });
  const onSelect = useItemListAnalytics(ready ? listing.name : null, state.products);

  if (state.status === 'notFound') return <ListingNotFound />;
  if (state.status === 'error') return <ListingError onRetry={state.reload} />;
  return (
    <div className={styles.page}>
      <ListingView
        state={state}
        title={listing?.name ?? ''}
        breadcrumb={listing ? <Breadcrumb items={listing.breadcrumbs} current={listing} /> : null}
        sort={sort}
        onSortChange={(value) => setSearchParams((prev) => writeSortParam(prev, value), { replace: true })}
        onSelect={onSelect}
      />
    </div>
  );
}
