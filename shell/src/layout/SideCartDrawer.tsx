// The side cart (spec section 2): a labelled modal drawer on the right (full screen below 768px)
// showing the cart team's MiniCart through a remote area. The dialog lives here only; the
// widget renders content. Escape, the close button and a click outside close it; Tab stays
// inside while it is open and the focus goes back to what opened it.
import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { WIDGETS, moduleId, selectCartCount, type MiniCartProps } from 'shared-contracts';
import { RemoteArea } from '../federation/RemoteArea';
import { useLanguage } from '../routing/useLanguage';
import styles from './SideCartDrawer.module.css';

const MINI_CART = moduleId(WIDGETS.miniCart);
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface SideCartDrawerProps {
  onClose: () => void;
  /** Where the focus returns on close (the opener); null keeps it where it is. */
  returnFocus?: () => HTMLElement | null;
}

export function SideCartDrawer({ onClose, returnFocus }: SideCartDrawerProps) {
  const intl = useIntl();
  const language = useLanguage();
  const count = useSelector(selectCartCount);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;

  useEffect(() => {
    dialogRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      const target = returnFocusRef.current?.();
      if (target?.isConnected) target.focus();
    };
  }, []);

  // The focus trap: the widget's content arrives later, so the tab stops are looked up per key.
  const trapTab = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const stops = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]') && el.getClientRects().length > 0);
    if (!stops.length) {
      e.preventDefault();
      return;
    }
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialogRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const props: MiniCartProps = { language, onClose };
  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} data-testid="side-cart-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.drawer} onKeyDown={trapTab}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage({ id: 'shell.header.cart.count' }, { count })}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'shell.sideCart.close' })}>
            ×
          </button>
        </div>
        <div className={styles.body}>
          <RemoteArea id={MINI_CART} props={props} compact />
        </div>
      </div>
    </div>
  );
}
