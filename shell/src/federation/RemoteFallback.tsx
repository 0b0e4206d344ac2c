import { FormattedMessage } from 'react-intl';
import styles from './RemoteFallback.module.css';

export function RemoteFallback({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  return (
    <div role="alert" className={compact ? styles.compact : styles.fallback}>
      <p className={styles.text}>
        <FormattedMessage id="ui.remote.unavailable" />
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        <FormattedMessage id="ui.remote.retry" />
      </button>
    </div>
  );
}
