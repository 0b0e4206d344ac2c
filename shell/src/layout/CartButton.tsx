// Cart with the item-count badge. Logged out it leads to /login?redirectUrl=/checkout (spec 2).
// Logged in it stays a link to /cart (without JavaScript, or opened in a new tab) but a plain
// click opens the side cart instead.
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectCartCount, selectIsLoggedIn, loginRedirectPath } from 'shared-contracts';
import { PrefetchLink } from '../routing/PrefetchLink';
import { useLocalize } from '../routing/useLanguage';
import styles from './CartButton.module.css';

export function CartButton({ onOpen, expanded = false }: { onOpen?: (opener: HTMLElement) => void; expanded?: boolean }) {
  const intl = useIntl();
  const localize = useLocalize();
  const count = useSelector(selectCartCount);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const to = isLoggedIn ? localize('/cart') : localize(loginRedirectPath(localize('/checkout')));
  const opensDrawer = isLoggedIn && onOpen !== undefined;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!opensDrawer || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(e.currentTarget);
  };
  // The badge is beside the link, not in it: the link's visible text ("Sepetim") stays part of
  // its name ("Sepetim, 4 ürün"), which already says the count. It is drawn on the bag's corner,
  // clear of the label, and lets clicks through to the link.
  return (
    <span className={styles.area}>
      <PrefetchLink
        to={to}
        className={styles.cart}
        aria-label={intl.formatMessage({ id: 'shell.header.cart.count' }, { count })}
        onClick={onClick}
        {...(opensDrawer ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': expanded } : {})}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span className={styles.label} aria-hidden="true">
          {intl.formatMessage({ id: 'shell.header.cart' })}
        </span>
      </PrefetchLink>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}
