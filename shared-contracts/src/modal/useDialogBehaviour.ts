// What every modal dialog does, whoever draws it (ShopModal, the shell's side cart): the focus
// moves inside on open (unless something inside already took it) and returns on close, Escape
// asks to close, the page's scrolling is locked if asked, and the returned keydown handler keeps
// Tab inside.
import { useCallback, useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { keepTabInside } from './focus-trap';
import { useScrollLock } from './useScrollLock';

export interface DialogBehaviour {
  /** False while the dialog is not shown (a dialog that stays mounted); true by default. */
  open?: boolean;
  /** What Escape does; without it Escape does nothing. */
  onEscape?: () => void;
  /** Lock the page's scrolling while open (the shell's ModalHost does it for dialogs on its stack). */
  lockScroll?: boolean;
  /** What gets the focus on open; the dialog element by default. */
  initialFocus?: () => HTMLElement | null;
  /** Where the focus goes on close (null: nowhere); by default what had it when the dialog opened. */
  returnFocus?: () => HTMLElement | null;
}

export function useDialogBehaviour(dialogRef: RefObject<HTMLElement | null>, { open = true, onEscape, lockScroll = false, initialFocus, returnFocus }: DialogBehaviour) {
  // Read when the keys and the close come, so the callers' callbacks need not be stable.
  const latest = useRef({ onEscape, initialFocus, returnFocus });
  latest.current = { onEscape, initialFocus, returnFocus };
  useScrollLock(open && lockScroll);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) (latest.current.initialFocus?.() ?? dialog).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onEscape?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const target = latest.current.returnFocus ? latest.current.returnFocus() : opener;
      // The page did not scroll while the dialog was open: the opener is where the shopper left it.
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [open, dialogRef]);

  return useCallback(
    (event: ReactKeyboardEvent<HTMLElement>) => {
      if (dialogRef.current) keepTabInside(event, dialogRef.current);
    },
    [dialogRef],
  );
}
