// Favourite toggle of a cart line (section 4, wishlist): adds if absent, removes if present,
// with a toast; the shell's local wishlist follows the wishlist:toggled event.
import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useDispatch, useSelector } from 'react-redux';
import {
  CartAddToWishlistDocument,
  CartRemoveWishlistItemDocument,
  EVENTS,
  selectCustomerEmail,
  selectGuestData,
  selectIsInWishlist,
  selectWishlist,
  type CheckoutCartItemFieldsFragment,
  type ShellState,
} from 'shared-contracts';
import { useNotify } from '../common/useNotify';
import { useLocalizedPath } from '../common/RemoteLanguage';
import { cartItemToAnalytics } from './analyticsItem';

export const WISHLIST_ERROR = 'cart.favourite.error';

export function useFavouriteToggle(item: CheckoutCartItemFieldsFragment) {
  const client = useApolloClient();
  const dispatch = useDispatch();
  const notify = useNotify();
  const localize = useLocalizedPath();
  const isFavourite = useSelector((s: ShellState) => selectIsInWishlist(item.productId)(s));
  const wishlist = useSelector((s: ShellState) => selectWishlist(s));
  const guestData = useSelector((s: ShellState) => selectGuestData(s));
  const email = useSelector((s: ShellState) => selectCustomerEmail(s));
  const [pending, setPending] = useState(false);

  const toggle = useCallback(async () => {
    const adding = !isFavourite;
    setPending(true);
    try {
      const { data } = adding
        ? await client.mutate({ mutation: CartAddToWishlistDocument, variables: { productId: item.productId, guestData } }).then((r) => ({ data: r.data?.addToWishlist }))
        : await client.mutate({ mutation: CartRemoveWishlistItemDocument, variables: { productId: item.productId, guestData } }).then((r) => ({ data: r.data?.removeWishlistItem }));
      if (!data || !data.status) {
        notify.error(data?.errors[0]?.message || WISHLIST_ERROR);
        return;
      }
      if (data.guestData && data.guestData !== guestData) dispatch(EVENTS.guestDataReceived(data.guestData));
      const id =
        data.wishList?.items.find((w) => w.productId === item.productId)?.id ??
        wishlist.find((w) => w.productId === item.productId)?.id ??
        item.productId;
      dispatch(EVENTS.wishlistToggled({ productId: item.productId, id, added: adding, item: cartItemToAnalytics(item, 1), email }));
      if (adding) notify.success('cart.favourite.added', undefined, { href: localize('/account/wishlist'), label: 'cart.favourite.go' });
      else notify.success('cart.favourite.removed');
    } catch {
      notify.error(WISHLIST_ERROR);
    } finally {
      setPending(false);
    }
  }, [isFavourite, client, item, guestData, notify, dispatch, wishlist, email, localize]);

  return { isFavourite, pending, toggle };
}
