// The modal stack (EVENTS.modalOpened / modalClosed): a backdrop under the top modal that closes
// it on click or Escape unless it asked not to, page scroll locked while any is open. Teams render
// their dialogs (shared-contracts' ShopModal) into #shell-modal-root, above the backdrop.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS, MODAL_ROOT_ID, useScrollLock, type ShellState } from 'shared-contracts';
import styles from './ModalHost.module.css';

export function ModalHost() {
  const stack = useSelector((s: ShellState) => s.modals.stack);
  const dispatch = useDispatch();
  const top = stack.at(-1);
  const open = stack.length > 0;

  useScrollLock(open);

  useEffect(() => {
    if (!top || top.disableBackdropClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(EVENTS.modalClosed({ id: top.id }));
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [top, dispatch]);

  return (
    <>
      {top && (
        <div
          className={styles.backdrop}
          data-testid="modal-backdrop"
          aria-hidden="true"
          onClick={() => !top.disableBackdropClose && dispatch(EVENTS.modalClosed({ id: top.id }))}
        />
      )}
      <div id={MODAL_ROOT_ID} className={styles.root} />
    </>
  );
}
