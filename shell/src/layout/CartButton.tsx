// Cart with the item-count badge. Logged out it leads to /login?redirectUrl=/checkout (spec 2).
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { loginRedirectPath, selectCartCount, selectIsLoggedIn } from 'shared-contracts';
import { PrefetchLink } from '../routing/PrefetchLink';
import { useLocalize } from '../routing/useLanguage';
import styles from './CartButton.module.css';

export function CartButton() {
  const intl = useIntl();
  const localize = useLocalize();
  const count = useSelector(selectCartCount);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const to = isLoggedIn ? localize('/cart') : localize(loginRedirectPath(localize('/checkout')));
  return (
    <PrefetchLink to={to} className={styles.cart} aria-label={intl.formatMessage({ id: 'shell.header.cart.count' }, { count })}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span className={styles.label} aria-hidden="true">
        {intl.formatMessage({ id: 'shell.header.cart' })}
      </span>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </PrefetchLink>
  );
}
