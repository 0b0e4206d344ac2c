// Carriers of the chosen delivery address (spec section 4): if the selected carrier is not
// among them the first is selected; picking one is sent to the server and refreshes the cart.
// The carriers on hand belong to one address: from the render another address is chosen until
// its carriers are answered they are loading, and until the answer has been looked at (the
// first one selected when the chosen one is not there) a carrier is being selected. The payment
// form is usable only after both, so it never shows for a moment in between.
import { useCallback, useEffect, useState } from 'react';
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

  // The address the carriers on hand were answered for (a page rendered with them: its address).
  const [answeredFor, setAnsweredFor] = useState<number | null>(() => (data ? shippingAddressId : null));
  useEffect(() => {
    if (shippingAddressId == null || answeredFor === shippingAddressId) return;
    let current = true;
    const answered = () => {
      if (current) setAnsweredFor(shippingAddressId);
    };
    // Another address can have other carriers (the first address's request, made when the query
    // stopped being skipped, is the same one: the client sends it once).
    refetch().then(answered, answered);
    return () => {
      current = false;
    };
  }, [shippingAddressId, answeredFor, refetch]);
  const answered = shippingAddressId != null && answeredFor === shippingAddressId && !loading;

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

  // Each answer (an address and its carriers) is looked at once: the chosen carrier stays when it
  // is offered, otherwise the first one is selected.
  const answer = answered ? `${shippingAddressId}|${options.map((o) => o.name).join('|')}` : null;
  const [checkedAnswer, setCheckedAnswer] = useState<string | null>(null);
  useEffect(() => {
    if (answer == null || answer === checkedAnswer) return;
    setCheckedAnswer(answer);
    if (!options.length || selecting) return;
    const current = selected ?? options.find((o) => o.selected)?.name ?? null;
    if (current && options.some((o) => o.name === current)) {
      if (current !== selected) setSelected(current);
      return;
    }
    void select(options[0].name);
    // Runs for a new answer only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  const offered = selected && options.some((o) => o.name === selected) ? selected : null;
  // An answer not looked at yet that will change the choice: a carrier is about to be selected.
  const checking = answer != null && answer !== checkedAnswer && options.length > 0 && offered == null;

  return {
    options,
    loading: shippingAddressId != null && !answered,
    selecting: selecting || checking,
    selected: offered,
    select,
  };
}

export type Carriers = ReturnType<typeof useCarriers>;
