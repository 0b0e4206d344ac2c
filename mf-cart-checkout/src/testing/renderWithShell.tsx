// Renders a page the way the shell hosts it: Apollo (mocked responses, the shared cache
// policies), the ShellState store with its event reducers (recording every dispatched action),
// intl with the shared ui.* messages, a router, and this team's RemoteRoot.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import { EVENTS, messagesFor, typePolicies, type Language, type ShellState, type WishlistEntry } from 'shared-contracts';
import { createHarnessStore } from 'shared-contracts/dev/standalone-harness';
import { RemoteRoot } from '../common/RemoteRoot';

export interface ShellOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  route?: string;
  language?: Language;
  loggedIn?: boolean;
  guestData?: string | null;
  email?: string | null;
  wishlist?: WishlistEntry[];
}

function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderWithShell(ui: ReactElement, options: ShellOptions = {}) {
  const language = options.language ?? 'tr';
  // The harness store reads the login state from the token cookie; start every test logged out.
  document.cookie = 'token=; path=/; max-age=0';
  const store = createHarnessStore(language);
  if (options.loggedIn ?? true) store.dispatch(EVENTS.authLoggedIn({ token: 'test-token', method: 'password' }));
  if (options.guestData) store.dispatch(EVENTS.guestDataReceived(options.guestData));
  if (options.email)
    store.dispatch(EVENTS.customerLoaded({ id: 1, firstName: 'Ayşe', lastName: 'Yılmaz', email: options.email, phone: null, isGuest: false }));
  if (options.wishlist) store.dispatch(EVENTS.wishlistLoaded(options.wishlist));

  const actions: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    actions.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;

  const cache = new InMemoryCache({ typePolicies });
  const view = render(
    <MockedProvider mocks={options.mocks ?? []} cache={cache}>
      <Provider store={store}>
        <IntlProvider locale={language === 'en' ? 'en-US' : 'tr-TR'} defaultLocale="tr-TR" messages={messagesFor(language)}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            <RemoteRoot language={language}>{ui}</RemoteRoot>
            <LocationDisplay />
          </MemoryRouter>
        </IntlProvider>
      </Provider>
    </MockedProvider>,
  );

  const state = () => store.getState() as unknown as ShellState;
  const dispatched = (type: string) => actions.filter((a) => a.type === type);
  const toasts = () => state().toasts.items;
  return { ...view, store, cache, actions, dispatched, state, toasts };
}
