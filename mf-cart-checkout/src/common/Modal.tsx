// An accessible dialog: labelled by its title, closes on Escape, the close button or a backdrop
// click (unless disabled), moves focus inside on open and gives it back on close. A body that
// scrolls (a contract's text) can be focused, so it scrolls with the keyboard too (WCAG 2.1.1).
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './Modal.module.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Full-height sheet (the bank's payment frame). */
  fullHeight?: boolean;
  disableBackdropClose?: boolean;
}

export function Modal({ title, onClose, children, fullHeight, disableBackdropClose }: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setScrolls(body.scrollHeight > body.clientHeight);
  }, [children]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
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
      previous?.focus?.();
    };
  }, []);

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(e) => {
        if (!disableBackdropClose && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={fullHeight ? `${styles.dialog} ${styles.fullHeight}` : styles.dialog}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'common.close' })}>
            ×
          </button>
        </header>
        <div
          ref={bodyRef}
          className={styles.body}
          {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
