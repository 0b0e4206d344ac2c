import { useIntl } from 'react-intl';
import { useDocumentHead, useHttpStatus, useIntlLanguage, Link, localizePath } from 'shared-contracts';
import styles from './ProductPage.module.css';

export function ProductNotFound() {
  const intl = useIntl();
  const language = useIntlLanguage();
  // Served with status 404 when the page is rendered on the server.
  useHttpStatus(404);
  useDocumentHead({ title: intl.formatMessage({ id: 'product.notFound.title' }), robots: 'noindex' });
  return (
    <section className={styles.notFound} aria-labelledby="product-not-found-title">
      <h1 id="product-not-found-title">{intl.formatMessage({ id: 'product.notFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'product.notFound.text' })}</p>
      <Link to={localizePath('/', language)}>{intl.formatMessage({ id: 'product.notFound.home' })}</Link>
    </section>
  );
}
