// Add / edit an address. On save the parent gets the API result; field rules are the shared
// addressSchema (address2 and zip required only when customer info says so).
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { addressSchema } from 'shared-contracts/forms';
import { PhoneField } from '../common/PhoneField';
import { TextField } from '../common/TextField';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useT } from '../common/useT';
import type { AddressValues } from './address-values';
import { LocationSelects } from './LocationSelects';
import buttons from '../common/Button.module.css';
import styles from './AddressesPage.module.css';

export interface AddressFormProps {
  initialValues: AddressValues;
  flags: { streetAddress2Required: boolean; zipPostalCodeRequired: boolean };
  onSubmit: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
}

export function AddressForm({ initialValues, flags, onSubmit, onCancel }: AddressFormProps) {
  const t = useT();
  const schema = useMemo(() => addressSchema(flags), [flags]);
  const validate = useSchemaValidate(schema);

  return (
    <Formik<AddressValues> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form}>
          <TextField name="title" label={t('account.address.title')} placeholder={t('account.address.titlePlaceholder')} />
          <div className={styles.row}>
            <TextField name="firstName" label={t('account.register.firstName')} autoComplete="given-name" />
            <TextField name="lastName" label={t('account.register.lastName')} autoComplete="family-name" />
          </div>
          <div className={styles.row}>
            <PhoneField name="phoneNumber" label={t('account.register.phone')} />
            <TextField name="email" type="email" label={t('account.address.email')} autoComplete="email" />
          </div>
          <LocationSelects />
          <TextField name="address1" label={t('account.address.address1')} hint={t('account.address.address1Hint')} autoComplete="address-line1" />
          <TextField name="address2" label={t(flags.streetAddress2Required ? 'account.address.address2' : 'account.address.address2Optional')} autoComplete="address-line2" />
          <TextField name="zipPostalCode" label={t('account.address.zip')} readOnly hint={t('account.address.zipHint')} />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={isSubmitting}>
              {t('account.common.save')}
            </button>
            <button type="button" className={buttons.link} onClick={onCancel}>
              {t('account.common.cancel')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
