// Approving a review, behind its confirmation: it is published on the product page.
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { BackofficeModerateReviewDocument } from 'shared-contracts/admin/documents/reviews';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ResultNotice } from '../common/ResultNotice';
import type { ReviewDialogProps } from './review-dialog';

export function ApproveReviewDialog({ review, action, onDone, onCancel }: ReviewDialogProps) {
  const intl = useIntl();
  const [moderate] = useMutation(BackofficeModerateReviewDocument);
  const confirm = async () => {
    const result = await action.run(() => moderate({ variables: { reviewId: review.id, decision: 'APPROVE', reason: null } }), (data) => data.moderateReview);
    if (result?.success) onDone();
  };
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'bo.reviews.approve.title' }, { product: review.productName })}
      confirmLabel={intl.formatMessage({ id: 'bo.reviews.action.approve' })}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      busy={action.busy}
    >
      <p>{intl.formatMessage({ id: 'bo.reviews.approve.effect' })}</p>
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
