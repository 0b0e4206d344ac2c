// Sets one store's stock of one variant (setStoreStock), confirmed first: the store's stock the
// shop shows changes at once. The number is checked in place (a whole number, 0 or more).
import { useId, useState } from 'react';
import { Field, Form, Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type StoreStockLevelPartsFragment } from 'shared-contracts/admin';
import { BackofficeSetStoreStockDocument } from 'shared-contracts/admin/documents/catalogue';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ResultNotice, fieldError } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';
import { zodValidate } from '../common/zod-formik';
import { storeStockRules } from './catalogue-rules';
import type { StoreStockRow } from './product-types';
import styles from './catalogue.module.css';

export interface StoreStockFormProps {
  sku: string;
  row: StoreStockRow;
  onSaved: (level: StoreStockLevelPartsFragment) => void;
}

export function StoreStockForm({ sku, row, onSaved }: StoreStockFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const inputId = useId();
  const [pending, setPending] = useState<number | null>(null);
  const { run, notice, busy } = useStaffAction();
  const [save] = useMutation(BackofficeSetStoreStockDocument);
  // Said to screen readers with the label and the button: which store and variant this row is.
  const context = t('bo.catalogue.stock.context', { store: row.storeName, sku });

  const confirm = async (quantity: number) => {
    const result = await run(() => save({ variables: { sku, storeId: row.storeId, quantity } }), (d) => d.setStoreStock);
    setPending(null);
    if (result?.success && result.level) onSaved(result.level);
  };

  return (
    <div>
      <Formik
        initialValues={{ quantity: row.quantity === null ? '' : String(row.quantity) }}
        enableReinitialize
        validate={zodValidate(storeStockRules, (id) => t(id))}
        onSubmit={(values) => setPending(Number(String(values.quantity).trim()))}
      >
        {({ errors, touched }) => {
          const error = (touched.quantity && errors.quantity) || fieldError(notice, 'quantity');
          return (
            <Form noValidate className={styles.stockForm}>
              <div className={styles.stockField}>
                <label htmlFor={inputId}>
                  <FormattedMessage id="bo.catalogue.stock.quantity" />
                  <span className={styles.visuallyHidden}>{context}</span>
                </label>
                <Field
                  id={inputId}
                  name="quantity"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                />
                {error ? (
                  <span id={`${inputId}-error`} className={styles.error}>
                    {String(error)}
                  </span>
                ) : null}
              </div>
              <button type="submit" disabled={busy}>
                <FormattedMessage id="bo.catalogue.stock.save" />
                <span className={styles.visuallyHidden}>{context}</span>
              </button>
            </Form>
          );
        }}
      </Formik>
      <ResultNotice notice={notice} />
      {pending !== null ? (
        <ConfirmDialog
          title={t('bo.catalogue.stock.confirm_title')}
          confirmLabel={t('bo.catalogue.stock.confirm')}
          onConfirm={() => void confirm(pending)}
          onCancel={() => setPending(null)}
          busy={busy}
        >
          <p>
            {row.quantity === null ? (
              <FormattedMessage id="bo.catalogue.stock.confirm_body_new" values={{ store: row.storeName, sku, after: intl.formatNumber(pending) }} />
            ) : (
              <FormattedMessage
                id="bo.catalogue.stock.confirm_body"
                values={{ store: row.storeName, sku, before: intl.formatNumber(row.quantity), after: intl.formatNumber(pending) }}
              />
            )}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
