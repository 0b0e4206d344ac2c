// The shell's React tree: providers, the router, the layouts and routes, toasts and modals.
// The same tree renders on the server (a static router at the requested address, with the
// server-rendering contexts) and in the browser, which hydrates the server's HTML with it.
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, StaticRouter } from 'react-router';
import {
  DataClientContext,
  HeadCollectorContext,
  RemoteSlotContext,
  ServerResponseContext,
  type DataClient,
  type HeadCollector,
  type ServerResponseState,
  type ShellState,
} from 'shared-contracts';
import { ShellRemoteSlot } from './federation/ShellRemoteSlot';
import { ServerRemotesContext, type RemoteModuleSource } from './federation/server-remotes-context';
import { ShellIntlProvider } from './i18n/ShellIntlProvider';
import { ConsentBanner } from './layout/ConsentBanner';
import { ModalHost } from './layout/ModalHost';
import { ToastArea } from './layout/ToastArea';
import { QaOverrideMarker } from './qa/QaOverrideMarker';
import { AppRoutes } from './routing/AppRoutes';
import { LanguageSync } from './routing/LanguageSync';
import { NavigationBridge } from './routing/NavigationBridge';
import { PrefetchContext } from './routing/prefetch-context';
import type { PrefetchPath } from './routing/prefetch';
import type { ShellStore } from './store/create-store';

/** What server rendering adds to the tree: all of it on the server, data and state when hydrating. */
export interface ServerRenderContexts {
  /** Server: the address being rendered (path + search). */
  location?: string;
  remotes?: RemoteModuleSource;
  response?: ServerResponseState;
  head?: HeadCollector;
  /** The store's state the server rendered with: the browser's hydration reads it. */
  reduxState?: ShellState;
}

export interface AppProps {
  store: ShellStore;
  /** The Apollo client as the hooks reach it (the server's, or the browser's loaded on demand). */
  data: DataClient;
  prefetch: PrefetchPath;
  ssr?: ServerRenderContexts;
}

function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={location}>{children}</StaticRouter>;
}

/**
 * Marks the page as taken over by React (data-shell-ready on <html>): a server-rendered page is
 * visible before it is interactive, and journeys wait for this before they act.
 */
function ShellReady() {
  useEffect(() => {
    document.documentElement.dataset.shellReady = 'true';
  }, []);
  return null;
}

export function App({ store, data, prefetch, ssr = {} }: AppProps) {
  return (
    <ServerResponseContext.Provider value={ssr.response ?? null}>
      <HeadCollectorContext.Provider value={ssr.head ?? null}>
          <ServerRemotesContext.Provider value={ssr.remotes ?? null}>
            <DataClientContext.Provider value={data}>
              {/* serverState: the first (hydrating) render selects from the state the server
                  rendered with; what this browser remembers (cart count, favourites) follows. */}
              <Provider store={store} serverState={ssr.reduxState}>
                <ShellIntlProvider>
                  <Router location={ssr.location}>
                    <PrefetchContext.Provider value={prefetch}>
                      <RemoteSlotContext.Provider value={ShellRemoteSlot}>
                        <div data-boundary="shell">
                          {/* First in the document: the keyboard and screen readers meet the cookie question first. */}
                          <ConsentBanner />
                          <LanguageSync />
                          <NavigationBridge />
                          <AppRoutes />
                          <ToastArea />
                          <QaOverrideMarker />
                          <ModalHost />
                          <ShellReady />
                        </div>
                      </RemoteSlotContext.Provider>
                    </PrefetchContext.Provider>
                  </Router>
                </ShellIntlProvider>
              </Provider>
            </DataClientContext.Provider>
          </ServerRemotesContext.Provider>
      </HeadCollectorContext.Provider>
    </ServerResponseContext.Provider>
  );
}
