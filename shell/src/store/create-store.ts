// The shell's Redux store: the shell's slices (ShellState) at the root, remotes' slices added
// with injectReducer, the session listener and the tracking middleware.
import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import type { ShellState, StorefrontStore } from 'shared-contracts';
import { authInitialState, authSlice } from './slices/auth-slice';
import { customerSlice } from './slices/customer-slice';
import { cartSlice } from './slices/cart-slice';
import { wishlistSlice } from './slices/wishlist-slice';
import { guestSlice } from './slices/guest-slice';
import { toastsSlice } from './slices/toasts-slice';
import { modalsSlice } from './slices/modals-slice';
import { uiSlice } from './slices/ui-slice';
import { sideCartSlice } from './slices/side-cart-slice';
import { consentSlice } from './slices/consent-slice';
import { consentEntry, createConsentMiddleware, readConsentCookie } from './consent-cookie';
import { persistChanges, readPersistedState } from './persisted-state';
import { browserDataLayer, createTrackingMiddleware } from './tracking-middleware';
import { createSessionListener, type SessionDeps } from './session-listener';
import { readSessionMarker } from './session-marker';
import type { Language } from 'shared-contracts/rules';

const shellReducers = {
  auth: authSlice.reducer,
  customer: customerSlice.reducer,
  cart: cartSlice.reducer,
  wishlist: wishlistSlice.reducer,
  guest: guestSlice.reducer,
  toasts: toastsSlice.reducer,
  modals: modalsSlice.reducer,
  ui: uiSlice.reducer,
  sideCart: sideCartSlice.reducer,
  consent: consentSlice.reducer,
};

export interface CreateShellStoreOptions extends SessionDeps {
  language: Language;
  dataLayer?: () => Record<string, unknown>[];
  /**
   * Rendering on the server: the request's login token (for the API only, never in the state) and
   * session marker; the browser's storage is not there.
   */
  server?: { token: string | null; sessionMarker?: string | null; cookie?: string };
}

const EMPTY_PERSISTED: ReturnType<typeof readPersistedState> = { cart: { count: 0 }, wishlist: { items: [] }, guest: { guestData: null }, customer: { info: null } };

export function createShellStore(opts: CreateShellStoreOptions) {
  const injected: Record<string, Reducer> = {};
  const build = () => combineReducers({ ...injected, ...shellReducers });
  const session = createSessionListener(opts);
  const preloadedState = {
    ...(opts.server ? EMPTY_PERSISTED : readPersistedState()),
    auth: opts.server ? authInitialState(Boolean(opts.server.token), opts.server.sessionMarker ?? null) : authInitialState(readSessionMarker() !== null, readSessionMarker()),
    ui: { language: opts.language },
    consent: { choice: readConsentCookie(opts.server ? (opts.server.cookie ?? '') : undefined), editing: false },
  };

  const store = configureStore({
    reducer: build() as unknown as Reducer<ShellState>,
    preloadedState: preloadedState as ShellState,
    middleware: (getDefault) => {
      const dataLayer = opts.dataLayer ?? browserDataLayer;
      // On the server the choice is only read: the browser writes its cookie.
      const consent = createConsentMiddleware(dataLayer, opts.server ? () => {} : undefined);
      return getDefault().prepend(session.middleware).concat(consent, createTrackingMiddleware(dataLayer));
    },
  });

  if (!opts.server) {
    const stored = store.getState().consent.choice;
    if (stored) (opts.dataLayer ?? browserDataLayer)().push(consentEntry(stored));
    let previous: ShellState | undefined;
    store.subscribe(() => {
      const next = store.getState();
      persistChanges(previous, next);
      previous = next;
    });
    previous = store.getState();
  }

  const storefront: StorefrontStore = {
    injectReducer(key, reducer) {
      if (key in shellReducers) {
        console.error(`[shell] injectReducer: "${key}" belongs to the shell; dispatch EVENTS instead`);
        return;
      }
      if (injected[key] === reducer) return;
      injected[key] = reducer;
      store.replaceReducer(build() as unknown as Reducer<ShellState>);
    },
  };
  return Object.assign(store, storefront);
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type ShellDispatch = ShellStore['dispatch'];
