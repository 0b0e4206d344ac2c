import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizePath, useIntlLanguage } from 'shared-contracts';
import styles from './ProductPage.module.css';

export function ProductNotFound() {
  const intl = useIntl();
  const language = useIntlLanguage();
  return (
    <section className={styles.notFound} aria-labelledby="product-not-found-title">
      <h1 id="product-not-found-title">{intl.formatMessage({ id: 'product.notFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'product.notFound.text' })}</p>
      <Link to={localizePath('/', language)}>{intl.formatMessage({ id: 'product.notFound.home' })}</Link>
    </section>
  );
}
