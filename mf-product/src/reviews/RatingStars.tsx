import { useIntl } from 'react-intl';
import { MAX_RATING } from 'shared-contracts/rules';
import styles from './RatingStars.module.css';

/** The stars of one review's rating (1-5). */
export function RatingStars({ rating }: { rating: number }) {
  const intl = useIntl();
  const value = Math.max(0, Math.min(MAX_RATING, rating));
  return (
    <span className={styles.stars} role="img" aria-label={intl.formatMessage({ id: 'product.reviews.rating' }, { rating: value })}>
      <span aria-hidden="true" className={styles.filled}>
        {'★'.repeat(value)}
      </span>
      <span aria-hidden="true" className={styles.empty}>
        {'★'.repeat(MAX_RATING - value)}
      </span>
    </span>
  );
}
