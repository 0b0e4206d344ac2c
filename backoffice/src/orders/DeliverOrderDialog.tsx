// DELIVER: the shipped lines are delivered at the given time (default now, never in the future);
// the 15-day return window counts from it. No money or stock moves.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { BackofficeDeliverOrderDocument } from 'shared-contracts/admin/documents/orders';
import { fieldError } from '../common/ResultNotice';
import { TextField } from '../common/TextField';
import { zodValidate } from '../common/zod-formik';
import { ActionFormDialog } from './ActionFormDialog';
import { deliverRules, localDateTimeNow } from './order-action-rules';
import type { OrderActionDialogProps } from './OrderActionDialog';

export function DeliverOrderDialog({ order, action, onDone, onCancel }: OrderActionDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [deliver] = useMutation(BackofficeDeliverOrderDocument);
  // The minute the dialog offers as "now".
  const [offered] = useState(localDateTimeNow);
  return (
    <ActionFormDialog
      title={t('bo.orders.deliver.title')}
      confirmLabel={t('bo.orders.action.DELIVER')}
      draftKey={`order-${order.id}-deliver`}
      initialValues={{ deliveredOn: localDateTimeNow() }}
      validate={zodValidate(deliverRules, t)}
      action={action}
      onDone={onDone}
      onCancel={onCancel}
      submit={async ({ deliveredOn }) => {
        // The input is the browser's local time to the minute; the API takes an ISO instant. The
        // minute offered as "now" (or a later one) means now (the API's default, to the second):
        // sent as such, a delivery recorded right after the shipping is never put before it.
        const at = deliveredOn >= offered ? null : new Date(deliveredOn).toISOString();
        const result = await action.run(() => deliver({ variables: { orderId: order.id, deliveredOn: at, itemIds: null } }), (d) => d.deliverOrder);
        return Boolean(result?.success);
      }}
    >
      {() => (
        <>
          <p>{t('bo.orders.deliver.effect')}</p>
          <TextField name="deliveredOn" type="datetime-local" label={t('bo.orders.deliver.date')} max={localDateTimeNow()} serverError={fieldError(action.notice, 'deliveredOn')} />
        </>
      )}
    </ActionFormDialog>
  );
}
