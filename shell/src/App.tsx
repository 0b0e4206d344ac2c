// The shell's React tree: providers, the router, the layouts and routes, toasts and modals.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { RemoteSlotContext } from 'shared-contracts';
import { ShellRemoteSlot } from './federation/ShellRemoteSlot';
import { ShellIntlProvider } from './i18n/ShellIntlProvider';
import { ModalHost } from './layout/ModalHost';
import { ToastArea } from './layout/ToastArea';
import { AppRoutes } from './routing/AppRoutes';
import { LanguageSync } from './routing/LanguageSync';
import { NavigationBridge } from './routing/NavigationBridge';
import { PrefetchContext } from './routing/PrefetchContext';
import type { PrefetchPath } from './routing/prefetch';
import type { ShellStore } from './store/create-store';

export interface AppProps {
  store: ShellStore;
  client: ApolloClient;
  prefetch: PrefetchPath;
}

export function App({ store, client, prefetch }: AppProps) {
  return (
    <ApolloProvider client={client}>
      <Provider store={store}>
        <ShellIntlProvider>
          <BrowserRouter>
            <PrefetchContext.Provider value={prefetch}>
              <RemoteSlotContext.Provider value={ShellRemoteSlot}>
                <div data-boundary="shell">
                  <LanguageSync />
                  <NavigationBridge />
                  <AppRoutes />
                  <ToastArea />
                  <ModalHost />
                </div>
              </RemoteSlotContext.Provider>
            </PrefetchContext.Provider>
          </BrowserRouter>
        </ShellIntlProvider>
      </Provider>
    </ApolloProvider>
  );
}
