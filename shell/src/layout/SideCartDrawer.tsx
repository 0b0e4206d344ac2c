// The side cart (spec section 2): a labelled modal drawer on the right (full screen below 768px)
// showing the cart team's MiniCart through a remote area. The dialog lives here only; the
// widget renders content. Escape, the close button and a click outside close it; Tab stays
// inside while it is open and the focus goes back to what opened it.
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectCartCount, useDialogBehaviour, type MiniCartProps, WIDGETS, moduleId } from 'shared-contracts';
import { RemoteArea } from '../federation/RemoteArea';
import { useLanguage } from '../routing/useLanguage';
import styles from './SideCartDrawer.module.css';

const MINI_CART = moduleId(WIDGETS.miniCart);

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
  // The drawer is not on the modal stack (it is the shell's own): it locks the page itself. The
  // widget's content arrives later; the Tab trap looks its stops up per key.
  const trapTab = useDialogBehaviour(dialogRef, { onEscape: onClose, lockScroll: true, returnFocus: returnFocus ?? (() => null) });

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
