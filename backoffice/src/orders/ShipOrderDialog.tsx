// SHIP: the invoiced lines (or the ones chosen) go to the carrier with a tracking code; the
// shopper gets the tracking link by e-mail and SMS. No money or stock moves.
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { BackofficeCarriersDocument, BackofficeShipOrderDocument } from 'shared-contracts/admin/documents/orders';
import { fieldError } from '../common/ResultNotice';
import { TextField } from '../common/TextField';
import { zodValidate } from '../common/zod-formik';
import { ActionFormDialog } from './ActionFormDialog';
import { ChoiceGroup } from './ChoiceGroup';
import { FormSelect } from './FormSelect';
import { shipRules } from './order-action-rules';
import { linesFor } from './order-actions';
import type { OrderActionDialogProps } from './OrderActionDialog';

interface ShipValues {
  carrierId: string;
  trackingCode: string;
  itemIds: string[];
}

export function ShipOrderDialog({ order, action, onDone, onCancel }: OrderActionDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const carriers = useQuery(BackofficeCarriersDocument);
  const [ship] = useMutation(BackofficeShipOrderDocument);
  const lines = linesFor('SHIP', order);
  return (
    <ActionFormDialog<ShipValues>
      title={t('bo.orders.ship.title')}
      confirmLabel={t('bo.orders.action.SHIP')}
      draftKey={`order-${order.id}-ship`}
      initialValues={{ carrierId: '', trackingCode: '', itemIds: [] }}
      validate={zodValidate(shipRules, t)}
      action={action}
      onDone={onDone}
      onCancel={onCancel}
      submit={async (values) => {
        const chosen = values.itemIds.map(Number).filter((id) => lines.some((line) => line.id === id));
        const result = await action.run(
          () => ship({ variables: { orderId: order.id, carrierId: Number(values.carrierId), trackingCode: values.trackingCode.trim(), itemIds: chosen.length ? chosen : null } }),
          (d) => d.shipOrder,
        );
        return Boolean(result?.success);
      }}
    >
      {() => (
        <>
          <p>{t('bo.orders.ship.effect')}</p>
          <FormSelect name="carrierId" label={t('bo.orders.ship.carrier')} serverError={fieldError(action.notice, 'carrierId')}>
            <option value="">{carriers.loading && !carriers.data ? t('bo.orders.ship.carriers_loading') : t('bo.orders.ship.carrier_choose')}</option>
            {(carriers.data?.carriers ?? []).map((carrier) => (
              <option key={carrier.id} value={String(carrier.id)}>
                {carrier.name}
              </option>
            ))}
          </FormSelect>
          {carriers.error ? (
            <p role="alert">
              {t('bo.orders.ship.carriers_failed')}{' '}
              <button type="button" onClick={() => void carriers.refetch()}>
                {t('bo.common.retry')}
              </button>
            </p>
          ) : null}
          <TextField name="trackingCode" label={t('bo.orders.ship.tracking')} autoComplete="off" serverError={fieldError(action.notice, 'trackingCode')} />
          {lines.length > 1 ? (
            <ChoiceGroup
              name="itemIds"
              legend={t('bo.orders.ship.lines')}
              hint={t('bo.orders.ship.lines_hint')}
              choices={lines.map((line) => ({ value: String(line.id), label: `${line.productName} (${line.sku}) × ${line.quantity}` }))}
              serverError={fieldError(action.notice, 'itemIds')}
            />
          ) : null}
        </>
      )}
    </ActionFormDialog>
  );
}
