// Returned goods arrived, behind its confirmation: at a store (chosen; a STORE member's own store,
// fixed, as the API allows no other) or, with no store, at the warehouse. Receiving moves no
// money and adds nothing to stock; the refund is its own step.
import { useId } from 'react';
import { Form, FormikProvider, useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { BackofficeStoresDocument } from 'shared-contracts/admin/documents/stores';
import { BackofficeReceiveReturnDocument } from 'shared-contracts/admin/documents/requests';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ResultNotice, fieldError } from '../common/ResultNotice';
import { useStaffSession } from '../session/staff-session';
import { requestNameValues, type RequestDialogProps } from './request-dialog';
import styles from './requests.module.css';

export function ReceiveReturnDialog({ request, action, onDone, onCancel }: RequestDialogProps) {
  const intl = useIntl();
  const { staff } = useStaffSession();
  const ownStoreId = staff?.role === 'STORE' ? staff.storeId : null;
  const stores = useQuery(BackofficeStoresDocument, { skip: ownStoreId != null });
  const [receive] = useMutation(BackofficeReceiveReturnDocument);
  const selectId = useId();
  const formik = useFormik({
    initialValues: { storeId: '' },
    onSubmit: async (values) => {
      const storeId = ownStoreId ?? (values.storeId ? Number(values.storeId) : null);
      const result = await action.run(() => receive({ variables: { requestId: request.id, storeId } }), (data) => data.receiveReturn);
      if (result?.success) onDone();
    },
  });
  const storeError = fieldError(action.notice, 'storeId');
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'bo.requests.receive.title' }, requestNameValues(request))}
      confirmLabel={intl.formatMessage({ id: 'bo.requests.receive.confirm' })}
      onConfirm={() => void formik.submitForm().catch(() => undefined)}
      onCancel={onCancel}
      busy={action.busy}
    >
      <p>{intl.formatMessage({ id: 'bo.requests.receive.effect' })}</p>
      {ownStoreId != null ? (
        <p>{intl.formatMessage({ id: 'bo.requests.receive.own_store' }, { store: staff?.storeName ?? String(ownStoreId) })}</p>
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'bo.requests.receive.store_effect' })}</p>
          <FormikProvider value={formik}>
            <Form noValidate className={styles.field}>
              <label htmlFor={selectId}>{intl.formatMessage({ id: 'bo.requests.receive.where' })}</label>
              <select
                id={selectId}
                {...formik.getFieldProps('storeId')}
                aria-invalid={storeError ? true : undefined}
                aria-describedby={storeError ? `${selectId}-error` : undefined}
              >
                <option value="">{intl.formatMessage({ id: 'bo.requests.receive.warehouse' })}</option>
                {(stores.data?.stores ?? []).map((store) => (
                  <option key={store.id} value={String(store.id)}>
                    {intl.formatMessage({ id: 'bo.requests.receive.store_option' }, { name: store.name, city: store.city })}
                  </option>
                ))}
              </select>
              {storeError ? (
                <span id={`${selectId}-error`} className={styles.error}>
                  {storeError}
                </span>
              ) : null}
            </Form>
          </FormikProvider>
        </>
      )}
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
