// What category and search listings share: heading with item count, filters and sort, the grid
// between load-previous and load-more, and the loading and error states.
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListingToolbar } from '../filters/ListingToolbar';
import type { CardProduct } from '../product-card/ProductCard';
import { hasNextPage, hasPreviousPage, type ListingState } from './listing-state';
import { LoadMore } from './LoadMore';
import { LoadPrevious } from './LoadPrevious';
import { ProductGrid } from './ProductGrid';
import type { ListingActions } from './useListing';
import { useInViewPage } from './useInViewPage';
import { useScrollAnchor } from './useScrollAnchor';
import styles from './ListingView.module.css';

interface Props {
  state: ListingState;
  actions: ListingActions;
  title: string;
  /** Between the heading and the filters (the sub-category carousel). */
  afterHeading?: ReactNode;
  onSelect?: (product: CardProduct, index: number) => void;
}

export function ListingView({ state, actions, title, afterHeading, onSelect }: Props) {
  const intl = useIntl();
  const gridRef = useRef<HTMLUListElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const { dispatch, loadPage } = actions;
  const captureAnchor = useScrollAnchor(gridRef, state.products[0]?.id);
  useInViewPage(gridRef, (page) => dispatch({ type: 'inview', page }));

  // After a new sort or filter loads, bring the top of the list back into view.
  const listing = state.listing;
  const shownListing = useRef(listing);
  useEffect(() => {
    if (shownListing.current && listing && shownListing.current !== listing) {
      const top = topRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) topRef.current?.scrollIntoView?.({ block: 'start' });
    }
    shownListing.current = listing;
  }, [listing]);

  if (!listing || (state.status === 'loading' && !state.refreshing)) {
    return (
      <p role="status" className={styles.status}>
        {intl.formatMessage({ id: 'catalog.listing.loading' })}
      </p>
    );
  }
  return (
    <>
      <div ref={topRef} className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count}>{intl.formatMessage({ id: 'catalog.listing.itemCount' }, { count: state.totalItems })}</p>
      </div>
      {afterHeading}
      <ListingToolbar state={state} dispatch={dispatch} />
      {hasPreviousPage(state) && (
        <LoadPrevious
          loading={state.loadingPage === 'previous'}
          failed={state.pageFailed === 'previous'}
          onLoadPrevious={() => loadPage('previous', { byClick: true, beforeInsert: captureAnchor })}
        />
      )}
      {state.products.length === 0 ? (
        <div className={styles.noMatch}>
          <p>{intl.formatMessage({ id: 'catalog.filter.noMatch' })}</p>
          <button type="button" onClick={() => dispatch({ type: 'clearFilters' })}>
            {intl.formatMessage({ id: 'catalog.filter.clearAll' })}
          </button>
        </div>
      ) : (
        <ProductGrid ref={gridRef} busy={state.refreshing} products={state.products} label={intl.formatMessage({ id: 'catalog.listing.products' })} onSelect={onSelect} />
      )}
      {state.products.length > 0 && (
      <LoadMore
        shown={state.products.length}
        total={state.totalItems}
        hasNextPage={hasNextPage(state)}
        loading={state.loadingPage === 'next'}
        failed={state.pageFailed === 'next'}
        infinite={state.infinite}
        onLoadMore={(byClick) => loadPage('next', { byClick })}
      />
      )}
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
