// Toasts raised by any team (EVENTS.toastShown): translated when the message is a key, errors
// announced assertively. Success and info toasts close by themselves; an error stays until the
// shopper closes it, the action it reports on succeeds (EVENTS.toastsResolved) or the shopper
// goes to another page: what one page said is not carried onto the next.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { onServer, type ShellState } from 'shared-contracts';
import { useLocation } from 'react-router';
import { toastDismissed, toastsLeftBehind } from '../store/slices/toasts-slice';
import { PrefetchLink } from '../routing/PrefetchLink';
import styles from './ToastArea.module.css';

type Toast = ShellState['toasts']['items'][number];
/** How long a toast stays by itself; errors wait for the shopper. */
export const DISMISS_AFTER_MS = { success: 4000, info: 5000, error: null } as const;

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  useEffect(() => {
    const after = DISMISS_AFTER_MS[toast.kind];
    if (after === null) return undefined;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), after);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.kind]);
  const text = (value: string) => (value in intl.messages ? intl.formatMessage({ id: value }, toast.values) : value);
  return (
    <li className={`${styles.toast} ${styles[toast.kind]}`}>
      <span>{text(toast.message)}</span>
      {toast.link && (
        <PrefetchLink to={toast.link.href} className={styles.link}>
          {text(toast.link.label)}
        </PrefetchLink>
      )}
      <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'shell.toast.close' })} onClick={() => dispatch(toastDismissed(toast.id))}>
        ×
      </button>
    </li>
  );
}

/** The address the browser shows (the router's location may still be committing a navigation). */
const browserPath = (fallback: string) => (onServer() ? fallback : window.location.pathname);

/**
 * On another page, the toasts the previous page had shown are closed. Each toast belongs to the
 * page the browser's address named when it was first on screen: one raised with a navigation (a
 * payment's success, then its success page) is first rendered once the address has changed (the
 * router commits the page itself later, in a transition), so it goes along.
 */
function useToastsLeftBehind(toasts: Toast[]) {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const page = useRef(pathname);
  const shownOn = useRef(new Map<number, string>());
  useEffect(() => {
    if (page.current === pathname) return;
    page.current = pathname;
    const ids = [...shownOn.current].filter(([, path]) => path !== pathname).map(([id]) => id);
    if (ids.length > 0) dispatch(toastsLeftBehind(ids));
  }, [dispatch, pathname]);
  // After the page check: the page of each toast now on screen.
  useEffect(() => {
    const here = browserPath(page.current);
    shownOn.current = new Map(toasts.map((t) => [t.id, shownOn.current.get(t.id) ?? here]));
  }, [toasts]);
}

export function ToastArea() {
  const toasts = useSelector((s: ShellState) => s.toasts.items);
  useToastsLeftBehind(toasts);
  const errors = toasts.filter((t) => t.kind === 'error');
  const others = toasts.filter((t) => t.kind !== 'error');
  return (
    <div className={styles.area}>
      {/* Live regions wrap the lists: a list element may not take these roles itself. */}
      <div role="alert">
        <ul className={styles.list}>
          {errors.map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
        </ul>
      </div>
      <div role="status">
        <ul className={styles.list}>
          {others.map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
        </ul>
      </div>
    </div>
  );
}
