// Delivery and billing address of the checkout (spec section 4): billing follows shipping while
// the 'same address' box is ticked (the default); each choice is set on the cart, the cart is
// refreshed and the contracts follow the address change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { CONTRACT_REFRESH_DELAY_MS } from 'shared-contracts';
import {
  CheckoutCustomerAddressesDocument,
  CheckoutSelectCustomerAddressDocument,
  type AddressType,
  type CheckoutCartFieldsFragment,
} from 'shared-contracts/graphql';
import { useNotify } from '../../common/useNotify';

export function useAddressSelection(cart: CheckoutCartFieldsFragment, refetchCart: () => Promise<unknown>) {
  const client = useApolloClient();
  const notify = useNotify();
  const addressesQuery = useQuery(CheckoutCustomerAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const addresses = addressesQuery.data?.customerAddresses ?? [];
  const [shippingId, setShippingId] = useState<number | null>(cart.shippingAddressId);
  const [billingId, setBillingId] = useState<number | null>(cart.billingAddressId);
  const [sameAddress, setSameAddressState] = useState(true);
  const [pending, setPending] = useState(false);
  const contractTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(contractTimer.current), []);

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
        clearTimeout(contractTimer.current);
        // The contracts name the buyer's address: drop the cached ones so a shown agreement
        // fetches them again and a later one starts fresh.
        contractTimer.current = setTimeout(() => {
          client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'contractByWidgetZone' });
          client.cache.gc();
        }, CONTRACT_REFRESH_DELAY_MS);
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

  const setSameAddress = useCallback(
    async (same: boolean) => {
      setSameAddressState(same);
      if (same && shippingId != null && billingId !== shippingId) await select(shippingId, 'BILLING');
    },
    [select, shippingId, billingId],
  );

  // A shopper with a default delivery address starts with it chosen.
  const defaultTried = useRef(false);
  useEffect(() => {
    if (defaultTried.current || pending || !addresses.length) return;
    if (shippingId != null && addresses.some((a) => a.id === shippingId)) return;
    const preferred = addresses.find((a) => a.isDefaultShipping);
    defaultTried.current = true;
    if (preferred) void select(preferred.id, 'BOTH');
  }, [addresses, shippingId, pending, select]);

  // An address the cart remembers but the book no longer has (deleted) is no address at all.
  const known = (id: number | null) => (id != null && addressesQuery.data && !addresses.some((a) => a.id === id) ? null : id);
  return {
    addresses,
    addressesLoading: addressesQuery.loading && !addressesQuery.data,
    refetchAddresses: addressesQuery.refetch,
    shippingId: known(shippingId),
    billingId: known(sameAddress ? shippingId : billingId),
    sameAddress,
    setSameAddress,
    selectShipping,
    selectBilling,
    pending,
  };
}

export type AddressSelection = ReturnType<typeof useAddressSelection>;
