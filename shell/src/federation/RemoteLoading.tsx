import { useIntl } from 'react-intl';
import styles from './RemoteLoading.module.css';

/**
 * Holds the area's space while its module loads, so the page does not jump. An indeterminate
 * progress indicator: a plain element may not carry a label (a slot further down the page can
 * stay in this state until the visitor gets near it).
 */
export function RemoteLoading({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  return <div role="progressbar" className={compact ? styles.compact : styles.page} aria-busy="true" aria-label={intl.formatMessage({ id: 'shell.loading' })} />;
}
