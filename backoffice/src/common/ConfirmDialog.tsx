// Asks before an action that moves money, stock or a shopper's order: the title names the
// action, the body says what will happen. A modal dialog: focus moves into it, Escape and the
// cancel button close it, focus returns to what opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen (to the money, the stock, the shopper). */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => opener?.focus?.();
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // Keep Tab inside the dialog.
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>('button:not([disabled]), input, select, textarea, a[href]'));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    <div className={styles.backdrop}>
      <div ref={dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} className={styles.dialog} onKeyDown={onKeyDown}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId}>{children}</div>
        <div className={styles.actions}>
          <button type="button" onClick={onCancel} data-autofocus>
            <FormattedMessage id="bo.common.cancel" />
          </button>
          <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
