// ADD_NOTE: a note in the order's history; shown on the shopper's order page only when ticked.
// No money or stock moves.
import { useMutation } from '@apollo/client/react';
import { Field } from 'formik';
import { useIntl } from 'react-intl';
import { BackofficeAddOrderNoteDocument } from 'shared-contracts/admin/documents/orders';
import { fieldError } from '../common/ResultNotice';
import { zodValidate } from '../common/zod-formik';
import { ActionFormDialog } from './ActionFormDialog';
import { TextAreaField } from '../common/TextAreaField';
import { noteRules } from './order-action-rules';
import type { OrderActionDialogProps } from './OrderActionDialog';
import styles from './order-form.module.css';

interface NoteValues {
  note: string;
  visibleToShopper: boolean;
}

export function AddOrderNoteDialog({ order, action, onDone, onCancel }: OrderActionDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [addNote] = useMutation(BackofficeAddOrderNoteDocument);
  return (
    <ActionFormDialog<NoteValues>
      title={t('bo.orders.note.title')}
      confirmLabel={t('bo.orders.action.ADD_NOTE')}
      draftKey={`order-${order.id}-note`}
      initialValues={{ note: '', visibleToShopper: false }}
      validate={zodValidate(noteRules, t)}
      action={action}
      onDone={onDone}
      onCancel={onCancel}
      submit={async (values) => {
        const result = await action.run(() => addNote({ variables: { orderId: order.id, note: values.note.trim(), visibleToShopper: values.visibleToShopper } }), (d) => d.addOrderNote);
        return Boolean(result?.success);
      }}
    >
      {({ values }) => (
        <>
          <p aria-live="polite">{t(values.visibleToShopper ? 'bo.orders.note.effect_shopper' : 'bo.orders.note.effect_staff')}</p>
          <TextAreaField name="note" label={t('bo.orders.note.note')} rows={4} serverError={fieldError(action.notice, 'note')} />
          <label className={styles.checkbox}>
            <Field type="checkbox" name="visibleToShopper" />
            {t('bo.orders.note.visible')}
          </label>
        </>
      )}
    </ActionFormDialog>
  );
}
