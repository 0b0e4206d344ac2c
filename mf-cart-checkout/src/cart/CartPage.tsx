// /cart: the shopper's lines, price summary, coupon and gift note (logged-in only) and the way
// on to checkout.
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { RemoteSlot, selectIsLoggedIn, type ShellState, Link, useIntlLanguage, useLocalizedPath, WIDGETS, loginRedirectPath } from 'shared-contracts';
import { Loader } from '../common/Loader';
import { CartItemRow } from './CartItemRow';
import { ClearCartButton } from './ClearCartButton';
import { CouponBox } from './CouponBox';
import { EmptyCart } from './EmptyCart';
import { GiftNoteBox } from './GiftNoteBox';
import { GuestCheckoutButton } from './GuestCheckoutButton';
import { PriceSummary } from './PriceSummary';
import { useShoppingCart } from './useShoppingCart';
import styles from './CartPage.module.css';

export function CartPage() {
  const intl = useIntl();
  const language = useIntlLanguage();
  const localize = useLocalizedPath();
  const isLoggedIn = useSelector((s: ShellState) => selectIsLoggedIn(s));
  const { cart, loading, error, refetch } = useShoppingCart();

  if (loading) return <Loader />;
  if (error || !cart) {
    return (
      <div className={styles.empty} role="alert">
        <p>{intl.formatMessage({ id: 'cart.loadError' })}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void refetch()}>
          {intl.formatMessage({ id: 'common.retry' })}
        </button>
      </div>
    );
  }

  const heading = <h1 className={styles.title}>{intl.formatMessage({ id: 'cart.title' }, { count: cart.cartCount })}</h1>;
  if (!cart.items.length) {
    return (
      <div className={styles.page}>
        {heading}
        <EmptyCart />
      </div>
    );
  }

  const giftAllowed = isLoggedIn && cart.giftPackageBox.display;
  const checkoutPath = localize('/checkout');
  return (
    <div className={styles.page}>
      {heading}
      <div className={styles.layout}>
        <div>
          <ul className={styles.items} aria-label={intl.formatMessage({ id: 'cart.items' })}>
            {cart.items.map((item) => (
              <CartItemRow key={item.id} item={item} showGiftPackage={giftAllowed} />
            ))}
          </ul>
          <ClearCartButton items={cart.items} />
        </div>
        <aside className={styles.side}>
          <section className={styles.box}>
            <PriceSummary totals={cart.orderTotal} />
            <Link to={isLoggedIn ? checkoutPath : localize(loginRedirectPath(checkoutPath))} className={styles.primaryButton}>
              {intl.formatMessage({ id: 'cart.checkout' })}
            </Link>
            {cart.showCheckoutAsGuestButton ? <GuestCheckoutButton className={styles.secondaryButton} /> : null}
          </section>
          {isLoggedIn ? <CouponBox discountBox={cart.discountBox} /> : null}
          {giftAllowed && cart.items.some((i) => i.giftPackageEligible) ? <GiftNoteBox giftPackageBox={cart.giftPackageBox} /> : null}
        </aside>
      </div>
      <RemoteSlot
        {...WIDGETS.recommendationsStrip}
        props={{ language, kind: 'BOUGHT_TOGETHER', productId: cart.items[0].productId, inStockOnly: true, title: intl.formatMessage({ id: 'cart.recommendations' }) }}
      />
    </div>
  );
}
