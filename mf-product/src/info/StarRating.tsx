import { useIntl } from 'react-intl';
import { MAX_RATING } from 'shared-contracts/rules';
import { averageRating } from 'shared-contracts/format';
import styles from './StarRating.module.css';

interface Props {
  ratingSum: number;
  totalReviews: number;
  /** Scrolls to the reviews and opens them (section 2); without it the stars are only shown. */
  onShowReviews?: () => void;
}

/** Stars filled to the average (ratingSum / totalReviews, one decimal) and the review count. */
export function StarRating({ ratingSum, totalReviews, onShowReviews }: Props) {
  const intl = useIntl();
  const average = averageRating(ratingSum, totalReviews);
  const label = intl.formatMessage(
    { id: 'product.rating.label' },
    { average: intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: totalReviews },
  );
  const content = (
    <>
      <span className={styles.stars} role="img" aria-label={label}>
        <span className={styles.empty} aria-hidden="true">
          {'★'.repeat(MAX_RATING)}
        </span>
        <span className={styles.filled} style={{ width: `${(average / MAX_RATING) * 100}%` }} aria-hidden="true">
          {'★'.repeat(MAX_RATING)}
        </span>
      </span>
      <span aria-hidden="true" className={styles.count}>
        {intl.formatMessage({ id: 'product.rating.count' }, { count: totalReviews })}
      </span>
    </>
  );
  if (!onShowReviews) return <p className={styles.rating}>{content}</p>;
  return (
    <button type="button" className={`${styles.rating} ${styles.button}`} title={intl.formatMessage({ id: 'product.rating.show' })} onClick={onShowReviews}>
      {content}
    </button>
  );
}
