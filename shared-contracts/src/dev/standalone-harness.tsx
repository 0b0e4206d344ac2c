/**
 * StandaloneHarness: the provider stack a remote's standalone dev entry renders its pages in,
 * so a team can run `npm run dev -w <remote>` against the API without the shell.
 *
 * It gives a remote what the shell gives it in the composed site, in a smaller form:
 * - an ApolloClient with the same request basics (POST {apiUrl}/graphql with the headers of
 *   spec section 7 built per request: application-id, x-request-id, Culture, language, country,
 *   bearer token from the `token` cookie) and the shared typePolicies. It does not run the 404,
 *   410 captcha and timeout rules of the shell's link.
 * - a Redux store shaped like `ShellState` (defaults, updated by the EVENTS of event-map.ts in
 *   the simplest way) with `injectReducer` so remotes can add their slices, and the `token`
 *   cookie set on `auth:logged-in` and cleared on `auth:logged-out`;
 * - react-intl with the shared ui.* messages (tr default, en under /en);
 * - a BrowserRouter; toasts are listed at the bottom of the page; RemoteSlot shows its fallback
 *   (other teams' widgets are not loaded in standalone mode).
 *
 * Usage (src/standalone.tsx of a remote):
 *   import { createRoot } from 'react-dom/client';
 *   import { StandaloneHarness } from 'shared-contracts/dev/standalone-harness';
 *   createRoot(document.getElementById('root')!).render(
 *     <StandaloneHarness><Routes>...your pages...</Routes></StandaloneHarness>,
 *   );
 */
import { useMemo, type ReactNode } from 'react';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { DataClientFromApollo } from '../testing/data-client-from-apollo';
import { combineReducers, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { Provider, useSelector } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from 'react-router';
import { typePolicies } from '../apollo/type-policies';
import { buildRequestHeaders } from '../http/request-headers';
import { EVENTS } from '../events/event-map';
import { LOGIN_COOKIE_DAYS, SESSION_MARKER_COOKIE, SHOP_TIME_ZONE, TOKEN_COOKIE, TOKEN_IN_COOKIE, type Language } from '../constants/business';
import { stripLanguagePrefix } from '../routes/route-table';
import { messagesFor } from '../i18n/translate';
import { RemoteIntlProvider, type RemoteIntlProviderProps } from '../i18n/RemoteIntlProvider';
// A development page switches language without the shell's loading: both languages are there.
import '../i18n/all-ui-languages';
import type { ShellState, StorefrontStore } from '../store/root-state';

export function createHarnessApolloClient(opts: { apiUrl?: string; language: Language }) {
  const headers = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers: prev = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...prev, ...buildRequestHeaders({ language: opts.language }) },
    }));
    return forward(operation);
  });
  const http = new HttpLink({ uri: `${opts.apiUrl ?? ''}/graphql`, print: (ast, print) => print(ast).trim() });
  return new ApolloClient({ link: ApolloLink.from([headers, http]), cache: new InMemoryCache({ typePolicies }) });
}

export function harnessInitialState(language: Language): ShellState {
  // The development cookie below, or the marker of a session the API keeps in its HttpOnly cookie.
  const hasToken = typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim().startsWith(`${TOKEN_COOKIE}=`) || c.trim().startsWith(`${SESSION_MARKER_COOKIE}=`));
  return {
    auth: { isLoggedIn: hasToken, isGuest: false },
    customer: { info: null },
    cart: { count: 0 },
    wishlist: { items: [] },
    guest: { guestData: null },
    toasts: { items: [] },
    modals: { stack: [] },
    ui: { language },
    // A remote's development page shows no banner: as if the developer had refused everything.
    consent: { choice: { analytics: false, marketing: false }, editing: false },
  };
}

/** The shell's slices reduced to their simplest behaviour, for development only. */
function harnessShellReducer(initial: ShellState): Reducer<ShellState> {
  let toastId = 0;
  return (state = initial, action: UnknownAction): ShellState => {
    if (EVENTS.authLoggedIn.match(action)) return { ...state, auth: { isLoggedIn: true, isGuest: action.payload.method === 'guest' }, guest: { guestData: null } };
    if (EVENTS.authLoggedOut.match(action) || EVENTS.authSessionExpired.match(action))
      return { ...state, auth: { isLoggedIn: false, isGuest: false }, customer: { info: null }, cart: { count: 0 }, wishlist: { items: [] }, guest: { guestData: null } };
    if (EVENTS.customerLoaded.match(action)) return { ...state, customer: { info: action.payload } };
    if (EVENTS.guestDataReceived.match(action)) return { ...state, guest: { guestData: action.payload } };
    // Spec section 4: add +1, remove -1 (never below 0), as in the shell.
    if (EVENTS.cartItemAdded.match(action)) return { ...state, cart: { count: state.cart.count + 1 } };
    if (EVENTS.cartItemRemoved.match(action)) return { ...state, cart: { count: Math.max(0, state.cart.count - 1) } };
    if (EVENTS.cartCountChanged.match(action)) return { ...state, cart: { count: Math.max(0, action.payload.count) } };
    if (EVENTS.cartReset.match(action)) return { ...state, cart: { count: 0 } };
    if (EVENTS.wishlistLoaded.match(action)) return { ...state, wishlist: { items: action.payload } };
    if (EVENTS.wishlistToggled.match(action)) {
      const { productId, id, added } = action.payload;
      const rest = state.wishlist.items.filter((i) => i.productId !== productId);
      return { ...state, wishlist: { items: added ? [...rest, { productId, id }] : rest } };
    }
    if (EVENTS.toastShown.match(action)) return { ...state, toasts: { items: [...state.toasts.items, { ...action.payload, id: ++toastId }].slice(-5) } };
    if (EVENTS.toastsResolved.match(action)) return { ...state, toasts: { items: state.toasts.items.filter((t) => t.kind !== 'error' || t.source !== action.payload.source) } };
    if (EVENTS.modalOpened.match(action)) return { ...state, modals: { stack: [...state.modals.stack.filter((m) => m.id !== action.payload.id), action.payload] } };
    if (EVENTS.modalClosed.match(action)) {
      const id = action.payload.id ?? state.modals.stack.at(-1)?.id;
      return { ...state, modals: { stack: state.modals.stack.filter((m) => m.id !== id) } };
    }
    if (EVENTS.languageChanged.match(action)) return { ...state, ui: { language: action.payload.language } };
    return state;
  };
}

// Development only: a standalone page that called the API directly got the token in the answer
// and keeps it in a script-readable cookie for its bearer header. Through the development proxy
// the API keeps it in its HttpOnly cookie instead (the answer says TOKEN_IN_COOKIE).
const tokenCookieMiddleware: Middleware = () => (next) => (action) => {
  if (EVENTS.authLoggedIn.match(action) && action.payload.token !== TOKEN_IN_COOKIE) document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(action.payload.token)}; path=/; max-age=${LOGIN_COOKIE_DAYS * 86400}`;
  if (EVENTS.authLoggedOut.match(action) || EVENTS.authSessionExpired.match(action)) document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
  return next(action);
};

export function createHarnessStore(language: Language) {
  const shell = harnessShellReducer(harnessInitialState(language));
  const injected: Record<string, Reducer> = {};
  // The shell's state keys sit at the root, like in the shell's own store.
  const rootReducer = (): Reducer => {
    const remotes = Object.keys(injected).length ? combineReducers(injected) : null;
    return (state: Record<string, unknown> | undefined, action: UnknownAction) => {
      const next = shell(state as ShellState | undefined, action);
      if (!remotes) return next;
      const own = Object.fromEntries(Object.keys(injected).map((k) => [k, state?.[k]]));
      return { ...next, ...remotes(own, action) };
    };
  };
  const store = configureStore({
    reducer: rootReducer(),
    middleware: (getDefault) => getDefault().concat(tokenCookieMiddleware),
  });
  const storefront: StorefrontStore = {
    injectReducer(key, reducer) {
      if (injected[key] === reducer) return;
      injected[key] = reducer;
      store.replaceReducer(rootReducer());
    },
  };
  return Object.assign(store, storefront);
}

function HarnessToasts() {
  const toasts = useSelector((s: ShellState) => s.toasts.items);
  const language = useSelector((s: ShellState) => s.ui.language);
  const messages = messagesFor(language);
  return (
    <ul role="status" aria-label="toasts" style={{ position: 'fixed', bottom: 8, left: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {toasts.map((t) => (
        <li key={t.id} style={{ background: t.kind === 'error' ? '#b00020' : '#222', color: '#fff', padding: '6px 10px', marginTop: 4 }}>
          {messages[t.message] ?? t.message}
        </li>
      ))}
    </ul>
  );
}

export interface StandaloneHarnessProps {
  children: ReactNode;
  /** Defaults to the /en prefix of the current address. */
  language?: Language;
  /** Defaults to same origin: the remotes' dev servers proxy /graphql to the API. */
  apiUrl?: string;
  /** The remote's own messages, merged over the shared ui.* messages (as RemoteIntlProvider does). */
  messages?: RemoteIntlProviderProps['messages'];
}

export function StandaloneHarness({ children, language, apiUrl, messages }: StandaloneHarnessProps) {
  const lang: Language = language ?? (typeof window === 'undefined' ? 'tr' : stripLanguagePrefix(window.location.pathname).language);
  const client = useMemo(() => createHarnessApolloClient({ apiUrl, language: lang }), [apiUrl, lang]);
  const store = useMemo(() => createHarnessStore(lang), [lang]);
  const intlMessages = messagesFor(lang);
  return (
    <ApolloProvider client={client}>
      <DataClientFromApollo>
      <Provider store={store}>
        <IntlProvider locale={lang === 'en' ? 'en-US' : 'tr-TR'} defaultLocale="tr-TR" timeZone={SHOP_TIME_ZONE} messages={intlMessages}>
          <BrowserRouter>
            {messages ? <RemoteIntlProvider messages={messages}>{children}</RemoteIntlProvider> : children}
            <HarnessToasts />
          </BrowserRouter>
        </IntlProvider>
      </Provider>
      </DataClientFromApollo>
    </ApolloProvider>
  );
}
