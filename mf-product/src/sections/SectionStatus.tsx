// Loading and failure states shared by the sections that load on first open.
import { useIntl } from 'react-intl';
import styles from './SectionStatus.module.css';

export function Loading({ messageId }: { messageId: string }) {
  const intl = useIntl();
  return (
    <p role="status" className={styles.status}>
      {intl.formatMessage({ id: messageId })}
    </p>
  );
}

export function LoadFailure({ onRetry, messageId = 'product.section.error' }: { onRetry: () => void; messageId?: string }) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.status}>
      <p>{intl.formatMessage({ id: messageId })}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {intl.formatMessage({ id: 'product.retry' })}
      </button>
    </div>
  );
}
