import { useIntl } from 'react-intl';
import type { ProductReviewFieldsFragment } from 'shared-contracts/graphql';
import { HelpfulnessVote } from './HelpfulnessVote';
import { RatingStars } from './RatingStars';
import styles from './ReviewsSection.module.css';

export function ReviewItem({ review, canVote }: { review: ProductReviewFieldsFragment; canVote: boolean }) {
  const intl = useIntl();
  return (
    <li className={styles.review}>
      <article aria-label={intl.formatMessage({ id: 'product.reviews.by' }, { name: review.customerName })}>
        <div className={styles.meta}>
          <RatingStars rating={review.rating} />
          <span className={styles.author}>{review.customerName}</span>
          <time dateTime={review.createdOn}>{intl.formatDate(review.createdOn, { dateStyle: 'long', timeZone: 'Europe/Istanbul' })}</time>
        </div>
        {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
        {review.reviewText && <p className={styles.text}>{review.reviewText}</p>}
        {canVote && <HelpfulnessVote reviewId={review.id} yes={review.helpfulness.helpfulYesTotal} no={review.helpfulness.helpfulNoTotal} />}
      </article>
    </li>
  );
}
