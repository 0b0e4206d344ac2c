// CANCEL: chosen lines not shipped yet are cancelled; their amount goes back to the card (a void
// or a refund, once per refundKey: the key is made when the dialog opens, so a retry or a double
// click cannot give the money back twice) and their stock returns.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { BackofficeCancelOrderItemsDocument } from 'shared-contracts/admin/documents/orders';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { newActionKey } from '../common/formatting';
import { fieldError } from '../common/ResultNotice';
import { zodValidate } from '../common/zod-formik';
import { ActionFormDialog } from './ActionFormDialog';
import { ChoiceGroup } from './ChoiceGroup';
import { TextAreaField } from '../common/TextAreaField';
import { formatLiraSum } from './money-sum';
import { cancelRules } from './order-action-rules';
import { linesFor } from './order-actions';
import type { OrderActionDialogProps } from './OrderActionDialog';
import styles from './order-form.module.css';

interface CancelValues {
  itemIds: string[];
  reason: string;
}

export function CancelOrderItemsDialog({ order, action, onDone, onCancel }: OrderActionDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { language } = useBackofficeLanguage();
  const [refundKey] = useState(() => newActionKey('cancel'));
  const [cancel] = useMutation(BackofficeCancelOrderItemsDocument);
  const lines = linesFor('CANCEL', order);
  const chosenLines = (ids: string[]) => lines.filter((line) => ids.includes(String(line.id)));
  return (
    <ActionFormDialog<CancelValues>
      title={t('bo.orders.cancel.title')}
      confirmLabel={t('bo.orders.action.CANCEL')}
      draftKey={`order-${order.id}-cancel`}
      // one line: it is the one to cancel
      initialValues={{ itemIds: lines.length === 1 ? [String(lines[0].id)] : [], reason: '' }}
      validate={zodValidate(cancelRules, t)}
      action={action}
      onDone={onDone}
      onCancel={onCancel}
      submit={async (values) => {
        const itemIds = chosenLines(values.itemIds).map((line) => line.id);
        const result = await action.run(() => cancel({ variables: { orderId: order.id, itemIds, reason: values.reason.trim(), refundKey } }), (d) => d.cancelOrderItems);
        return Boolean(result?.success);
      }}
    >
      {({ values }) => {
        const chosen = chosenLines(values.itemIds);
        return (
          <>
            <p className={styles.amount} aria-live="polite">
              {chosen.length
                ? intl.formatMessage({ id: 'bo.orders.cancel.effect' }, { amount: formatLiraSum(chosen.map((line) => line.refundable.value), language), count: chosen.length })
                : t('bo.orders.cancel.effect_none')}
            </p>
            <ChoiceGroup
              name="itemIds"
              legend={t('bo.orders.cancel.lines')}
              choices={lines.map((line) => ({ value: String(line.id), label: `${line.productName} (${line.sku}) × ${line.quantity} · ${line.refundable.text}` }))}
              serverError={fieldError(action.notice, 'itemIds')}
            />
            <TextAreaField name="reason" label={t('bo.orders.cancel.reason')} rows={3} serverError={fieldError(action.notice, 'reason')} />
          </>
        );
      }}
    </ActionFormDialog>
  );
}
