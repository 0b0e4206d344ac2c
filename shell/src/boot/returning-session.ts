// A returning customer's page load: the session is read afresh every time: who is logged in (an
// expired token ends the session here rather than on the first refused call), the cart count and
// the wishlist, whose local mirror another device may have changed since (the hearts). Even with
// the customer's details stored: those say who, not what they did elsewhere. A server-rendered
// page arrives with the session the server read for it: taken as it is, with no read of its own
// (so the data client stays out of the page's first load).
import type { ApolloClient } from '@apollo/client';
import { selectIsLoggedIn } from 'shared-contracts';
import type { ShellStore } from '../store/create-store';
import { refreshSession } from '../store/session-listener';
import { readSessionMarker } from '../store/session-marker';
import { applySessionSnapshot, isCompleteSnapshot, type SessionSnapshot } from '../store/session-snapshot';

/**
 * Takes the server's session, or reads it once `ready` resolves when the page brought none (or
 * only part of it); nothing for a visitor without one (null).
 */
export function refreshReturningSession(store: ShellStore, client: ApolloClient, ready: Promise<unknown>, fromServer: SessionSnapshot | null = null): Promise<void> | null {
  if (!selectIsLoggedIn(store.getState())) return null;
  if (fromServer && isCompleteSnapshot(fromServer)) {
    const marker = readSessionMarker();
    applySessionSnapshot(fromServer, store.dispatch, () => marker !== null);
    return Promise.resolve();
  }
  return ready.then(() => refreshSession(client, store.dispatch));
}
