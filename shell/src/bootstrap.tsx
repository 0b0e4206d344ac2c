// Boot: language from the address, composition registered with the federation runtime (remote
// loads wait for it, the first paint does not), the Apollo client and the store, then render.
import { createRoot } from 'react-dom/client';
import { EVENTS, LANGUAGE_COOKIE, localizePath, readCookie, selectIsLoggedIn, stripLanguagePrefix } from 'shared-contracts';
import { createShellApolloClient } from './apollo/create-apollo-client';
import { loadComposition } from './composition/load-composition';
import { setCompositionReady } from './federation/composition-ready';
import { registerComposition } from './federation/register-composition';
import { createPathPrefetcher, installIntentPrefetch } from './routing/prefetch';
import { shellNavigate } from './routing/shell-navigator';
import { createShellStore, type ShellStore } from './store/create-store';
import { refreshSession } from './store/session-listener';
import { App } from './App';

// A visitor who chose English lands on /en when opening the home page (NEXT_LANGUAGE cookie).
if (__LANGUAGE_SELECTION__ && window.location.pathname === '/' && readCookie(LANGUAGE_COOKIE) === 'en') {
  window.history.replaceState(null, '', `/en${window.location.search}${window.location.hash}`);
}

const { language } = stripLanguagePrefix(window.location.pathname);

setCompositionReady(loadComposition().then((composition) => registerComposition(composition)));

let store: ShellStore | undefined;
const client = createShellApolloClient({
  apiUrl: __API_URL__,
  getLanguage: () => store?.getState().ui.language ?? language,
  notify: (kind, message) => store?.dispatch(EVENTS.toastShown({ kind, message })),
});
store = createShellStore({
  client,
  language,
  navigateHome: () => shellNavigate(localizePath('/', store?.getState().ui.language ?? language)),
});

// A returning customer with a token but no stored customer info (e.g. new device storage).
const state = store.getState();
if (selectIsLoggedIn(state) && !state.customer.info) void refreshSession(client, store.dispatch);

const prefetch = createPathPrefetcher(client);
installIntentPrefetch(prefetch);

createRoot(document.getElementById('root')!).render(<App store={store} client={client} prefetch={prefetch} />);
