// The one modal dialog every team uses (spec section 4: modals stack, the top one closes on a
// backdrop click or Escape). It sits on the shell's modal stack: with an `id` it shows while that
// id is on the stack (useModal(id) opens and closes it); without one it puts itself on the stack
// while it is rendered and calls onClose when the shopper closes it. It renders into the shell's
// modal root (above the shell's backdrop, which also locks the page), or in place over a backdrop
// of its own when there is no shell (a standalone page, tests).
// Accessibility: a labelled dialog (aria-modal) named by its title, the focus moved inside, kept
// there (Tab cycles) and given back to the opener; a body that scrolls can be focused, so it
// scrolls with the keyboard too (WCAG 2.1.1).
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { EVENTS } from '../events/event-map';
import type { ShellState } from '../store/root-state';
import { MODAL_ROOT_ID } from './modal-root';
import { useDialogBehaviour } from './useDialogBehaviour';
import styles from './ShopModal.module.css';
import { onServer } from '../server-render/on-server';

/**
 * 'narrow' 420px (a confirmation), 'default' 560px, 'wide' 960px (a picture, the size guide),
 * 'full-height' 720px as tall as the window (the bank's payment frame), 'sheet' the whole
 * screen, a 420px panel on the right from 600px up (the listing's filters).
 */
export type ShopModalSize = 'narrow' | 'default' | 'wide' | 'full-height' | 'sheet';

export interface ShopModalProps {
  /** Its name (aria-labelledby) and visible heading. */
  title: string;
  children: ReactNode;
  /** Its id on the modal stack when its opener controls it there (useModal); it then shows while the id is on the stack. */
  id?: string;
  /** Called once the shopper closed it (close button, Escape, a click outside): the caller stops rendering it. */
  onClose?: () => void;
  /** The heading is not shown; it still names the dialog. */
  hideTitle?: boolean;
  /** Below the scrolling body, always in view (a sheet's actions). */
  footer?: ReactNode;
  size?: ShopModalSize;
  /** A width the business sets (e.g. CODE_OVERLAY_MAX_WIDTH_PX), over the size's. */
  maxWidth?: number;
  /** Only the close button closes it: neither Escape nor a click outside (the bank's payment frame). */
  disableBackdropClose?: boolean;
  /** A click outside does not close it, Escape still does (a form a stray click must not lose). */
  keepOnOutsideClick?: boolean;
  /** What gets the focus on open when its content takes none: the dialog itself, or its close button. */
  initialFocus?: 'dialog' | 'close-button';
  /** The team's package: the dialog, drawn outside the team's tree, carries its data-boundary. */
  boundary?: string;
  /** More classes for the dialog element (a team's root styles its content expects). */
  className?: string;
}

const SIZE_CLASS: Record<ShopModalSize, string | undefined> = {
  narrow: styles.narrow,
  default: undefined,
  wide: styles.wide,
  'full-height': styles.fullHeight,
  sheet: styles.sheet,
};

export function ShopModal({
  title,
  children,
  id: stackId,
  onClose,
  hideTitle = false,
  footer,
  size = 'default',
  maxWidth,
  disableBackdropClose = false,
  keepOnOutsideClick = false,
  initialFocus = 'dialog',
  boundary,
  className,
}: ShopModalProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const store = useStore<ShellState>();
  const ownId = useId();
  const id = stackId ?? `modal${ownId}`;
  const titleId = useId();
  const entry = useSelector((s: ShellState) => s.modals.stack.find((m) => m.id === id));
  const isTop = useSelector((s: ShellState) => s.modals.stack.at(-1)?.id === id);
  const onStack = entry !== undefined;
  const shown = stackId === undefined || onStack;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // The stack's backdrop and Escape leave the dialog alone unless both may close it.
  const stackKeeps = disableBackdropClose || keepOnOutsideClick;
  const pushed = useRef(false);
  const wasOnStack = useRef(false);
  // Set once the close is under way (ours or the stack's), so onClose runs once per opening.
  const closing = useRef(false);

  const finish = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    onCloseRef.current?.();
  }, []);
  const requestClose = useCallback(() => {
    if (closing.current) return;
    dispatch(EVENTS.modalClosed({ id }));
    finish();
  }, [dispatch, id, finish]);

  useEffect(() => {
    if (entry) {
      wasOnStack.current = true;
      closing.current = false;
      if (Boolean(entry.disableBackdropClose) !== stackKeeps) dispatch(EVENTS.modalOpened(stackKeeps ? { id, disableBackdropClose: true } : { id }));
    } else if (wasOnStack.current) {
      // Closed by the stack: the shell's backdrop or Escape, or the opener's useModal().close.
      wasOnStack.current = false;
      finish();
    } else if (stackId === undefined && !pushed.current) {
      pushed.current = true;
      dispatch(EVENTS.modalOpened(stackKeeps ? { id, disableBackdropClose: true } : { id }));
    }
  }, [entry, stackKeeps, stackId, id, dispatch, finish]);

  // Closing with the page (a route change) must not leave the dialog on the shell's stack.
  useEffect(
    () => () => {
      if (store.getState().modals.stack.some((m) => m.id === id)) dispatch(EVENTS.modalClosed({ id }));
    },
    [store, dispatch, id],
  );

  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setScrolls(body.scrollHeight > body.clientHeight);
  }, [children, shown]);

  const hasDocument = !onServer();
  const shellRoot = shown && hasDocument ? document.getElementById(MODAL_ROOT_ID) : null;
  const trapTab = useDialogBehaviour(dialogRef, {
    open: shown && hasDocument,
    // In the shell, ModalHost closes the top of its stack on Escape unless the entry keeps (then
    // only keepOnOutsideClick still closes on Escape, here). Without a shell the dialog answers
    // itself when it is the top of the stack or not on it (a test's store that keeps none).
    onEscape: !disableBackdropClose && (!shellRoot || keepOnOutsideClick) && (isTop || !onStack) ? requestClose : undefined,
    lockScroll: !shellRoot,
    initialFocus: initialFocus === 'close-button' ? () => closeRef.current : undefined,
  });

  if (!shown || !hasDocument) return null;
  const closesOnOutsideClick = !disableBackdropClose && !keepOnOutsideClick;
  const panelClasses = [styles.panel, SIZE_CLASS[size], className].filter(Boolean).join(' ');
  const panelStyle: CSSProperties | undefined = maxWidth ? { maxWidth } : undefined;
  const frame = (
    <div
      className={`${styles.frame} ${size === 'sheet' ? styles.sheetFrame : ''} ${shellRoot ? '' : styles.ownBackdrop}`}
      onMouseDown={(e) => {
        if (closesOnOutsideClick && e.target === e.currentTarget) requestClose();
      }}
    >
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={panelClasses} style={panelStyle} onKeyDown={trapTab}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'ui.modal.close' })} onClick={requestClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className={styles.body} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}>
          {children}
        </div>
        {footer}
      </div>
    </div>
  );
  if (!shellRoot) return frame;
  return createPortal(boundary ? <div data-boundary={boundary}>{frame}</div> : frame, shellRoot);
}
