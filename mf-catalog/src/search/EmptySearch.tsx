import { useIntl } from 'react-intl';
import { useDocumentHead, useIntlLanguage } from 'shared-contracts';
import { RecommendationsStrip } from '../recommendations/RecommendationsStrip';
import styles from './EmptySearch.module.css';

/** No query yet, or nothing found for it: a hint and the popular products strip. */
export function EmptySearch({ q }: { q: string }) {
  const intl = useIntl();
  const language = useIntlLanguage();
  useDocumentHead({ title: q ? intl.formatMessage({ id: 'catalog.search.pageTitle' }, { q }) : null, robots: 'noindex, follow' });
  return (
    <>
      <section className={styles.empty} aria-labelledby="catalog-empty-search-title">
        <h1 id="catalog-empty-search-title">
          {q ? intl.formatMessage({ id: 'catalog.search.emptyTitle' }, { q }) : intl.formatMessage({ id: 'catalog.search.noQueryTitle' })}
        </h1>
        <p>{intl.formatMessage({ id: q ? 'catalog.search.emptyText' : 'catalog.search.noQueryText' })}</p>
      </section>
      <RecommendationsStrip language={language} kind="POPULAR" title={intl.formatMessage({ id: 'catalog.search.popular' })} />
    </>
  );
}
