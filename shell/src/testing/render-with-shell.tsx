// Test helper: renders UI inside the shell's providers (store, Apollo mocks, intl, router).
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { InMemoryCache, type ApolloClient } from '@apollo/client';
import { stripLanguagePrefix } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import { typePolicies } from 'shared-contracts/apollo';
import { createShellStore, type ShellStore } from '../store/create-store';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { DataClientFromApollo } from 'shared-contracts/testing/data-client';

export interface ShellRenderOptions {
  path?: string;
  language?: Language;
  mocks?: MockLink.MockedResponse[];
  store?: ShellStore;
}

export function makeTestStore(language: Language = 'tr') {
  const client = { query: jest.fn(async () => ({ data: {} })), mutate: jest.fn(async () => ({ data: {} })), resetStore: jest.fn(async () => []) } as unknown as ApolloClient;
  return createShellStore({ client, navigateHome: jest.fn(), language, dataLayer: () => [] });
}

export function renderWithShell(ui: ReactElement, opts: ShellRenderOptions = {}) {
  const store = opts.store ?? makeTestStore(opts.language ?? stripLanguagePrefix((opts.path ?? '/').split('?')[0]).language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MockedProvider mocks={opts.mocks ?? []} cache={new InMemoryCache({ typePolicies })}>
        <DataClientFromApollo>
          <ShellIntlProvider>
            <MemoryRouter initialEntries={[opts.path ?? '/']}>{children}</MemoryRouter>
          </ShellIntlProvider>
        </DataClientFromApollo>
      </MockedProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper }) };
}
