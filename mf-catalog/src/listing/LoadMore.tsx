// Load-more button; after its first click the listing loads further pages on its own when the
// end of the grid scrolls into view (infinite load type, section 9).
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './LoadMore.module.css';

interface Props {
  shown: number;
  total: number;
  hasNextPage: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function LoadMore({ shown, total, hasNextPage, loading, onLoadMore }: Props) {
  const intl = useIntl();
  const [infinite, setInfinite] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasNextPage, loading, onLoadMore });
  latest.current = { hasNextPage, loading, onLoadMore };

  useEffect(() => {
    const node = sentinel.current;
    if (!infinite || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasNextPage: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((e) => e.isIntersecting) && more && !busy) load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [infinite]);

  return (
    <div className={styles.loadMore}>
      <p className={styles.progress}>{intl.formatMessage({ id: 'catalog.listing.shownOf' }, { shown, total })}</p>
      {hasNextPage && (
        <button
          type="button"
          className={styles.button}
          disabled={loading}
          aria-busy={loading}
          onClick={() => {
            setInfinite(true);
            onLoadMore();
          }}
        >
          {intl.formatMessage({ id: loading ? 'catalog.listing.loadingMore' : 'catalog.listing.loadMore' })}
        </button>
      )}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}
