// The order list's filter form. Its values come from the address (so Back shows the filters of
// the list it returns to); applying them writes the address again (the list then starts at page 1).
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { BackofficeStoresDocument } from 'shared-contracts/admin/documents/stores';
import { TextField } from '../common/TextField';
import { zodValidate } from '../common/zod-formik';
import { ChoiceGroup } from './ChoiceGroup';
import { FormSelect } from './FormSelect';
import { orderFilterRules } from './order-filter-rules';
import { EMPTY_ORDER_FILTER, ORDER_STATUSES, type OrderFilterValues } from './order-list-params';
import styles from './order-list.module.css';

export function OrderFilters({ values, onApply }: { values: OrderFilterValues; onApply: (values: OrderFilterValues) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // The stores to which returns were brought; any staff session may read them.
  const stores = useQuery(BackofficeStoresDocument);
  return (
    <Formik<OrderFilterValues>
      initialValues={values}
      enableReinitialize
      validate={zodValidate(orderFilterRules, t)}
      onSubmit={(next) => onApply({ ...next, payment: next.payment.trim(), search: next.search.trim() })}
    >
      {({ resetForm }) => (
        <Form noValidate role="search" aria-label={t('bo.orders.filter.title')} className={styles.filters}>
          <div className={styles.filterSearch}>
            <TextField name="search" type="search" label={t('bo.orders.filter.search')} />
          </div>
          <ChoiceGroup name="statuses" legend={t('bo.orders.filter.statuses')} choices={ORDER_STATUSES.map((status) => ({ value: status, label: t(`bo.orders.status.${status}`) }))} />
          <div className={styles.filterRow}>
            <TextField name="createdFrom" type="date" label={t('bo.orders.filter.from')} />
            <TextField name="createdTo" type="date" label={t('bo.orders.filter.to')} />
            <FormSelect name="storeId" label={t('bo.orders.filter.store')}>
              <option value="">{t('bo.orders.filter.any_store')}</option>
              {(stores.data?.stores ?? []).map((store) => (
                <option key={store.id} value={String(store.id)}>
                  {store.city ? `${store.name} (${store.city})` : store.name}
                </option>
              ))}
            </FormSelect>
            <TextField name="payment" label={t('bo.orders.filter.payment')} hint={t('bo.orders.filter.payment_hint')} />
          </div>
          <div className={styles.filterButtons}>
            <button type="submit" className={styles.primary}>
              <FormattedMessage id="bo.orders.filter.submit" />
            </button>
            <button
              type="button"
              onClick={() => {
                resetForm({ values: EMPTY_ORDER_FILTER });
                onApply(EMPTY_ORDER_FILTER);
              }}
            >
              <FormattedMessage id="bo.orders.filter.clear" />
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
