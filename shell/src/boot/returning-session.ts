// A returning customer's page load: the session is read afresh every time: who is logged in (an
// expired token ends the session here rather than on the first refused call), the cart count and
// the wishlist, whose local mirror another device may have changed since (the hearts). Even with
// the customer's details stored: those say who, not what they did elsewhere.
import type { ApolloClient } from '@apollo/client';
import { selectIsLoggedIn } from 'shared-contracts';
import type { ShellStore } from '../store/create-store';
import { refreshSession } from '../store/session-listener';

/** Reads the session once `ready` resolves; nothing for a visitor without one (null). */
export function refreshReturningSession(store: ShellStore, client: ApolloClient, ready: Promise<unknown>): Promise<void> | null {
  if (!selectIsLoggedIn(store.getState())) return null;
  return ready.then(() => refreshSession(client, store.dispatch));
}
