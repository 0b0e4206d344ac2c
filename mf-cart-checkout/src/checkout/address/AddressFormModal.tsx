// Add/edit-address form of the checkout (shared addressSchema): city -> district -> neighbourhood
// cascade where a changed parent resets its children, postcode filled from the neighbourhood.
// Given an address it opens prefilled and saves with updateCustomerAddress.
import { Formik, Form, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import { ShopModal, useApolloClient, useQuery } from 'shared-contracts';
import {
  CheckoutAddCustomerAddressDocument,
  CheckoutCustomerFlagsDocument,
  CheckoutUpdateCustomerAddressDocument,
  type CheckoutAddressFieldsFragment,
} from 'shared-contracts/graphql';
import { addressSchema, formatPhone, toFormikValidate } from 'shared-contracts/forms';
import { FormField } from '../../common/FormField';
import { useNotify } from '../../common/useNotify';
import { useLocationOptions } from './useLocationOptions';
import styles from '../CheckoutPage.module.css';

export interface AddressFormValues {
  title: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  cityId: number;
  regionId: number;
  neighborhoodId: number;
  address1: string;
  address2: string;
  zipPostalCode: string;
}

const EMPTY: AddressFormValues = {
  title: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  cityId: 0,
  regionId: 0,
  neighborhoodId: 0,
  address1: '',
  address2: '',
  zipPostalCode: '',
};

function LocationFields({ formik }: { formik: FormikProps<AddressFormValues> }) {
  const intl = useIntl();
  const { values, setValues } = formik;
  const { cities, districts, neighborhoods, ready } = useLocationOptions(values.cityId, values.regionId);
  const choose = intl.formatMessage({ id: 'checkout.address.form.choose' });
  return (
    <>
      <FormField
        as="select"
        name="cityId"
        label={intl.formatMessage({ id: 'checkout.address.form.city' })}
        disabled={!ready.cities}
        parse={Number}
        onValueChange={(v) => void setValues({ ...values, cityId: Number(v), regionId: 0, neighborhoodId: 0, zipPostalCode: '' })}
      >
        <option value={0}>{choose}</option>
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </FormField>
      <FormField
        as="select"
        name="regionId"
        label={intl.formatMessage({ id: 'checkout.address.form.district' })}
        disabled={!ready.districts}
        parse={Number}
        onValueChange={(v) => void setValues({ ...values, regionId: Number(v), neighborhoodId: 0, zipPostalCode: '' })}
      >
        <option value={0}>{choose}</option>
        {districts.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </FormField>
      <FormField
        as="select"
        name="neighborhoodId"
        label={intl.formatMessage({ id: 'checkout.address.form.neighborhood' })}
        disabled={!ready.neighborhoods}
        parse={Number}
        onValueChange={(v) => {
          const n = neighborhoods.find((x) => x.id === Number(v));
          void setValues({ ...values, neighborhoodId: Number(v), zipPostalCode: n?.zipPostalCode ?? '' });
        }}
      >
        <option value={0}>{choose}</option>
        {neighborhoods.map((n) => (
          <option key={n.id} value={n.id}>
            {n.name}
          </option>
        ))}
      </FormField>
    </>
  );
}

function valuesOf(address: CheckoutAddressFieldsFragment | undefined): AddressFormValues {
  if (!address) return EMPTY;
  return {
    title: address.title ?? '',
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    phoneNumber: address.phoneNumber ? formatPhone(address.phoneNumber) : '',
    email: address.email ?? '',
    cityId: address.cityId ?? 0,
    regionId: address.regionId ?? 0,
    neighborhoodId: address.neighborhoodId ?? 0,
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    zipPostalCode: address.zipPostalCode ?? '',
  };
}

export interface AddressFormModalProps {
  /** The address to edit; without it the form adds a new one. */
  address?: CheckoutAddressFieldsFragment;
  onClose: () => void;
  onSaved: (addressId: number) => void;
}

export function AddressFormModal({ address, onClose, onSaved }: AddressFormModalProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const notify = useNotify();
  const flagsQuery = useQuery(CheckoutCustomerFlagsDocument);
  const flags = flagsQuery.data?.customerInfo ?? undefined;
  const schema = addressSchema({ streetAddress2Required: flags?.streetAddress2Required, zipPostalCodeRequired: flags?.zipPostalCodeRequired });
  const validate = toFormikValidate(schema, (id, values) => intl.formatMessage({ id }, values));
  const label = (id: string) => intl.formatMessage({ id: `checkout.address.form.${id}` });

  return (
    <ShopModal title={intl.formatMessage({ id: address ? 'checkout.address.form.editTitle' : 'checkout.address.form.title' })} onClose={onClose} boundary="mf-cart-checkout">
      <Formik<AddressFormValues>
        initialValues={valuesOf(address)}
        validate={validate}
        onSubmit={async (v) => {
          const input = {
            title: v.title.trim(),
            firstName: v.firstName.trim(),
            lastName: v.lastName.trim(),
            phoneNumber: v.phoneNumber,
            email: v.email.trim() || null,
            cityId: v.cityId,
            regionId: v.regionId,
            neighborhoodId: v.neighborhoodId,
            address1: v.address1.trim(),
            address2: v.address2.trim() || null,
            zipPostalCode: v.zipPostalCode || null,
          };
          try {
            const result = address
              ? (await client.mutate({ mutation: CheckoutUpdateCustomerAddressDocument, variables: { id: address.id, input } })).data?.updateCustomerAddress
              : (await client.mutate({ mutation: CheckoutAddCustomerAddressDocument, variables: { input } })).data?.addCustomerAddress;
            if (!result || result.errors.length || !result.address) {
              notify.error(result?.errors[0]?.message || 'ui.notify.unexpected_error');
              return;
            }
            notify.success(address ? 'ui.address.edit_success' : 'ui.address.add_success');
            onSaved(result.address.id);
          } catch {
            notify.error('ui.notify.unexpected_error');
          }
        }}
      >
        {(formik) => (
          <Form noValidate className={styles.form}>
            <FormField name="title" label={label('addressTitle')} placeholder={label('addressTitleHint')} />
            <div className={styles.formRow}>
              <FormField name="firstName" label={label('firstName')} autoComplete="given-name" />
              <FormField name="lastName" label={label('lastName')} autoComplete="family-name" />
            </div>
            <div className={styles.formRow}>
              <FormField name="phoneNumber" type="tel" label={label('phone')} autoComplete="tel" placeholder="0(5XX) XXX XX XX" format={(v) => formatPhone(v)} />
              <FormField name="email" type="email" label={label('email')} autoComplete="email" />
            </div>
            <LocationFields formik={formik} />
            <FormField name="zipPostalCode" label={label('zip')} readOnly />
            <FormField as="textarea" name="address1" label={label('address1')} autoComplete="street-address" />
            <FormField name="address2" label={label('address2')} />
            <button type="submit" className={styles.primaryButton} disabled={formik.isSubmitting}>
              {label('save')}
            </button>
          </Form>
        )}
      </Formik>
    </ShopModal>
  );
}
