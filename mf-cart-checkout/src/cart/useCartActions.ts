// Every cart change the shopper can make. Each call sends the guest token, stores a returned
// token, writes the returned cart into the cache, updates the shell's badge and reports failures
// the way spec section 8 says ('Sepet güncellenemedi' when the request itself fails).
import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS, selectCustomerEmail, selectGuestData, type ShellState, useApolloClient } from 'shared-contracts';
import {
  AddGiftPackageNoteDocument,
  ClearShoppingCartDocument,
  RemoveCartItemDocument,
  RemoveGiftPackageNoteDocument,
  ShoppingCartDocument,
  UpdateCartItemDocument,
  type CheckoutCartFieldsFragment,
  type CheckoutCartItemFieldsFragment,
  type CheckoutCartMutationFieldsFragment,
} from 'shared-contracts/graphql';
import { useNotify } from '../common/useNotify';
import { cartItemToAnalytics } from './analytics-item';
import { cartFailureMessage } from './cart-feedback';

export const CART_UPDATE_ERROR = 'ui.cart.update_error';

export function useCartResultSync() {
  const client = useApolloClient();
  const dispatch = useDispatch();
  const guestData = useSelector((s: ShellState) => selectGuestData(s));

  return useCallback(
    (cart: CheckoutCartFieldsFragment | null | undefined, returnedGuestData?: string | null) => {
      const nextGuestData = returnedGuestData ?? guestData;
      if (returnedGuestData && returnedGuestData !== guestData) dispatch(EVENTS.guestDataReceived(returnedGuestData));
      if (!cart) {
        void client.refetchQueries({ include: [ShoppingCartDocument] });
        return;
      }
      client.writeQuery({ query: ShoppingCartDocument, variables: { guestData: nextGuestData }, data: { cart } });
      // Last, so the badge ends on the server's count whatever add/remove events preceded it.
      dispatch(EVENTS.cartCountChanged({ count: cart.cartCount }));
    },
    [client, dispatch, guestData],
  );
}

export function useCartActions() {
  const client = useApolloClient();
  const dispatch = useDispatch();
  const notify = useNotify();
  const sync = useCartResultSync();
  const guestData = useSelector((s: ShellState) => selectGuestData(s));
  const email = useSelector((s: ShellState) => selectCustomerEmail(s));

  /** Runs one cart mutation; true when the server accepted it. `onSuccess` runs before the sync. */
  const run = useCallback(
    async (mutate: () => Promise<CheckoutCartMutationFieldsFragment | undefined>, onSuccess?: () => void): Promise<boolean> => {
      let result: CheckoutCartMutationFieldsFragment | undefined;
      try {
        result = await mutate();
      } catch {
        notify.error(CART_UPDATE_ERROR);
        return false;
      }
      if (!result) {
        notify.error(CART_UPDATE_ERROR);
        return false;
      }
      const failure = cartFailureMessage(result, CART_UPDATE_ERROR);
      if (!failure) onSuccess?.();
      sync(result.cart, result.guestData);
      if (failure) notify.error(failure);
      return !failure;
    },
    [notify, sync],
  );

  const changeQuantity = useCallback(
    (item: CheckoutCartItemFieldsFragment, quantity: number) => {
      const delta = quantity - item.quantity;
      return run(async () => {
        const { data } = await client.mutate({
          mutation: UpdateCartItemDocument,
          variables: {
            cartItemId: item.id,
            productId: item.productId,
            attributeId: item.selectedAttributeId,
            attributeValueId: item.selectedAttributes[0] ?? null,
            quantity,
            giftPackage: item.isGiftPackage,
            guestData,
          },
        });
        return data?.updateCart;
      }, () => {
        if (delta > 0) dispatch(EVENTS.cartItemAdded({ item: cartItemToAnalytics(item, delta), email }));
        if (delta < 0) dispatch(EVENTS.cartItemRemoved({ item: cartItemToAnalytics(item, -delta), email }));
      });
    },
    [client, run, guestData, dispatch, email],
  );

  const removeItem = useCallback(
    (item: CheckoutCartItemFieldsFragment) =>
      run(
        async () => {
          const { data } = await client.mutate({ mutation: RemoveCartItemDocument, variables: { cartItemId: item.id, guestData } });
          return data?.removeCartItem;
        },
        () => dispatch(EVENTS.cartItemRemoved({ item: cartItemToAnalytics(item), email })),
      ),
    [client, run, guestData, dispatch, email],
  );

  const setGiftPackage = useCallback(
    (item: CheckoutCartItemFieldsFragment, giftPackage: boolean) =>
      run(async () => {
        const { data } = await client.mutate({
          mutation: UpdateCartItemDocument,
          variables: {
            cartItemId: item.id,
            productId: item.productId,
            attributeId: item.selectedAttributeId,
            attributeValueId: item.selectedAttributes[0] ?? null,
            quantity: item.quantity,
            giftPackage,
            guestData,
          },
        });
        return data?.updateCart;
      }),
    [client, run, guestData],
  );

  const saveGiftNote = useCallback(
    (note: string) =>
      run(async () => {
        const { data } = await client.mutate({ mutation: AddGiftPackageNoteDocument, variables: { note, guestData } });
        return data?.addGiftPackageNote;
      }),
    [client, run, guestData],
  );

  const removeGiftNote = useCallback(
    () =>
      run(async () => {
        const { data } = await client.mutate({ mutation: RemoveGiftPackageNoteDocument, variables: { guestData } });
        return data?.removeGiftPackageNote;
      }),
    [client, run, guestData],
  );

  /** Empties the cart (clearShoppingCart); each line leaves as a remove for analytics. */
  const clearCart = useCallback(
    (items: CheckoutCartItemFieldsFragment[]) =>
      run(
        async () => {
          const { data } = await client.mutate({ mutation: ClearShoppingCartDocument, variables: { guestData } });
          return data?.clearShoppingCart;
        },
        () => items.forEach((item) => dispatch(EVENTS.cartItemRemoved({ item: cartItemToAnalytics(item), email }))),
      ),
    [client, run, guestData, dispatch, email],
  );

  return useMemo(
    () => ({ changeQuantity, removeItem, setGiftPackage, saveGiftNote, removeGiftNote, clearCart }),
    [changeQuantity, removeItem, setGiftPackage, saveGiftNote, removeGiftNote, clearCart],
  );
}
