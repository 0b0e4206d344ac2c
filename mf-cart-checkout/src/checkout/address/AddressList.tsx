// A radio list of the shopper's addresses for one role (delivery or billing), each with an edit
// action, and the button that opens the add-address form.
import { useIntl } from 'react-intl';
import type { CheckoutAddressFieldsFragment } from 'shared-contracts/graphql';
import { AddressOption } from './AddressOption';
import styles from '../CheckoutPage.module.css';

export interface AddressListProps {
  role: 'shipping' | 'billing';
  addresses: CheckoutAddressFieldsFragment[];
  selectedId: number | null;
  disabled: boolean;
  onSelect: (id: number) => void;
  onAdd: () => void;
  onEdit: (address: CheckoutAddressFieldsFragment) => void;
}

export function AddressList({ role, addresses, selectedId, disabled, onSelect, onAdd, onEdit }: AddressListProps) {
  const intl = useIntl();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage({ id: role === 'shipping' ? 'checkout.address.shipping' : 'checkout.address.billing' })}</legend>
      {addresses.length === 0 ? <p className={styles.hint}>{intl.formatMessage({ id: 'checkout.address.none' })}</p> : null}
      {addresses.map((address) => (
        <div key={address.id} className={styles.addressRow}>
          <AddressOption
            name={`mf-cc-${role}-address`}
            address={address}
            checked={address.id === selectedId}
            disabled={disabled}
            onSelect={() => onSelect(address.id)}
          />
          <button
            type="button"
            className={styles.editButton}
            disabled={disabled}
            aria-label={intl.formatMessage({ id: 'checkout.address.editLabel' }, { title: address.title })}
            onClick={() => onEdit(address)}
          >
            {intl.formatMessage({ id: 'checkout.address.edit' })}
          </button>
        </div>
      ))}
      <button type="button" className={styles.linkButton} onClick={onAdd}>
        {intl.formatMessage({ id: role === 'shipping' ? 'checkout.address.addShipping' : 'checkout.address.addBilling' })}
      </button>
    </fieldset>
  );
}
