import { useIntl } from 'react-intl';
import { useDocumentHead, useIntlLanguage, Link, localizePath } from 'shared-contracts';
import { RecommendationsStrip } from '../recommendations/RecommendationsStrip';
import styles from './ListingNotFound.module.css';

/** The custom not-found view of an empty or unknown category, with a recommendations strip. */
export function ListingNotFound() {
  const intl = useIntl();
  const language = useIntlLanguage();
  useDocumentHead({ title: intl.formatMessage({ id: 'catalog.notFound.title' }), robots: 'noindex, follow' });
  return (
    <>
      <section className={styles.notFound} aria-labelledby="catalog-not-found-title">
        <h1 id="catalog-not-found-title">{intl.formatMessage({ id: 'catalog.notFound.title' })}</h1>
        <p>{intl.formatMessage({ id: 'catalog.notFound.text' })}</p>
        <Link to={localizePath('/', language)} className={styles.home}>
          {intl.formatMessage({ id: 'catalog.notFound.home' })}
        </Link>
      </section>
      <RecommendationsStrip language={language} kind="POPULAR" title={intl.formatMessage({ id: 'catalog.notFound.recommendations' })} />
    </>
  );
}
