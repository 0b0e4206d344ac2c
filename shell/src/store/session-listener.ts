// Side effects of login and logout (spec section 4, Login flow). Reducers have already updated
// the state when these run; the listener talks to the API and the browser.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { ApolloClient } from '@apollo/client';
import { EVENTS, type ShellState } from 'shared-contracts';
import { ShellCustomerInfoDocument, ShellLogoutDocument, ShellMergeGuestBasketDocument } from 'shared-contracts/graphql';
import { readSessionMarker } from './session-marker';
import { applySessionSnapshot, readSessionSnapshot } from './session-snapshot';

export interface SessionDeps {
  client: ApolloClient;
  /** Goes to the home page of the current language (client-side once the router is mounted). */
  navigateHome: () => void;
}

const logFailure = (what: string) => (error: unknown) => {
  console.error(`[shell] ${what} failed`, error);
  return null;
};

/**
 * Re-reads what depends on who is logged in: customer, cart count, wishlist. When the API answers
 * that the token it was sent belongs to nobody (customerInfo null), the session has expired.
 */
export async function refreshSession(client: ApolloClient, dispatch: (a: unknown) => unknown): Promise<void> {
  const sentSession = readSessionMarker();
  const snapshot = await readSessionSnapshot(client);
  // A login in the meantime brought a new session: that one is still good.
  applySessionSnapshot(snapshot, dispatch, () => sentSession !== null && readSessionMarker() === sentSession);
}

/** Asks the API whether the held token is still good; one check at a time. */
export function createSessionCheck(client: ApolloClient, dispatch: (a: unknown) => unknown, isLoggedIn: () => boolean): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    if (!isLoggedIn()) return Promise.resolve();
    running ??= (async () => {
      const sentSession = readSessionMarker();
      const result = await client.query({ query: ShellCustomerInfoDocument, fetchPolicy: 'network-only', context: { silentErrors: true } }).catch(logFailure('customerInfo'));
      if (sentSession && result?.data && result.data.customerInfo === null && readSessionMarker() === sentSession) dispatch(EVENTS.authSessionExpired());
    })().finally(() => {
      running = null;
    });
    return running;
  };
}

export function createSessionListener(deps: SessionDeps) {
  const listener = createListenerMiddleware();

  listener.startListening({
    actionCreator: EVENTS.authLoggedIn,
    // The login's answer has already set the session cookies (the API, through the gateway).
    effect: async (_action, api) => {
      const oldGuestData = (api.getOriginalState() as ShellState).guest.guestData;
      if (oldGuestData) {
        await deps.client.mutate({ mutation: ShellMergeGuestBasketDocument, variables: { guestData: oldGuestData } }).catch(logFailure('mergeGuestBasket'));
      }
      await refreshSession(deps.client, api.dispatch);
    },
  });

  listener.startListening({
    actionCreator: EVENTS.authLoggedOut,
    effect: async () => {
      // The logout call carries the token cookie; its answer clears the session cookies.
      await deps.client.mutate({ mutation: ShellLogoutDocument }).catch(logFailure('logout'));
      await deps.client.resetStore().catch(logFailure('resetting the Apollo store'));
      deps.navigateHome();
    },
  });

  // Expired: the same local clean-up as a logout, but the shopper stays where they are (a guarded
  // page's guard then sends them to login and back).
  listener.startListening({
    actionCreator: EVENTS.authSessionExpired,
    effect: async () => {
      // Only the API's answer can clear an HttpOnly cookie: a logout of the dead token does it.
      await deps.client.mutate({ mutation: ShellLogoutDocument, context: { silentErrors: true } }).catch(logFailure('clearing the session cookies'));
      await deps.client.resetStore().catch(logFailure('resetting the Apollo store'));
    },
  });

  return listener;
}
