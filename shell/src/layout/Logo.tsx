import { useIntl } from 'react-intl';
import { PrefetchLink } from '../routing/PrefetchLink';
import { useLocalize } from '../routing/useLanguage';
import styles from './Logo.module.css';

export function Logo({ centred = false }: { centred?: boolean }) {
  const intl = useIntl();
  const localize = useLocalize();
  return (
    <PrefetchLink to={localize('/')} className={centred ? `${styles.logo} ${styles.centred}` : styles.logo} aria-label={intl.formatMessage({ id: 'shell.logo.home' })}>
      <svg className={styles.mark} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 2 15 9l7 1-5 5 1.5 7L12 18.5 5.5 22 7 15 2 10l7-1z" fill="currentColor" />
      </svg>
      <span className={styles.word}>{intl.formatMessage({ id: 'shell.brand' })}</span>
    </PrefetchLink>
  );
}
