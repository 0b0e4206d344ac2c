// What category and search listings share: heading with item count, sort, grid, load-more, and
// the loading and error states.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CardProduct } from '../product-card/ProductCard';
import { LoadMore } from './LoadMore';
import { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';
import type { useListing } from './useListing';
import styles from './ListingView.module.css';

interface Props {
  state: ReturnType<typeof useListing>;
  title: string;
  breadcrumb?: ReactNode;
  sort: number | undefined;
  onSortChange: (value: number) => void;
  onSelect?: (product: CardProduct, index: number) => void;
}

export function ListingView({ state, title, breadcrumb, sort, onSortChange, onSelect }: Props) {
  const intl = useIntl();
  const { listing } = state;
  if (state.status === 'loading' || !listing) {
    return (
      <p role="status" className={styles.status}>
        {intl.formatMessage({ id: 'catalog.listing.loading' })}
      </p>
    );
  }
  return (
    <>
      {breadcrumb}
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count}>{intl.formatMessage({ id: 'catalog.listing.itemCount' }, { count: listing.totalItems })}</p>
      </header>
      <div className={styles.toolbar}>
        <SortSelect options={listing.sortOptions} value={sort} onChange={onSortChange} />
      </div>
      <ProductGrid busy={state.refreshing} products={state.products} label={intl.formatMessage({ id: 'catalog.listing.products' })} onSelect={onSelect} />
      {state.loadMoreFailed && (
        <p role="alert" className={styles.status}>
          {intl.formatMessage({ id: 'catalog.listing.error' })}
        </p>
      )}
      <LoadMore
        shown={state.products.length}
        total={listing.totalItems}
        hasNextPage={state.hasNextPage}
        loading={state.loadingMore}
        onLoadMore={() => void state.loadMore()}
      />
    </>
  );
}

export function ListingError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.error}>
      <p>{intl.formatMessage({ id: 'catalog.listing.error' })}</p>
      <button type="button" onClick={onRetry}>
        {intl.formatMessage({ id: 'catalog.listing.retry' })}
      </button>
    </div>
  );
}
