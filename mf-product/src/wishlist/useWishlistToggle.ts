// Favourite toggle of the product gallery: adds when absent, removes when present (section 4), calls
// the API with the guest token, then tells the shell through EVENTS.wishlistToggled.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import {
  ProductAddToWishlistDocument,
  ProductRemoveWishlistItemDocument,
  EVENTS,
  localizePath,
  selectCustomerEmail,
  selectGuestData,
  type ProductWishlistResultFieldsFragment,
  type ShellState,
} from 'shared-contracts';
import { toAnalyticsItem } from '../common/analyticsItem';
import { useLanguage } from '../common/useLanguage';

interface WishlistProduct {
  id: number;
  sku: string;
  name: string;
  productPrice: { priceValue: number };
}

class WishlistError extends Error {}

export function useWishlistToggle(product: WishlistProduct) {
  const dispatch = useDispatch();
  const intl = useIntl();
  const language = useLanguage();
  const entry = useSelector((s: ShellState) => s.wishlist?.items.find((i) => i.productId === product.id));
  const guestData = useSelector(selectGuestData);
  const email = useSelector(selectCustomerEmail);
  const [addToWishlist, addState] = useMutation(ProductAddToWishlistDocument);
  const [removeWishlistItem, removeState] = useMutation(ProductRemoveWishlistItemDocument);
  const inWishlist = Boolean(entry);

  function checked(result: ProductWishlistResultFieldsFragment | undefined): ProductWishlistResultFieldsFragment {
    if (!result || !result.status) throw new WishlistError(result?.errors[0]?.message);
    if (result.guestData && result.guestData !== guestData) dispatch(EVENTS.guestDataReceived(result.guestData));
    return result;
  }

  async function toggle() {
    const variables = { productId: product.id, guestData };
    const item = toAnalyticsItem(product);
    try {
      if (inWishlist) {
        const { data } = await removeWishlistItem({ variables });
        checked(data?.removeWishlistItem);
        dispatch(EVENTS.wishlistToggled({ productId: product.id, id: entry?.id ?? 0, added: false, item, email }));
        dispatch(EVENTS.toastShown({ kind: 'success', message: 'ui.wishlist.remove_success' }));
      } else {
        const { data } = await addToWishlist({ variables });
        const result = checked(data?.addToWishlist);
        const id = result.wishList?.items.find((i) => i.productId === product.id)?.id ?? 0;
        dispatch(EVENTS.wishlistToggled({ productId: product.id, id, added: true, item, email }));
        dispatch(
          EVENTS.toastShown({
            kind: 'success',
            message: 'ui.wishlist.add_success',
            link: { href: localizePath('/account/wishlist', language), label: intl.formatMessage({ id: 'product.favourite.link' }) },
          }),
        );
      }
    } catch (error) {
      console.error('[mf-product] wishlist toggle failed', error);
      const serverMessage = error instanceof WishlistError ? error.message : '';
      dispatch(EVENTS.toastShown({ kind: 'error', message: serverMessage || 'ui.wishlist.add_error' }));
    }
  }

  return { inWishlist, toggle, pending: addState.loading || removeState.loading };
}
