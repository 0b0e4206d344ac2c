// Approving a request, behind its confirmation. A CANCEL cancels the line at once (money back to
// the card, stock back); a RETURN gives the shopper a return shipping code (firm optional: the
// API's default firm otherwise) and moves no money or stock yet.
import { Form, FormikProvider, useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { BackofficeApproveRequestDocument } from 'shared-contracts/admin/documents/requests';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { DraftKeeper } from '../common/DraftKeeper';
import { ResultNotice, fieldError } from '../common/ResultNotice';
import { TextField } from '../common/TextField';
import { usePersistedDraft } from '../common/usePersistedDraft';
import { zodValidate } from '../common/zod-formik';
import { requestNameValues, type RequestDialogProps } from './request-dialog';
import { TextAreaField } from '../common/TextAreaField';

const approveSchema = z.object({
  cargoFirm: z.string().trim().max(60, 'bo.requests.cargo_firm_too_long'),
  note: z.string().trim().max(500, 'bo.requests.note_too_long'),
});

export function ApproveRequestDialog({ request, action, onDone, onCancel }: RequestDialogProps) {
  const intl = useIntl();
  const [approve] = useMutation(BackofficeApproveRequestDocument);
  const isReturn = request.kind === 'RETURN';
  const draft = usePersistedDraft(`request-approve-${request.id}`, { cargoFirm: '', note: '' });
  const formik = useFormik({
    initialValues: draft.initialValues,
    validate: zodValidate(approveSchema, (id) => intl.formatMessage({ id })),
    onSubmit: async (values) => {
      const cargoFirm = values.cargoFirm.trim();
      const note = values.note.trim();
      const variables = { requestId: request.id, cargoFirm: isReturn && cargoFirm ? cargoFirm : null, note: note || null };
      const result = await action.run(() => approve({ variables }), (data) => data.approveRequest);
      if (result?.success) {
        draft.clear();
        onDone();
      }
    },
  });
  const names = requestNameValues(request);
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: isReturn ? 'bo.requests.approve_return.title' : 'bo.requests.approve_cancel.title' }, names)}
      confirmLabel={intl.formatMessage({ id: 'bo.requests.action.approve' })}
      onConfirm={() => void formik.submitForm().catch(() => undefined)}
      onCancel={onCancel}
      busy={action.busy}
    >
      <p>
        {isReturn
          ? intl.formatMessage({ id: 'bo.requests.approve_return.effect' })
          : intl.formatMessage({ id: 'bo.requests.approve_cancel.effect' }, { quantity: request.quantity, amount: request.refundableAmount.text })}
      </p>
      <FormikProvider value={formik}>
        <Form noValidate>
          <DraftKeeper save={draft.save} />
          {isReturn ? (
            <TextField
              name="cargoFirm"
              label={intl.formatMessage({ id: 'bo.requests.cargo_firm' })}
              hint={intl.formatMessage({ id: 'bo.requests.cargo_firm_hint' })}
              serverError={fieldError(action.notice, 'cargoFirm')}
              autoComplete="off"
            />
          ) : null}
          <TextAreaField
            name="note"
            label={intl.formatMessage({ id: 'bo.requests.note' })}
            hint={intl.formatMessage({ id: isReturn ? 'bo.requests.note_return_hint' : 'bo.requests.note_cancel_hint' })}
            serverError={fieldError(action.notice, 'note')}
          />
        </Form>
      </FormikProvider>
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
