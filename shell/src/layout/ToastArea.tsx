// Toasts raised by any team (EVENTS.toastShown): translated when the message is a key, errors
// announced assertively, each dismissed after a while or by its close button.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { ShellState } from 'shared-contracts';
import { toastDismissed } from '../store/slices/toasts-slice';
import { PrefetchLink } from '../routing/PrefetchLink';
import styles from './ToastArea.module.css';

type Toast = ShellState['toasts']['items'][number];
const DISMISS_AFTER_MS = { success: 4000, info: 5000, error: 8000 } as const;

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), DISMISS_AFTER_MS[toast.kind]);
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

export function ToastArea() {
  const toasts = useSelector((s: ShellState) => s.toasts.items);
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
