import { useIntl } from 'react-intl';
import styles from './LoadError.module.css';

export function LoadError({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.error}>
      <p>{intl.formatMessage({ id: messageId })}</p>
      <button type="button" onClick={onRetry}>
        {intl.formatMessage({ id: 'content.retry' })}
      </button>
    </div>
  );
}
