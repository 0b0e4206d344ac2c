// COMPLETE: the delivered lines are closed as completed (DELIVERED -> COMPLETE). No money or stock
// moves; the return window keeps counting from the delivery.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { BackofficeCompleteOrderDocument } from 'shared-contracts/admin/documents/orders';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ResultNotice } from '../common/ResultNotice';
import type { OrderActionDialogProps } from './OrderActionDialog';

export function CompleteOrderDialog({ order, action, onDone, onCancel }: OrderActionDialogProps) {
  const intl = useIntl();
  const [complete] = useMutation(BackofficeCompleteOrderDocument);
  const confirm = async () => {
    if (action.busy) return;
    const result = await action.run(() => complete({ variables: { orderId: order.id } }), (d) => d.completeOrder);
    if (result?.success) onDone();
  };
  return (
    <ConfirmDialog title={intl.formatMessage({ id: 'bo.orders.complete.title' })} confirmLabel={intl.formatMessage({ id: 'bo.orders.action.COMPLETE' })} busy={action.busy} onConfirm={() => void confirm()} onCancel={onCancel}>
      <p>{intl.formatMessage({ id: 'bo.orders.complete.effect' })}</p>
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
