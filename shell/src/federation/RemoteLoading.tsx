import { useIntl } from 'react-intl';
import styles from './RemoteLoading.module.css';

/** Holds the area's space while its module loads, so the page does not jump. */
export function RemoteLoading({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  return <div className={compact ? styles.compact : styles.page} aria-busy="true" aria-label={intl.formatMessage({ id: 'shell.loading' })} />;
}
