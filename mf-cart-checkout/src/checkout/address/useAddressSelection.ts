// Delivery and billing address of the checkout (spec section 4): billing follows shipping while
// the 'same address' box is ticked (the default). The box and both addresses are the cart's, as
// the server keeps them (billingSameAsShipping, billingAddressId): after a reload the page shows
// what the order will be invoiced to. Each choice is set on the cart and the cart refreshed; the
// contracts follow (useCheckoutContracts).
import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useQuery } from 'shared-contracts';
import {
  CheckoutCustomerAddressesDocument,
  CheckoutSelectCustomerAddressDocument,
  CheckoutSetBillingSameAsShippingDocument,
  type AddressType,
  type CheckoutCartFieldsFragment,
} from 'shared-contracts/graphql';
import { useNotify } from '../../common/useNotify';

export function useAddressSelection(cart: CheckoutCartFieldsFragment, refetchCart: () => Promise<unknown>) {
  const client = useApolloClient();
  const notify = useNotify();
  const addressesQuery = useQuery(CheckoutCustomerAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const addresses = addressesQuery.data?.customerAddresses ?? [];
  const refetchAddresses = addressesQuery.refetch;
  const [shippingId, setShippingId] = useState<number | null>(cart.shippingAddressId);
  const [billingId, setBillingId] = useState<number | null>(cart.billingAddressId);
  const [sameAddress, setSameAddressState] = useState(cart.billingSameAsShipping);
  const [pending, setPending] = useState(false);
  // A refreshed cart is the truth again.
  useEffect(() => setShippingId(cart.shippingAddressId), [cart.shippingAddressId]);
  useEffect(() => setBillingId(cart.billingAddressId), [cart.billingAddressId]);
  useEffect(() => setSameAddressState(cart.billingSameAsShipping), [cart.billingSameAsShipping]);
  const select = useCallback(
    async (id: number, type: AddressType): Promise<boolean> => {
      setPending(true);
      try {
        const { data } = await client.mutate({ mutation: CheckoutSelectCustomerAddressDocument, variables: { id, type } });
        const result = data?.selectCustomerAddress;
        if (!result?.success) {
          notify.error(result?.errors[0]?.message || result?.message || 'ui.notify.unexpected_error');
          return false;
        }
        if (type !== 'BILLING') setShippingId(id);
        if (type !== 'SHIPPING') setBillingId(id);
        await refetchCart();
        return true;
      } catch {
        notify.error('ui.notify.unexpected_error');
        return false;
      } finally {
        setPending(false);
      }
    },
    [client, notify, refetchCart],
  );

  const selectShipping = useCallback((id: number) => select(id, sameAddress ? 'BOTH' : 'SHIPPING'), [select, sameAddress]);
  const selectBilling = useCallback((id: number) => select(id, 'BILLING'), [select]);

  /** The box is the server's: ticking it puts billing on the delivery address there. */
  const setSameAddress = useCallback(
    async (same: boolean) => {
      const before = sameAddress;
      setSameAddressState(same);
      setPending(true);
      try {
        const { data } = await client.mutate({ mutation: CheckoutSetBillingSameAsShippingDocument, variables: { same } });
        const result = data?.setBillingSameAsShipping;
        if (!result?.success) {
          setSameAddressState(before);
          notify.error(result?.errors[0]?.message || result?.message || 'ui.notify.unexpected_error');
          return;
        }
        if (same && shippingId != null) setBillingId(shippingId);
        await refetchCart();
      } catch {
        setSameAddressState(before);
        notify.error('ui.notify.unexpected_error');
      } finally {
        setPending(false);
      }
    },
    [client, notify, refetchCart, sameAddress, shippingId],
  );

  /**
   * A new address, saved in the form, is chosen for the role it was added from. Pending from the
   * start: until the list has it and the cart is set, the checkout is not ready for payment.
   */
  const addressAdded = useCallback(
    async (id: number, role: 'shipping' | 'billing'): Promise<boolean> => {
      setPending(true);
      try {
        await refetchAddresses();
      } catch {
        setPending(false);
        notify.error('ui.notify.unexpected_error');
        return false;
      }
      return role === 'shipping' ? selectShipping(id) : selectBilling(id);
    },
    [refetchAddresses, notify, selectShipping, selectBilling],
  );

  // A shopper with a default delivery address starts with it chosen: looked at once, when the
  // list is there and no known delivery address is. Until that choice is made the selection counts
  // as pending (nothing is chosen yet, but something is about to be).
  const [defaultTried, setDefaultTried] = useState(false);
  const shippingKnown = shippingId != null && addresses.some((a) => a.id === shippingId);
  const defaultDue = !defaultTried && !pending && addresses.length > 0 && !shippingKnown;
  const preferred = defaultDue ? addresses.find((a) => a.isDefaultShipping) : undefined;
  useEffect(() => {
    if (!defaultDue) return;
    setDefaultTried(true);
    if (preferred) void select(preferred.id, 'BOTH');
  }, [defaultDue, preferred, select]);

  // An address the cart remembers but the book no longer has (deleted) is no address at all.
  const known = (id: number | null) => (id != null && addressesQuery.data && !addresses.some((a) => a.id === id) ? null : id);
  return {
    addresses,
    addressesLoading: addressesQuery.loading && !addressesQuery.data,
    refetchAddresses,
    shippingId: known(shippingId),
    billingId: known(sameAddress ? shippingId : billingId),
    sameAddress,
    setSameAddress,
    selectShipping,
    selectBilling,
    addressAdded,
    pending: pending || preferred != null,
  };
}

export type AddressSelection = ReturnType<typeof useAddressSelection>;
