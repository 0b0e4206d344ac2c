// The favourite toggle of spec section 4, shared by every team that shows one: adds when absent,
// removes when present, sends the guest token for guests (the shell keeps their list locally and
// stores a new token), tells the shell through EVENTS.wishlistToggled (with the customer's e-mail
// for the data layer) and shows a toast, with a link to the wishlist after adding. Each team
// passes its own add/remove operations, so the API still sees which team asked.
import { useMutation } from '../data/hooks';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS, type AnalyticsItem } from '../events/event-map';
import { useIntlLanguage } from '../i18n/useIntlLanguage';
import { localizePath } from '../routes/route-table';
import { selectCustomerEmail, selectGuestData, type ShellState } from '../store/root-state';

/** What a team's addToWishlist / removeWishlistItem operation selects of WishlistMutationResult (at least). */
export interface WishlistToggleResult {
  status: boolean;
  guestData: string | null;
  errors: { message: string }[];
  wishList: { items: { id: number; productId: number }[] } | null;
}

export interface WishlistToggleVariables {
  productId: number;
  guestData: string | null;
}

export interface WishlistToggleOptions {
  addDocument: TypedDocumentNode<{ addToWishlist: WishlistToggleResult }, WishlistToggleVariables>;
  removeDocument: TypedDocumentNode<{ removeWishlistItem: WishlistToggleResult }, WishlistToggleVariables>;
  /** The GA4 item sent with wishlist:toggled. */
  item: AnalyticsItem;
  /** Translated label of the success toast's link to the wishlist page. */
  linkLabel: string;
  /** Names the team in the console when a toggle fails, e.g. 'mf-catalog'. */
  team: string;
}

class WishlistError extends Error {}

export function useWishlistToggle(productId: number, { addDocument, removeDocument, item, linkLabel, team }: WishlistToggleOptions) {
  const dispatch = useDispatch();
  const language = useIntlLanguage();
  const entry = useSelector((s: ShellState) => s.wishlist?.items.find((i) => i.productId === productId));
  const guestData = useSelector(selectGuestData);
  const email = useSelector(selectCustomerEmail);
  const [addToWishlist, addState] = useMutation(addDocument);
  const [removeWishlistItem, removeState] = useMutation(removeDocument);
  const inWishlist = Boolean(entry);

  function checked(result: WishlistToggleResult | undefined): WishlistToggleResult {
    if (!result || !result.status) throw new WishlistError(result?.errors[0]?.message);
    if (result.guestData && result.guestData !== guestData) dispatch(EVENTS.guestDataReceived(result.guestData));
    return result;
  }

  async function toggle() {
    const variables = { productId, guestData };
    try {
      if (inWishlist) {
        const { data } = await removeWishlistItem({ variables });
        checked(data?.removeWishlistItem);
        dispatch(EVENTS.wishlistToggled({ productId, id: entry?.id ?? 0, added: false, item, email }));
        dispatch(EVENTS.toastShown({ kind: 'success', message: 'ui.wishlist.remove_success' }));
      } else {
        const { data } = await addToWishlist({ variables });
        const result = checked(data?.addToWishlist);
        const id = result.wishList?.items.find((i) => i.productId === productId)?.id ?? 0;
        dispatch(EVENTS.wishlistToggled({ productId, id, added: true, item, email }));
        dispatch(
          EVENTS.toastShown({
            kind: 'success',
            message: 'ui.wishlist.add_success',
            link: { href: localizePath('/account/wishlist', language), label: linkLabel },
          }),
        );
      }
    } catch (error) {
      console.error(`[${team}] wishlist toggle failed`, error);
      const serverMessage = error instanceof WishlistError ? error.message : '';
      dispatch(EVENTS.toastShown({ kind: 'error', message: serverMessage || 'ui.wishlist.add_error' }));
    }
  }

  return { inWishlist, toggle, pending: addState.loading || removeState.loading };
}
