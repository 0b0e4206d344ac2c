// Carriers of the chosen delivery address (spec section 4): if the selected carrier is not
// among them the first is selected; picking one is sent to the server and refreshes the cart.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from 'shared-contracts';
import { CheckoutSelectShippingOptionDocument, CheckoutShippingOptionsDocument } from 'shared-contracts/graphql';
import { useNotify } from '../../common/useNotify';

export function useCarriers(shippingAddressId: number | null, cartCarrier: string | null, refetchCart: () => Promise<unknown>) {
  const client = useApolloClient();
  const notify = useNotify();
  const { data, loading, refetch } = useQuery(CheckoutShippingOptionsDocument, { skip: shippingAddressId == null, fetchPolicy: 'network-only' });
  const options = shippingAddressId == null ? [] : (data?.shippingOptions ?? []);
  const [selected, setSelected] = useState<string | null>(cartCarrier);
  const [selecting, setSelecting] = useState(false);

  // Another address can have other carriers.
  const previousAddress = useRef(shippingAddressId);
  useEffect(() => {
    if (previousAddress.current != null && shippingAddressId != null && previousAddress.current !== shippingAddressId) void refetch();
    previousAddress.current = shippingAddressId;
  }, [shippingAddressId, refetch]);

  const select = useCallback(
    async (name: string) => {
      setSelecting(true);
      try {
        const { data: result } = await client.mutate({ mutation: CheckoutSelectShippingOptionDocument, variables: { optionName: name } });
        if (!result?.selectShippingOption.success) {
          notify.error('ui.notify.unexpected_error');
          return;
        }
        setSelected(name);
        await refetchCart();
      } catch {
        notify.error('ui.notify.unexpected_error');
      } finally {
        setSelecting(false);
      }
    },
    [client, notify, refetchCart],
  );

  const names = options.map((o) => o.name).join('|');
  useEffect(() => {
    if (!options.length || selecting) return;
    const current = selected ?? options.find((o) => o.selected)?.name ?? null;
    if (current && options.some((o) => o.name === current)) {
      if (current !== selected) setSelected(current);
      return;
    }
    void select(options[0].name);
    // Re-run only when the available carriers change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [names]);

  return {
    options,
    loading: shippingAddressId != null && loading,
    selecting,
    selected: selected && options.some((o) => o.name === selected) ? selected : null,
    select,
  };
}

export type Carriers = ReturnType<typeof useCarriers>;
