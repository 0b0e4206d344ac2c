// A category listing (route /<seName>): breadcrumb, heading with item count, sub-category
// carousel, filters and sort, the grid with load-previous and load-more, SEO text and FAQ, and the
// popular products block; an empty or unknown category shows the not-found view.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type CategoryPageProps } from 'shared-contracts';
import { LISTING_PAGE_SIZE } from 'shared-contracts/rules';
import { useItemListAnalytics } from '../common/useItemListAnalytics';
import { Breadcrumb } from '../listing/Breadcrumb';
import type { ListingSource } from '../listing/fetch-listing';
import { ListingNotFound } from '../listing/ListingNotFound';
import { ListingSeo } from '../listing/ListingSeo';
import { ListingError, ListingView } from '../listing/ListingView';
import { SeoText } from '../listing/SeoText';
import { showsSubCategories, SubCategoryCarousel } from '../listing/SubCategoryCarousel';
import { useListing } from '../listing/useListing';
import { RecommendationsStrip } from '../recommendations/RecommendationsStrip';
import styles from './CategoryPage.module.css';

export function CategoryPage(props: CategoryPageProps) {
  // A new category starts from a clean listing (and from its own address query).
  return <CategoryListing key={props.categoryId} {...props} />;
}

function CategoryListing({ categoryId, language }: CategoryPageProps) {
  const intl = useIntl();
  const source = useMemo<ListingSource>(() => ({ kind: 'category', categoryId }), [categoryId]);
  const [state, actions] = useListing(source, language);
  const listing = state.status === 'ready' ? state.listing : null;
  const onSelect = useItemListAnalytics(listing ? listing.name : null, state.products, (state.firstPage - 1) * LISTING_PAGE_SIZE);

  if (state.status === 'notFound') return <ListingNotFound />;
  if (state.status === 'error') return <ListingError onRetry={() => actions.dispatch({ type: 'retry' })} />;
  return (
    <div className={styles.page}>
      <ListingSeo state={state} language={language} kind="category" />
      {listing && <Breadcrumb items={listing.breadcrumbs} current={listing} />}
      <ListingView
        state={state}
        actions={actions}
        title={state.listing?.name ?? ''}
        afterHeading={listing && showsSubCategories(listing.genericAttributes) ? <SubCategoryCarousel items={listing.subCategories} language={language} /> : null}
        onSelect={onSelect}
      />
      {listing && <SeoText html={listing.description} faq={listing.faqSeo} />}
      {listing && (
        <RecommendationsStrip language={language} kind="POPULAR" categoryId={categoryId} title={intl.formatMessage({ id: 'catalog.popular.title' })} />
      )}
    </div>
  );
}
