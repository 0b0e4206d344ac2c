// A cart line's favourite toggle: the shared wishlist rule of section 4 (useWishlistToggle), with
// the cart team's own wishlist operations.
import { useIntl } from 'react-intl';
import { useWishlistToggle } from 'shared-contracts';
import { CartAddToWishlistDocument, CartRemoveWishlistItemDocument, type CheckoutCartItemFieldsFragment } from 'shared-contracts/graphql';
import { cartItemToAnalytics } from './analytics-item';
import styles from './CartItemRow.module.css';

export function FavouriteToggle({ item }: { item: CheckoutCartItemFieldsFragment }) {
  const intl = useIntl();
  const { inWishlist, pending, toggle } = useWishlistToggle(item.productId, {
    addDocument: CartAddToWishlistDocument,
    removeDocument: CartRemoveWishlistItemDocument,
    item: cartItemToAnalytics(item, 1),
    linkLabel: intl.formatMessage({ id: 'cart.favourite.go' }),
    team: 'mf-cart-checkout',
  });
  return (
    <button
      type="button"
      className={inWishlist ? `${styles.favourite} ${styles.favouriteOn}` : styles.favourite}
      aria-pressed={inWishlist}
      aria-label={intl.formatMessage({ id: 'cart.favourite.toggle' }, { name: item.productName })}
      disabled={pending}
      onClick={() => void toggle()}
    >
      {inWishlist ? '♥' : '♡'}
    </button>
  );
}
