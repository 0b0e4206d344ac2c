// addToCart with the guest token from the store; on success tells the shell (cart:item-added,
// guest:data-received) and toasts ui.cart.add_success with a link to the cart; on failure toasts
// ui.cart.add_error with the first server message (section 8).
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useMutation, EVENTS, selectCustomerEmail, selectGuestData, useIntlLanguage, localizePath } from 'shared-contracts';
import { ProductAddToCartDocument } from 'shared-contracts/graphql';
import { toAnalyticsItem } from '../common/analytics-item';
import type { DetailedProduct, VariantAttribute, VariantValue } from '../variants/variant-rules';

export function useAddToCart(product: DetailedProduct) {
  const intl = useIntl();
  const language = useIntlLanguage();
  const dispatch = useDispatch();
  const guestData = useSelector(selectGuestData);
  const email = useSelector(selectCustomerEmail);
  const [addToCart, { loading }] = useMutation(ProductAddToCartDocument);

  const fail = (serverMessage?: string | null) => {
    const text = intl.formatMessage({ id: 'ui.cart.add_error' });
    dispatch(EVENTS.toastShown({ kind: 'error', message: serverMessage ? `${text} ${serverMessage}` : 'ui.cart.add_error' }));
  };

  async function add(attribute: VariantAttribute | null, value: VariantValue | null): Promise<boolean> {
    try {
      const { data } = await addToCart({
        variables: { productId: product.id, attributeId: attribute?.id ?? null, attributeValueId: value?.id ?? null, quantity: 1, guestData },
      });
      const result = data?.addToCart;
      if (!result?.status) {
        fail(result?.message[0] ?? result?.errors[0]?.message);
        return false;
      }
      if (result.guestData) dispatch(EVENTS.guestDataReceived(result.guestData));
      dispatch(EVENTS.cartItemAdded({ item: toAnalyticsItem(product, { quantity: 1, ...(value ? { item_variant: value.name } : {}) }), email }));
      dispatch(
        EVENTS.toastShown({
          kind: 'success',
          message: 'ui.cart.add_success',
          link: { href: localizePath('/cart', language), label: intl.formatMessage({ id: 'product.goToCart' }) },
        }),
      );
      return true;
    } catch (error) {
      console.error('[mf-product] addToCart failed', error);
      fail();
      return false;
    }
  }

  return { add, adding: loading };
}
