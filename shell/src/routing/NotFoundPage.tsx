// The shell's own translated not-found page (unknown paths, seNames urlRecord does not know).
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { markRouteShown } from '../federation/page-settled';
import { PrefetchLink } from './PrefetchLink';
import { useLocalize } from './useLanguage';
import { usePageTitle } from './usePageTitle';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const intl = useIntl();
  const localize = useLocalize();
  usePageTitle(intl.formatMessage({ id: 'shell.not_found.title' }));
  useEffect(markRouteShown, []);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <meta name="robots" content="noindex" />
      <h1 id="not-found-title" className={styles.title}>
        <FormattedMessage id="shell.not_found.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.not_found.text" />
      </p>
      <PrefetchLink to={localize('/')} className={styles.home}>
        <FormattedMessage id="shell.not_found.home" />
      </PrefetchLink>
    </section>
  );
}
