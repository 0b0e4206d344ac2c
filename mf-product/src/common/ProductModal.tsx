// A dialog on the shell's modal stack (section 4: modals stack, a backdrop click closes the top
// one): opening pushes EVENTS.modalOpened, the shell draws the backdrop and closes the top modal
// on a backdrop click or Escape; this dialog closes when its id leaves the stack. It renders into
// the shell's modal root when there is one, otherwise in place over its own backdrop (standalone
// page, tests). Focus moves into the dialog and back to the opener.
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS, type ShellState } from 'shared-contracts';
import styles from './ProductModal.module.css';

/** The shell's ModalHost renders this element above its backdrop. */
const SHELL_MODAL_ROOT_ID = 'shell-modal-root';

export function useProductModal(id: string) {
  const dispatch = useDispatch();
  const isOpen = useSelector((s: ShellState) => s.modals.stack.some((m) => m.id === id));
  const open = useCallback(() => dispatch(EVENTS.modalOpened({ id })), [dispatch, id]);
  const close = useCallback(() => dispatch(EVENTS.modalClosed({ id })), [dispatch, id]);
  return { isOpen, open, close };
}

interface Props {
  id: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
}

export function ProductModal({ id, title, children, wide = false }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const { isOpen, close } = useProductModal(id);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [isOpen, close]);

  // Closing with the page (route change) must not leave the modal on the shell's stack.
  useEffect(() => () => void close(), [close]);

  if (!isOpen) return null;
  const shellRoot = document.getElementById(SHELL_MODAL_ROOT_ID);
  const panel = (
    <div className={styles.frame} onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={`${styles.panel} ${wide ? styles.wide : ''}`} data-boundary="mf-product">
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'product.modal.close' })} onClick={close}>
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
  if (shellRoot) return createPortal(panel, shellRoot);
  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" />
      {panel}
    </>
  );
}
