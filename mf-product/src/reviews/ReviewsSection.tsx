// The reviews section, mounted on its first open: getReviews (productReviews), 5 shown and 5 more
// per click (REVIEWS_PAGE_STEP), helpfulness votes for logged-in customers, and the review form.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from 'shared-contracts';
import { REVIEWS_PAGE_STEP } from 'shared-contracts/rules';
import { ProductReviewsDocument } from 'shared-contracts/graphql';
import { useIsRegisteredCustomer } from '../common/useCustomer';
import { LoadFailure, Loading } from '../sections/SectionStatus';
import { LazyReviewForm } from './LazyReviewForm';
import { ReviewItem } from './ReviewItem';
import styles from './ReviewsSection.module.css';

export function ReviewsSection({ productId, seName }: { productId: number; seName: string }) {
  const intl = useIntl();
  const canVote = useIsRegisteredCustomer();
  const [shown, setShown] = useState(REVIEWS_PAGE_STEP);
  const result = useQuery(ProductReviewsDocument, { variables: { productId }, notifyOnNetworkStatusChange: false });
  const reviews = result.dataState === 'complete' ? result.data.productReviews.items : [];

  useEffect(() => {
    if (result.error) console.error('[mf-product] productReviews failed', result.error);
  }, [result.error]);

  let list;
  if (result.error && reviews.length === 0) list = <LoadFailure onRetry={() => void result.refetch()} />;
  else if (result.loading && reviews.length === 0) list = <Loading messageId="product.reviews.loading" />;
  else if (reviews.length === 0) list = <p>{intl.formatMessage({ id: 'product.reviews.none' })}</p>;
  else
    list = (
      <>
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'product.reviews.list' })}>
          {reviews.slice(0, shown).map((review) => (
            <ReviewItem key={review.id} review={review} canVote={canVote} />
          ))}
        </ul>
        {shown < reviews.length && (
          <button type="button" className={styles.more} onClick={() => setShown((n) => n + REVIEWS_PAGE_STEP)}>
            {intl.formatMessage({ id: 'product.reviews.more' }, { count: Math.min(REVIEWS_PAGE_STEP, reviews.length - shown) })}
          </button>
        )}
      </>
    );

  return (
    <div className={styles.reviews}>
      {list}
      <LazyReviewForm productId={productId} seName={seName} />
    </div>
  );
}
