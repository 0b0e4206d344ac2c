// Rejecting a request, behind its confirmation: a reason is required (checked in place before
// any call); the shopper is told it, nothing else changes.
import { Form, FormikProvider, useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { BackofficeRejectRequestDocument } from 'shared-contracts/admin/documents/requests';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { DraftKeeper } from '../common/DraftKeeper';
import { ResultNotice, fieldError } from '../common/ResultNotice';
import { usePersistedDraft } from '../common/usePersistedDraft';
import { zodValidate } from '../common/zod-formik';
import { requestNameValues, type RequestDialogProps } from './request-dialog';
import { TextAreaField } from '../common/TextAreaField';

const rejectSchema = z.object({
  reason: z.string().trim().min(1, 'bo.requests.reason_required').max(500, 'bo.requests.reason_too_long'),
});

export function RejectRequestDialog({ request, action, onDone, onCancel }: RequestDialogProps) {
  const intl = useIntl();
  const [reject] = useMutation(BackofficeRejectRequestDocument);
  const draft = usePersistedDraft(`request-reject-${request.id}`, { reason: '' });
  const formik = useFormik({
    initialValues: draft.initialValues,
    validate: zodValidate(rejectSchema, (id) => intl.formatMessage({ id })),
    onSubmit: async (values) => {
      const result = await action.run(() => reject({ variables: { requestId: request.id, reason: values.reason.trim() } }), (data) => data.rejectRequest);
      if (result?.success) {
        draft.clear();
        onDone();
      }
    },
  });
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'bo.requests.reject.title' }, requestNameValues(request))}
      confirmLabel={intl.formatMessage({ id: 'bo.requests.action.reject' })}
      onConfirm={() => void formik.submitForm().catch(() => undefined)}
      onCancel={onCancel}
      busy={action.busy}
    >
      <p>{intl.formatMessage({ id: 'bo.requests.reject.effect' })}</p>
      <FormikProvider value={formik}>
        <Form noValidate>
          <DraftKeeper save={draft.save} />
          <TextAreaField
            name="reason"
            label={intl.formatMessage({ id: 'bo.requests.reason' })}
            hint={intl.formatMessage({ id: 'bo.requests.reason_hint' })}
            serverError={fieldError(action.notice, 'reason')}
            required
          />
        </Form>
      </FormikProvider>
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
