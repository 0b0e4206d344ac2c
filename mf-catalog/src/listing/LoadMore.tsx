// Load-more button; once it has been clicked the listing loads further pages on its own when the
// end of the grid comes near the viewport (infinite load type, section 9).
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './LoadMore.module.css';

interface Props {
  shown: number;
  total: number;
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
  /** Infinite scroll is on (after the first click). */
  infinite: boolean;
  onLoadMore: (byClick: boolean) => void;
}

export function LoadMore({ shown, total, hasNextPage, loading, failed, infinite, onLoadMore }: Props) {
  const intl = useIntl();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  // A failed page stops the automatic loading until the shopper clicks again.
  const auto = infinite && hasNextPage && !failed;

  useEffect(() => {
    const node = sentinel.current;
    if (!auto || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(false), { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, shown]);

  return (
    <div className={styles.loadMore}>
      <p className={styles.progress}>{intl.formatMessage({ id: 'catalog.listing.shownOf' }, { shown, total })}</p>
      {failed && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage({ id: 'catalog.listing.pageError' })}
        </p>
      )}
      {hasNextPage && (
        <button type="button" className={styles.button} disabled={loading} aria-busy={loading} onClick={() => onLoadMore(true)}>
          {intl.formatMessage({ id: loading ? 'catalog.listing.loadingMore' : 'catalog.listing.loadMore' })}
        </button>
      )}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}
