// The side cart: the same cart as /cart in a drawer the shell opens from the header, with links
// to the cart page and on to checkout (through login for guests).
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { loginRedirectPath, selectIsLoggedIn, type ShellState } from 'shared-contracts';
import { Loader } from '../common/Loader';
import { Modal } from '../common/Modal';
import { useLocalizedPath } from '../common/RemoteLanguage';
import { CartItemRow } from './CartItemRow';
import { PriceSummary } from './PriceSummary';
import { useShoppingCart } from './useShoppingCart';
import styles from './MiniCart.module.css';

export function MiniCart({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const isLoggedIn = useSelector((s: ShellState) => selectIsLoggedIn(s));
  const { cart, loading, error, refetch } = useShoppingCart();
  const checkoutPath = localize('/checkout');

  let body;
  if (loading) body = <Loader />;
  else if (error || !cart)
    body = (
      <div role="alert" className={styles.center}>
        <p>{intl.formatMessage({ id: 'cart.loadError' })}</p>
        <button type="button" className={styles.secondary} onClick={() => void refetch()}>
          {intl.formatMessage({ id: 'common.retry' })}
        </button>
      </div>
    );
  else if (!cart.items.length)
    body = (
      <div className={styles.center}>
        <p>{intl.formatMessage({ id: 'cart.empty.message' })}</p>
        <Link to={localize('/')} className={styles.primary} onClick={onClose}>
          {intl.formatMessage({ id: 'cart.empty.goHome' })}
        </Link>
      </div>
    );
  else
    body = (
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
          <Link to={localize('/cart')} className={styles.secondary} onClick={onClose}>
            {intl.formatMessage({ id: 'miniCart.goToCart' })}
          </Link>
        </div>
      </div>
    );

  return (
    <Modal drawer title={intl.formatMessage({ id: 'cart.title' }, { count: cart?.cartCount ?? 0 })} onClose={onClose}>
      {body}
    </Modal>
  );
}
