// A rating as text ("5 üzerinden 4") with stars for the eye only.
import { useIntl } from 'react-intl';
import styles from './reviews.module.css';

export function ReviewRating({ rating }: { rating: number }) {
  const intl = useIntl();
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.rating}>
      <span aria-hidden="true" className={styles.stars}>
        {'★'.repeat(stars)}
        {'☆'.repeat(5 - stars)}
      </span>{' '}
      <span>{intl.formatMessage({ id: 'bo.reviews.rating' }, { rating })}</span>
    </span>
  );
}
