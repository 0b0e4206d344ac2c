import { useIntl } from 'react-intl';
import styles from './LoadMore.module.css';

interface Props {
  loading: boolean;
  failed: boolean;
  onLoadPrevious: () => void;
}

/** Shown only when the first loaded product's page is above 1 (section 4). */
export function LoadPrevious({ loading, failed, onLoadPrevious }: Props) {
  const intl = useIntl();
  return (
    <div className={styles.loadPrevious}>
      {failed && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage({ id: 'catalog.listing.pageError' })}
        </p>
      )}
      <button type="button" className={styles.button} disabled={loading} aria-busy={loading} onClick={onLoadPrevious}>
        {intl.formatMessage({ id: loading ? 'catalog.listing.loadingMore' : 'catalog.listing.loadPrevious' })}
      </button>
    </div>
  );
}
