// Boot step 3: the one Apollo client (with the server's urlRecord answer in its cache), the Redux
// store, the session check of a returning customer, and preloading on intent.
import type { ApolloClient } from '@apollo/client';
import { EVENTS, localizePath, selectIsLoggedIn, type Language } from 'shared-contracts';
import { createShellApolloClient } from '../apollo/create-apollo-client';
import type { ServerRenderedState } from './server-rendered-state';
import { trackBusy } from '../federation/page-settled';
import { createPathPrefetcher, installIntentPrefetch, type PrefetchPath } from '../routing/prefetch';
import { seedUrlRecord } from '../routing/seed-url-record';
import { shellNavigate } from '../routing/shell-navigator';
import { createShellStore, type ShellStore } from '../store/create-store';
import { createSessionCheck, refreshSession } from '../store/session-listener';

export interface Shell {
  store: ShellStore;
  client: ApolloClient;
  prefetch: PrefetchPath;
  /** The page came server-rendered: what its first render takes over. */
  server: ServerRenderedState | null;
}

export function createShell(language: Language, server: ServerRenderedState | null = null): Shell {
  let store: ShellStore | undefined;
  let checkSession: () => Promise<void> = async () => {};
  const client = createShellApolloClient({
    apiUrl: __API_URL__,
    getLanguage: () => store?.getState().ui.language ?? language,
    notify: (kind, message) => store?.dispatch(EVENTS.toastShown({ kind, message })),
    onUnauthenticated: () => void checkSession(),
    trackOperation: (finished) => void trackBusy(finished),
    restore: server?.apollo,
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
  return { store: shellStore, client, prefetch, server };
}
