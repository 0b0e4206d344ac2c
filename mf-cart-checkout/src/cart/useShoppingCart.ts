// The cart as the server has it, read with the guest token from the shell's store. Keeps the
// shell's cart count and guest token in step with what the server returns.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS, selectCartCount, selectGuestData, type ShellState, useQuery } from 'shared-contracts';
import { ShoppingCartDocument } from 'shared-contracts/graphql';

export function useShoppingCart(options: { refetchOnMount?: boolean } = {}) {
  const guestData = useSelector((s: ShellState) => selectGuestData(s));
  const storedCount = useSelector((s: ShellState) => selectCartCount(s));
  const dispatch = useDispatch();
  const { data, loading, error, refetch } = useQuery(ShoppingCartDocument, {
    variables: { guestData },
    // Checkout must not start from a stale cart (spec: loader until the cart is re-fetched).
    fetchPolicy: options.refetchOnMount ? 'network-only' : 'cache-and-network',
  });
  const cart = data?.cart ?? null;

  useEffect(() => {
    if (cart?.guestData && cart.guestData !== guestData) dispatch(EVENTS.guestDataReceived(cart.guestData));
  }, [cart?.guestData, guestData, dispatch]);

  useEffect(() => {
    if (cart && cart.cartCount !== storedCount) dispatch(EVENTS.cartCountChanged({ count: cart.cartCount }));
    // Only a new server answer should correct the badge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart]);

  return { cart, loading: loading && !cart, error: cart ? undefined : error, refetch, guestData };
}
