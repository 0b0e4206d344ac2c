// A full-screen overlay with a centred panel; page scroll is locked while it is open and
// Escape or the close button closes it. The backdrop closes it only when allowed.
import { useEffect, useId, type ReactNode } from 'react';
import { useT } from './useT';
import styles from './Modal.module.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: number;
  closeOnBackdrop?: boolean;
  /** Hides the visible heading (the dialog keeps it as its accessible name). */
  hideTitle?: boolean;
}

export function useScrollLock(): void {
  useEffect(() => {
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, []);
}

export function Modal({ title, onClose, children, maxWidth = 560, closeOnBackdrop = false, hideTitle = false }: ModalProps) {
  const t = useT();
  const titleId = useId();
  useScrollLock();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.panel} style={{ maxWidth }}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? styles.visuallyHidden : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('account.common.close')}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
