// Rejecting a review, behind its confirmation: a reason is required (checked in place before any
// call). A pending review is not published; an approved one is taken off the product page.
import { Form, FormikProvider, useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { BackofficeModerateReviewDocument } from 'shared-contracts/admin/documents/reviews';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { DraftKeeper } from '../common/DraftKeeper';
import { ResultNotice, fieldError } from '../common/ResultNotice';
import { usePersistedDraft } from '../common/usePersistedDraft';
import { zodValidate } from '../common/zod-formik';
import { TextAreaField } from '../common/TextAreaField';
import type { ReviewDialogProps } from './review-dialog';

const rejectSchema = z.object({
  reason: z.string().trim().min(1, 'bo.reviews.reason_required').max(1000, 'bo.reviews.reason_too_long'),
});

export function RejectReviewDialog({ review, action, onDone, onCancel }: ReviewDialogProps) {
  const intl = useIntl();
  const [moderate] = useMutation(BackofficeModerateReviewDocument);
  const draft = usePersistedDraft(`review-reject-${review.id}`, { reason: '' });
  const formik = useFormik({
    initialValues: draft.initialValues,
    validate: zodValidate(rejectSchema, (id) => intl.formatMessage({ id })),
    onSubmit: async (values) => {
      const result = await action.run(
        () => moderate({ variables: { reviewId: review.id, decision: 'REJECT', reason: values.reason.trim() } }),
        (data) => data.moderateReview,
      );
      if (result?.success) {
        draft.clear();
        onDone();
      }
    },
  });
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'bo.reviews.reject.title' }, { product: review.productName })}
      confirmLabel={intl.formatMessage({ id: 'bo.reviews.action.reject' })}
      onConfirm={() => void formik.submitForm().catch(() => undefined)}
      onCancel={onCancel}
      busy={action.busy}
    >
      <p>
        {intl.formatMessage({ id: review.status === 'APPROVED' ? 'bo.reviews.reject.effect_published' : 'bo.reviews.reject.effect' })}{' '}
        {intl.formatMessage({ id: 'bo.reviews.reject.reason_note' })}
      </p>
      <FormikProvider value={formik}>
        <Form noValidate>
          <DraftKeeper save={draft.save} />
          <TextAreaField name="reason" label={intl.formatMessage({ id: 'bo.reviews.reason' })} serverError={fieldError(action.notice, 'reason')} required />
        </Form>
      </FormikProvider>
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
