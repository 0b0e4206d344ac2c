// INVOICE: the e-archive invoice is issued for the approved lines (PENDING -> INVOICED). No money
// or stock moves.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { BackofficeInvoiceOrderDocument } from 'shared-contracts/admin/documents/orders';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ResultNotice } from '../common/ResultNotice';
import type { OrderActionDialogProps } from './OrderActionDialog';

export function InvoiceOrderDialog({ order, action, onDone, onCancel }: OrderActionDialogProps) {
  const intl = useIntl();
  const [invoice] = useMutation(BackofficeInvoiceOrderDocument);
  const confirm = async () => {
    if (action.busy) return;
    const result = await action.run(() => invoice({ variables: { orderId: order.id } }), (d) => d.invoiceOrder);
    if (result?.success) onDone();
  };
  return (
    <ConfirmDialog title={intl.formatMessage({ id: 'bo.orders.invoice.title' })} confirmLabel={intl.formatMessage({ id: 'bo.orders.action.INVOICE' })} busy={action.busy} onConfirm={() => void confirm()} onCancel={onCancel}>
      <p>{intl.formatMessage({ id: 'bo.orders.invoice.effect' })}</p>
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
