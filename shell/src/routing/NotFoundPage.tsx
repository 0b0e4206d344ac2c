// The shell's own translated not-found page (unknown paths, seNames urlRecord does not know).
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentHead, useHttpStatus } from 'shared-contracts';
import { markRouteShown } from '../federation/page-settled';
import { PrefetchLink } from './PrefetchLink';
import { useLocalize } from './useLanguage';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const intl = useIntl();
  const localize = useLocalize();
  useHttpStatus(404);
  useDocumentHead({ title: intl.formatMessage({ id: 'shell.not_found.title' }), robots: 'noindex' });
  useEffect(markRouteShown, []);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
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
