// A review's decisions: a pending one may be approved or rejected; a decided one may be decided
// the other way (an approved review taken down, a rejection made by mistake approved), as the API
// allows. Named with the product so a list of them reads apart.
import { useIntl } from 'react-intl';
import type { StaffReviewPartsFragment } from 'shared-contracts/admin';
import { useStaffSession } from '../session/staff-session';
import type { ReviewDialogKind } from './review-dialog';
import styles from './reviews.module.css';

export function ReviewActions({ review, onOpen }: { review: StaffReviewPartsFragment; onOpen: (kind: ReviewDialogKind, review: StaffReviewPartsFragment) => void }) {
  const intl = useIntl();
  const { can } = useStaffSession();
  if (!can('reviews.moderate')) return null;
  const product = review.productName;
  return (
    <div className={styles.actions}>
      {review.status !== 'APPROVED' ? (
        <button type="button" aria-label={intl.formatMessage({ id: 'bo.reviews.approve_name' }, { product })} onClick={() => onOpen('approve', review)}>
          {intl.formatMessage({ id: 'bo.reviews.action.approve' })}
        </button>
      ) : null}
      {review.status !== 'REJECTED' ? (
        <button type="button" aria-label={intl.formatMessage({ id: 'bo.reviews.reject_name' }, { product })} onClick={() => onOpen('reject', review)}>
          {intl.formatMessage({ id: 'bo.reviews.action.reject' })}
        </button>
      ) : null}
    </div>
  );
}
