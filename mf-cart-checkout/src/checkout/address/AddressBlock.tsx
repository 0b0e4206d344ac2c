// Delivery and billing address block of the checkout.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Loader } from '../../common/Loader';
import { AddressFormModal } from './AddressFormModal';
import { AddressList } from './AddressList';
import type { CheckoutAddressFieldsFragment } from 'shared-contracts/graphql';
import type { AddressSelection } from './useAddressSelection';
import styles from '../CheckoutPage.module.css';

export function AddressBlock({ selection }: { selection: AddressSelection }) {
  const intl = useIntl();
  const [adding, setAdding] = useState<'shipping' | 'billing' | null>(null);
  const [editing, setEditing] = useState<CheckoutAddressFieldsFragment | null>(null);
  const { addresses, addressesLoading, pending } = selection;

  return (
    <section className={styles.block} aria-labelledby="mf-cc-address-title" aria-busy={pending}>
      <h2 id="mf-cc-address-title" className={styles.blockTitle}>
        {intl.formatMessage({ id: 'checkout.address.title' })}
      </h2>
      {addressesLoading ? (
        <Loader />
      ) : (
        <AddressList
          role="shipping"
          addresses={addresses}
          selectedId={selection.shippingId}
          disabled={pending}
          onSelect={(id) => void selection.selectShipping(id)}
          onAdd={() => setAdding('shipping')}
          onEdit={setEditing}
        />
      )}
      <label className={styles.checkboxLine}>
        <input type="checkbox" checked={selection.sameAddress} disabled={pending} onChange={(e) => void selection.setSameAddress(e.target.checked)} />
        {intl.formatMessage({ id: 'checkout.address.sameAddress' })}
      </label>
      {!selection.sameAddress && !addressesLoading ? (
        <AddressList
          role="billing"
          addresses={addresses}
          selectedId={selection.billingId}
          disabled={pending}
          onSelect={(id) => void selection.selectBilling(id)}
          onAdd={() => setAdding('billing')}
          onEdit={setEditing}
        />
      ) : null}
      {adding ? (
        <AddressFormModal
          onClose={() => setAdding(null)}
          onSaved={(id) => {
            setAdding(null);
            // A new address is chosen for the role it was added from.
            void selection.addressAdded(id, adding);
          }}
        />
      ) : null}
      {editing ? (
        <AddressFormModal
          address={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            // The list shows the new text; the contracts follow a changed chosen address.
            await selection.refetchAddresses().catch(() => undefined);
          }}
        />
      ) : null}
    </section>
  );
}
