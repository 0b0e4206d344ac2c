// REFUND of one returned line: its refundable amount goes back to the shopper's card and the line
// becomes RETURNED. The refundKey is made once when the dialog opens: a double click or a retry
// after a lost connection asks for the same refund, which the API does only once.
import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { BackofficeRefundItemsDocument } from 'shared-contracts/admin/documents/orders';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { newActionKey } from '../common/formatting';
import { ResultNotice } from '../common/ResultNotice';
import type { OrderItem } from './order-actions';
import type { OrderActionDialogProps } from './OrderActionDialog';
import styles from './order-form.module.css';

export function RefundItemDialog({ order, item, action, onDone, onCancel }: OrderActionDialogProps & { item: OrderItem }) {
  const intl = useIntl();
  const [refundKey] = useState(() => newActionKey('refund'));
  const inFlight = useRef(false);
  const [refund] = useMutation(BackofficeRefundItemsDocument);
  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const result = await action.run(() => refund({ variables: { orderId: order.id, itemIds: [item.id], refundKey } }), (d) => d.refundItems);
      if (result?.success) onDone();
    } finally {
      inFlight.current = false;
    }
  };
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'bo.orders.refund.title' }, { product: item.productName })}
      confirmLabel={intl.formatMessage({ id: 'bo.orders.refund.confirm' })}
      busy={action.busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p className={styles.amount}>{intl.formatMessage({ id: 'bo.orders.refund.effect' }, { amount: item.refundable.text })}</p>
      <p>{intl.formatMessage({ id: 'bo.orders.refund.effect_more' })}</p>
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
