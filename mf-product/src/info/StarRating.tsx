import { useIntl } from 'react-intl';
import { averageRating, MAX_RATING } from 'shared-contracts';
import styles from './StarRating.module.css';

/** Stars filled to the average (ratingSum / totalReviews, one decimal) and the review count. */
export function StarRating({ ratingSum, totalReviews }: { ratingSum: number; totalReviews: number }) {
  const intl = useIntl();
  const average = averageRating(ratingSum, totalReviews);
  const label = intl.formatMessage(
    { id: 'product.rating.label' },
    { average: intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: totalReviews },
  );
  return (
    <p className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.empty}>{'★'.repeat(MAX_RATING)}</span>
        <span className={styles.filled} style={{ width: `${(average / MAX_RATING) * 100}%` }}>
          {'★'.repeat(MAX_RATING)}
        </span>
      </span>
      <span aria-hidden="true" className={styles.count}>
        {intl.formatMessage({ id: 'product.rating.count' }, { count: totalReviews })}
      </span>
    </p>
  );
}
