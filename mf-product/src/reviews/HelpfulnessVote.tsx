import { useIntl } from 'react-intl';
import { useHelpfulnessVote } from './useHelpfulnessVote';
import styles from './ReviewsSection.module.css';

interface Props {
  reviewId: number;
  yes: number;
  no: number;
}

/** "Was this helpful? Yes (n) No (m)": shown to logged-in customers only (section 6). */
export function HelpfulnessVote({ reviewId, yes, no }: Props) {
  const intl = useIntl();
  const { vote, voting } = useHelpfulnessVote();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'product.reviews.helpful.question' })} className={styles.helpful}>
      <span aria-hidden="true">{intl.formatMessage({ id: 'product.reviews.helpful.question' })}</span>
      <button type="button" disabled={voting} onClick={() => vote(reviewId, true)}>
        {intl.formatMessage({ id: 'product.reviews.helpful.yes' }, { count: yes })}
      </button>
      <button type="button" disabled={voting} onClick={() => vote(reviewId, false)}>
        {intl.formatMessage({ id: 'product.reviews.helpful.no' }, { count: no })}
      </button>
    </div>
  );
}
