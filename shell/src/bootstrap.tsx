// Boot: language from the address, composition registered with the federation runtime (remote
// loads wait for it, the first paint does not), the Apollo client and the store, then render.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { EVENTS, LANGUAGE_COOKIE, localizePath, readCookie, selectIsLoggedIn, stripLanguagePrefix } from 'shared-contracts';
import { createShellApolloClient } from './apollo/create-apollo-client';
import { isLanguageSelectionEnabled } from './config/browser-config';
import { loadComposition } from './composition/load-composition';
import { setCompositionReady } from './federation/composition-ready';
import { startSettling, trackBusy } from './federation/page-settled';
import { registerComposition } from './federation/register-composition';
import { loadRemoteModule } from './federation/remote-loader';
import { initialRouteModule } from './routing/initial-route-module';
import { createPathPrefetcher, installIntentPrefetch } from './routing/prefetch';
import { seedUrlRecord } from './routing/seed-url-record';
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
// Widgets, the instant search and the footer wait until the first screen is done.
startSettling();

let store: ShellStore | undefined;
let checkSession: () => Promise<void> = async () => {};
const client = createShellApolloClient({
  apiUrl: __API_URL__,
  getLanguage: () => store?.getState().ui.language ?? language,
  notify: (kind, message) => store?.dispatch(EVENTS.toastShown({ kind, message })),
  onUnauthenticated: () => void checkSession(),
  trackOperation: (finished) => void trackBusy(finished),
});
seedUrlRecord(client);
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

// The first render waits (a little) for the route's remote module, so it shows the page itself
// rather than a placeholder; the header painted in index.html holds the screen meanwhile.
const FIRST_MODULE_WAIT_MS = 1200;
const firstModule = initialRouteModule(window.location, selectIsLoggedIn(shellStore.getState()), client);
const firstModuleReady = firstModule
  ? Promise.race([loadRemoteModule(firstModule).then(() => undefined, () => undefined), new Promise<void>((resolve) => setTimeout(resolve, FIRST_MODULE_WAIT_MS))])
  : Promise.resolve();

// A transition: React renders the first screen in slices and keeps the main thread responsive.
const root = createRoot(document.getElementById('root')!);
void firstModuleReady.then(() => startTransition(() => root.render(<App store={store} client={client} prefetch={prefetch} />)));
