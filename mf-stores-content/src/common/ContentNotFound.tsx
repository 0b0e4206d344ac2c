import { useIntl } from 'react-intl';
import { useDocumentHead, useHttpStatus, useIntlLanguage, Link, localizePath } from 'shared-contracts';
import styles from './ContentNotFound.module.css';

export function ContentNotFound() {
  const intl = useIntl();
  const language = useIntlLanguage();
  // Served with status 404 when the page is rendered on the server.
  useHttpStatus(404);
  useDocumentHead({ title: intl.formatMessage({ id: 'content.notFound.title' }), robots: 'noindex' });
  return (
    <section className={styles.notFound} aria-labelledby="content-not-found-title">
      <h1 id="content-not-found-title">{intl.formatMessage({ id: 'content.notFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'content.notFound.text' })}</p>
      <Link to={localizePath('/', language)}>{intl.formatMessage({ id: 'content.notFound.home' })}</Link>
    </section>
  );
}
