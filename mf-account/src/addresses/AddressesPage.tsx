// /account/addresses: list, add, edit, delete, choose the default delivery and billing address.
// The first address added becomes the default billing and shipping address (type BOTH).
import { ShopModal, useMutation, useQuery } from 'shared-contracts';
import { useState } from 'react';
import {
  AccountAddCustomerAddressDocument,
  AccountCustomerAddressesDocument,
  AccountCustomerInfoDocument,
  AccountDeleteCustomerAddressDocument,
  AccountSelectCustomerAddressDocument,
  AccountUpdateCustomerAddressDocument,
} from 'shared-contracts/graphql';
import { firstErrorText } from '../auth/login-outcome';
import { AccountLayout } from '../account/AccountLayout';
import { QueryState } from '../common/QueryState';
import { useToast } from '../common/useToast';
import { useT } from '../common/useT';
import { AddressCard, type DefaultAddressKind } from './AddressCard';
import { AddressForm } from './AddressForm';
import { EMPTY_ADDRESS, toAddressInput, toAddressValues, type AddressData, type AddressValues } from './address-values';
import root from '../common/AccountBoundary.module.css';
import buttons from '../common/Button.module.css';
import styles from './AddressesPage.module.css';

type Editing = { mode: 'add' } | { mode: 'edit'; address: AddressData } | null;

export function AddressesPage() {
  const t = useT();
  const toast = useToast();
  const list = useQuery(AccountCustomerAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const info = useQuery(AccountCustomerInfoDocument);
  const refetchQueries = [AccountCustomerAddressesDocument];
  const [addAddress] = useMutation(AccountAddCustomerAddressDocument);
  const [updateAddress] = useMutation(AccountUpdateCustomerAddressDocument);
  const [selectAddress] = useMutation(AccountSelectCustomerAddressDocument);
  const [deleteAddress] = useMutation(AccountDeleteCustomerAddressDocument, { refetchQueries, awaitRefetchQueries: true });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AddressData | null>(null);
  const [savingDefault, setSavingDefault] = useState(false);
  const addresses = list.data?.customerAddresses ?? [];
  const flags = {
    streetAddress2Required: info.data?.customerInfo?.streetAddress2Required ?? false,
    zipPostalCodeRequired: info.data?.customerInfo?.zipPostalCodeRequired ?? false,
  };

  const save = async (values: AddressValues) => {
    if (!editing) return;
    const input = toAddressInput(values);
    try {
      const wasEmpty = addresses.length === 0;
      const response =
        editing.mode === 'add'
          ? (await addAddress({ variables: { input } })).data?.addCustomerAddress
          : (await updateAddress({ variables: { id: editing.address.id, input } })).data?.updateCustomerAddress;
      const error = firstErrorText(response?.errors);
      if (error || !response?.success) {
        toast('error', error ?? t('ui.notify.unexpected_error'));
        return;
      }
      if (editing.mode === 'add' && wasEmpty && response.address) {
        await selectAddress({ variables: { id: response.address.id, type: 'BOTH' } });
      }
      toast('success', t(editing.mode === 'add' ? 'ui.address.add_success' : 'ui.address.edit_success'));
      await list.refetch();
      setEditing(null);
    } catch {
      toast('error', t('ui.notify.unexpected_error'));
    }
  };

  const makeDefault = async (address: AddressData, kind: DefaultAddressKind) => {
    setSavingDefault(true);
    try {
      const { data } = await selectAddress({ variables: { id: address.id, type: kind } });
      const response = data?.selectCustomerAddress;
      if (response?.success) {
        await list.refetch();
        const saved = kind === 'SHIPPING' ? 'account.address.defaultShippingSaved' : 'account.address.defaultBillingSaved';
        toast('success', t(saved, { title: address.title }));
      } else {
        toast('error', firstErrorText(response?.errors) ?? t('ui.notify.unexpected_error'));
      }
    } catch {
      toast('error', t('ui.notify.unexpected_error'));
    }
    setSavingDefault(false);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { data } = await deleteAddress({ variables: { id: deleting.id } });
      if (data?.deleteCustomerAddress.success) toast('success', t('ui.address.delete_success'));
      else toast('error', firstErrorText(data?.deleteCustomerAddress.errors) ?? t('ui.notify.unexpected_error'));
    } catch {
      toast('error', t('ui.notify.unexpected_error'));
    }
    setDeleting(null);
  };

  return (
    <AccountLayout title={t('account.menu.addresses')}>
      <button type="button" className={buttons.secondary} onClick={() => setEditing({ mode: 'add' })}>
        {t('account.address.add')}
      </button>
      <QueryState query={list}>
        {addresses.length === 0 ? (
          <p className={styles.empty}>{t('account.address.empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('account.menu.addresses')}>
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                busy={savingDefault}
                onEdit={() => setEditing({ mode: 'edit', address })}
                onDelete={() => setDeleting(address)}
                onMakeDefault={(kind) => void makeDefault(address, kind)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {editing ? (
        <ShopModal
          title={t(editing.mode === 'add' ? 'account.address.add' : 'account.address.editTitle')}
          onClose={() => setEditing(null)}
          keepOnOutsideClick
          boundary="mf-account"
          className={root.boundary}
        >
          <AddressForm
            initialValues={editing.mode === 'add' ? EMPTY_ADDRESS : toAddressValues(editing.address)}
            flags={flags}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </ShopModal>
      ) : null}
      {deleting ? (
        <ShopModal title={t('account.address.deleteTitle')} onClose={() => setDeleting(null)} size="narrow" keepOnOutsideClick boundary="mf-account" className={root.boundary}>
          <p>{t('account.address.deleteConfirm', { title: deleting.title })}</p>
          <div className={styles.actions}>
            <button type="button" className={buttons.danger} onClick={() => void confirmDelete()}>
              {t('account.address.delete')}
            </button>
            <button type="button" className={buttons.link} onClick={() => setDeleting(null)}>
              {t('account.common.cancel')}
            </button>
          </div>
        </ShopModal>
      ) : null}
    </AccountLayout>
  );
}
