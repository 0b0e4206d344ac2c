// Boot step 3: the data client (Apollo, loaded when needed: see apollo/lazy-data-client.ts; the
// server's urlRecord answer goes into its cache), the Redux store, the session check of a
// returning customer, and preloading on intent.
import type { ApolloClient } from '@apollo/client';
import { EVENTS, firstInteraction, lazyClientProxy, selectIsLoggedIn, localizePath } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import { createLazyDataClient, type BrowserDataClient } from '../apollo/lazy-data-client';
import type { ServerRenderedState } from './server-rendered-state';
import type { PageRecord } from '../routing/page-record';
import { routeDataOnce } from '../routing/route-data';
import { trackBusy, whenPageSettled } from '../federation/page-settled';
import { createPathPrefetcher, installIntentPrefetch, type PrefetchPath } from '../routing/prefetch';
import { seedUrlRecord } from '../routing/seed-url-record';
import { shellNavigate } from '../routing/shell-navigator';
import { createShellStore, type ShellStore } from '../store/create-store';
import { createSessionCheck } from '../store/session-listener';
import { refreshReturningSession } from './returning-session';
import { warmUpDataClient } from './apollo-warm-up';

export interface Shell {
  store: ShellStore;
  data: BrowserDataClient;
  prefetch: PrefetchPath;
  /** The page came server-rendered: what its first render takes over. */
  server: ServerRenderedState | null;
}

export function createShell(language: Language, server: ServerRenderedState | null = null, page: PageRecord | null = null): Shell {
  let store: ShellStore | undefined;
  let checkSession: () => Promise<void> = async () => {};
  const data = createLazyDataClient({
    results: server?.results,
    create: async () => {
      const { createShellApolloClient } = await trackBusy(import(/* webpackChunkName: "apollo" */ '../apollo/create-apollo-client'));
      return createShellApolloClient({
        apiUrl: __API_URL__,
        getLanguage: () => store?.getState().ui.language ?? language,
        notify: (kind, message) => store?.dispatch(EVENTS.toastShown({ kind, message })),
        onUnauthenticated: () => void checkSession(),
        trackOperation: (finished) => void trackBusy(finished),
      });
    },
  });
  // Ready for the first click: downloaded at idle, made at the first touch (apollo-warm-up.ts).
  warmUpDataClient(data);
  // The shell's own calls (session, prefetch) load the client when they run.
  const client: ApolloClient = lazyClientProxy(data);
  seedUrlRecord(data);
  store = createShellStore({
    client,
    language,
    navigateHome: () => shellNavigate(localizePath('/', store?.getState().ui.language ?? language)),
  });

  const shellStore = store;
  // A page the browser renders itself: the route's data starts now, beside its module (the boot
  // started that from the same record); a server-rendered page brought its data along.
  if (page && !server) void routeDataOnce(page, { data, language, isLoggedIn: selectIsLoggedIn(shellStore.getState()) });
  checkSession = createSessionCheck(client, shellStore.dispatch, () => selectIsLoggedIn(shellStore.getState()));

  // A returning customer's session, cart count and wishlist (another device may have changed
  // them): as the server read them for this page, or read once the page has settled, or sooner
  // when the visitor acts or the client is loaded anyway (the reads need the client, which is no
  // part of the first load).
  void refreshReturningSession(shellStore, client, Promise.race([firstInteraction(), data.loaded(), whenPageSettled()]), server?.session ?? null);

  const prefetch = createPathPrefetcher(client);
  installIntentPrefetch(prefetch);
  return { store: shellStore, data, prefetch, server };
}
