// Toasts go to the shell through the event map. A known message id (ours or a shared ui.* key)
// is translated here; anything else is server text that arrives already translated. An error
// may name the action it reports on (source): that action's later success clears it
// (resolved(source)).
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { EVENTS, type ToastPayload } from 'shared-contracts';

type Values = Record<string, string | number>;

export function useNotify() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const text = useCallback(
    (idOrText: string, values?: Values) => (idOrText in intl.messages ? intl.formatMessage({ id: idOrText }, values) : idOrText),
    [intl],
  );
  const show = useCallback(
    (kind: ToastPayload['kind'], idOrText: string, values?: Values, link?: ToastPayload['link'], source?: string) => {
      dispatch(EVENTS.toastShown({ kind, message: text(idOrText, values), ...(link ? { link: { href: link.href, label: text(link.label) } } : {}), ...(source ? { source } : {}) }));
    },
    [dispatch, text],
  );
  return useMemo(
    () => ({
      success: (idOrText: string, values?: Values, link?: ToastPayload['link']) => show('success', idOrText, values, link),
      error: (idOrText: string, values?: Values, source?: string) => show('error', idOrText, values, undefined, source),
      info: (idOrText: string, values?: Values) => show('info', idOrText, values),
      resolved: (source: string) => void dispatch(EVENTS.toastsResolved({ source })),
    }),
    [show, dispatch],
  );
}
