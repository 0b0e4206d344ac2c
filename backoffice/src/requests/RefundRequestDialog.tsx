// Refunding a received return's line, behind its confirmation that says how much goes back to
// the card. The refund key is made once when the dialog opens, so a retry (after a lost
// connection) is the same refund, never a second one.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { BackofficeRefundReturnedItemsDocument } from 'shared-contracts/admin/documents/requests';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { newActionKey } from '../common/formatting';
import { ResultNotice } from '../common/ResultNotice';
import { requestNameValues, type RequestDialogProps } from './request-dialog';

export function RefundRequestDialog({ request, action, onDone, onCancel }: RequestDialogProps) {
  const intl = useIntl();
  const [refundKey] = useState(() => newActionKey('refund'));
  const [refund] = useMutation(BackofficeRefundReturnedItemsDocument);
  const amount = request.refundableAmount.text;
  const confirm = async () => {
    const result = await action.run(
      () => refund({ variables: { orderId: request.orderId, itemIds: [request.orderItemId], refundKey } }),
      (data) => data.refundItems,
    );
    if (result?.success) onDone();
  };
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'bo.requests.refund.title' }, requestNameValues(request))}
      confirmLabel={intl.formatMessage({ id: 'bo.requests.refund.confirm' }, { amount })}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      busy={action.busy}
    >
      <p>{intl.formatMessage({ id: 'bo.requests.refund.effect' }, { amount })}</p>
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
