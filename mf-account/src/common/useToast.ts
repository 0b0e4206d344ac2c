// Toasts are the shell's: remotes raise them through the event map.
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { EVENTS, type ToastPayload } from 'shared-contracts';

export function useToast(): (kind: ToastPayload['kind'], message: string) => void {
  const dispatch = useDispatch();
  return useCallback((kind, message) => void dispatch(EVENTS.toastShown({ kind, message })), [dispatch]);
}
