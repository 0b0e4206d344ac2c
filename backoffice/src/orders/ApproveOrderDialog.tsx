// APPROVE: the order is approved and waits for its invoice (PROCESSING -> PENDING); an optional
// note goes to its history. No money or stock moves.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { BackofficeApproveOrderDocument } from 'shared-contracts/admin/documents/orders';
import { fieldError } from '../common/ResultNotice';
import { zodValidate } from '../common/zod-formik';
import { ActionFormDialog } from './ActionFormDialog';
import { TextAreaField } from '../common/TextAreaField';
import { approveRules } from './order-action-rules';
import type { OrderActionDialogProps } from './OrderActionDialog';

export function ApproveOrderDialog({ order, action, onDone, onCancel }: OrderActionDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [approve] = useMutation(BackofficeApproveOrderDocument);
  return (
    <ActionFormDialog
      title={t('bo.orders.approve.title')}
      confirmLabel={t('bo.orders.action.APPROVE')}
      draftKey={`order-${order.id}-approve`}
      initialValues={{ note: '' }}
      validate={zodValidate(approveRules, t)}
      action={action}
      onDone={onDone}
      onCancel={onCancel}
      submit={async ({ note }) => {
        const result = await action.run(() => approve({ variables: { orderId: order.id, note: note.trim() || null } }), (d) => d.approveOrder);
        return Boolean(result?.success);
      }}
    >
      {() => (
        <>
          <p>{t('bo.orders.approve.effect')}</p>
          <TextAreaField name="note" label={t('bo.orders.approve.note')} rows={3} serverError={fieldError(action.notice, 'note')} />
        </>
      )}
    </ActionFormDialog>
  );
}
