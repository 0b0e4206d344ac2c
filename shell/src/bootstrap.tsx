// Boot: language from the address, composition registered with the federation runtime (remote
// loads wait for it, the first paint does not), the Apollo client and the store, then render.
import { createRoot } from 'react-dom/client';
import { EVENTS, LANGUAGE_COOKIE, localizePath, readCookie, selectIsLoggedIn, stripLanguagePrefix } from 'shared-contracts';
import { createShellApolloClient } from './apollo/create-apollo-client';
import { isLanguageSelectionEnabled } from './config/browser-config';
import { loadComposition } from './composition/load-composition';
import { setCompositionReady } from './federation/composition-ready';
import { registerComposition } from './federation/register-composition';
import { createPathPrefetcher, installIntentPrefetch } from './routing/prefetch';
import { shellNavigate } from './routing/shell-navigator';
import { createShellStore, type ShellStore } from './store/create-store';
import { createSessionCheck, refreshSession } from './store/session-listener';
import { App } from './App';

// A visitor who chose English lands on /en when opening the home page (NEXT_LANGUAGE cookie).
if (isLanguageSelectionEnabled() && window.location.pathname === '/' && readCookie(LANGUAGE_COOKIE) === 'en') {
  window.history.replaceState(null, '', `/en${window.location.search}${window.location.hash}`);
}

const { language } = stripLanguagePrefix(window.location.pathname);
// Before the first paint (LanguageSync keeps it in step afterwards).
document.documentElement.lang = language;

setCompositionReady(loadComposition().then((composition) => registerComposition(composition)));

let store: ShellStore | undefined;
let checkSession: () => Promise<void> = async () => {};
const client = createShellApolloClient({
  apiUrl: __API_URL__,
  getLanguage: () => store?.getState().ui.language ?? language,
  notify: (kind, message) => store?.dispatch(EVENTS.toastShown({ kind, message })),
  onUnauthenticated: () => void checkSession(),
});
store = createShellStore({
  client,
  language,
  navigateHome: () => shellNavigate(localizePath('/', store?.getState().ui.language ?? language)),
});

const shellStore = store;
checkSession = createSessionCheck(client, shellStore.dispatch, () => selectIsLoggedIn(shellStore.getState()));

// A returning customer: without stored customer info (new device storage) read the session
// afresh; with it, only check that the API still knows the token (an expired one ends the
// session here rather than on the first refused call).
const state = shellStore.getState();
if (selectIsLoggedIn(state)) void (state.customer.info ? checkSession() : refreshSession(client, shellStore.dispatch));

const prefetch = createPathPrefetcher(client);
installIntentPrefetch(prefetch);

createRoot(document.getElementById('root')!).render(<App store={store} client={client} prefetch={prefetch} />);
