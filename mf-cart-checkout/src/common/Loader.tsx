import { useIntl } from 'react-intl';
import styles from './Loader.module.css';

export function Loader() {
  const intl = useIntl();
  return (
    <div role="status" className={styles.loader}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}
