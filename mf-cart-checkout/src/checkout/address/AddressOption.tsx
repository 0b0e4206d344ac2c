import type { CheckoutAddressFieldsFragment } from 'shared-contracts/graphql';
import styles from '../CheckoutPage.module.css';

export interface AddressOptionProps {
  name: string;
  address: CheckoutAddressFieldsFragment;
  checked: boolean;
  disabled: boolean;
  onSelect: () => void;
}

export function AddressOption({ name, address, checked, disabled, onSelect }: AddressOptionProps) {
  return (
    <label className={checked ? `${styles.option} ${styles.optionChecked}` : styles.option}>
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onSelect} />
      <span className={styles.optionText}>
        <strong>{address.title}</strong>
        <span>
          {address.firstName} {address.lastName} · {address.phoneNumber}
        </span>
        <span>
          {address.address1}
          {address.address2 ? `, ${address.address2}` : ''}, {address.neighborhood}, {address.region}/{address.city} {address.zipPostalCode}
        </span>
      </span>
    </label>
  );
}
