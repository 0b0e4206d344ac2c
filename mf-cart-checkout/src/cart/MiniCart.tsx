// The side cart's content: the same cart as /cart, compact, with its total and the ways on (to
// the cart, to checkout, through login for guests, or as a guest when the cart offers it). The
// shell hosts it in its side-cart dialog (title, close, focus); `onClose` closes that dialog when
// the shopper follows a link.
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn, type ShellState, Link, useLocalizedPath, loginRedirectPath } from 'shared-contracts';
import { Loader } from '../common/Loader';
import { CartItemRow } from './CartItemRow';
import { GuestCheckoutButton } from './GuestCheckoutButton';
import { PriceSummary } from './PriceSummary';
import { useShoppingCart } from './useShoppingCart';
import styles from './MiniCart.module.css';

export function MiniCart({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const isLoggedIn = useSelector((s: ShellState) => selectIsLoggedIn(s));
  const { cart, loading, error, refetch } = useShoppingCart();
  const checkoutPath = localize('/checkout');

  if (loading) return <Loader />;
  if (error || !cart)
    return (
      <div role="alert" className={styles.center}>
        <p>{intl.formatMessage({ id: 'cart.loadError' })}</p>
        <button type="button" className={styles.secondary} onClick={() => void refetch()}>
          {intl.formatMessage({ id: 'common.retry' })}
        </button>
      </div>
    );
  if (!cart.items.length)
    return (
      <div className={styles.center}>
        <p>{intl.formatMessage({ id: 'cart.empty.message' })}</p>
        <Link to={localize('/')} className={styles.primary} onClick={onClose}>
          {intl.formatMessage({ id: 'cart.empty.goHome' })}
        </Link>
        {/* The header's cart button opens this: the cart page stays one step away. */}
        <Link to={localize('/cart')} className={styles.secondary} onClick={onClose}>
          {intl.formatMessage({ id: 'miniCart.goToCart' })}
        </Link>
      </div>
    );
  return (
    <div className={styles.content}>
      <ul className={styles.items} aria-label={intl.formatMessage({ id: 'cart.items' })}>
        {cart.items.map((item) => (
          <CartItemRow key={item.id} item={item} showGiftPackage={false} compact />
        ))}
      </ul>
      <div className={styles.footer}>
        <PriceSummary totals={cart.orderTotal} />
        <Link to={isLoggedIn ? checkoutPath : localize(loginRedirectPath(checkoutPath))} className={styles.primary} onClick={onClose}>
          {intl.formatMessage({ id: 'cart.checkout' })}
        </Link>
        {cart.showCheckoutAsGuestButton ? <GuestCheckoutButton className={styles.secondary} onLeave={onClose} /> : null}
        <Link to={localize('/cart')} className={styles.secondary} onClick={onClose}>
          {intl.formatMessage({ id: 'miniCart.goToCart' })}
        </Link>
      </div>
    </div>
  );
}
