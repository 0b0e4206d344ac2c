// Guest checkout (spec sections 4 and 6): createGuestCustomer gives a bearer token; the shell
// stores it the way it stores a login token (EVENTS.authLoggedIn, method 'guest': token cookie,
// guest data cleared, the guest basket merged into the new customer's cart, session re-read).
// Checkout must open on that merged cart, so it waits for the shell's session reload (the
// customer arrives) for a few seconds at most.
import { useCallback, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { EVENTS, type ShellState, useNavigate, useApolloClient, useLocalizedPath } from 'shared-contracts';
import { CartCreateGuestCustomerDocument } from 'shared-contracts/graphql';
import { useNotify } from '../common/useNotify';

export const GUEST_SESSION_WAIT_MS = 5000;

function waitForState(store: { getState: () => unknown; subscribe: (l: () => void) => () => void }, ready: (s: ShellState) => boolean, ms: number) {
  return new Promise<void>((resolve) => {
    if (ready(store.getState() as ShellState)) return resolve();
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = store.subscribe(() => {
      if (ready(store.getState() as ShellState)) done();
    });
    const timer = setTimeout(done, ms);
  });
}

export function useGuestCheckout(onLeave?: () => void) {
  const client = useApolloClient();
  const dispatch = useDispatch();
  const store = useStore();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const start = useCallback(async () => {
    setPending(true);
    try {
      const { data } = await client.mutate({ mutation: CartCreateGuestCustomerDocument });
      const token = data?.createGuestCustomer.token;
      if (!token) {
        notify.error('ui.notify.unexpected_error');
        return;
      }
      dispatch(EVENTS.authLoggedIn({ token, method: 'guest' }));
      await waitForState(store, (s) => s.customer.info !== null, GUEST_SESSION_WAIT_MS);
      await navigate(localize('/checkout'));
      onLeave?.();
    } catch {
      notify.error('ui.notify.unexpected_error');
    } finally {
      setPending(false);
    }
  }, [client, dispatch, store, navigate, localize, notify, onLeave]);

  return { start, pending };
}
