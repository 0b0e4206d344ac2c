// Renders a module the way the shell hosts it: Apollo with mocked responses and the shared cache
// policies, the ShellState store with its event reducers (every dispatched action recorded),
// intl with the shared ui.* messages, a router, and mf-catalog's root.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import { CatalogRecommendationsDocument, EVENTS, messagesFor, typePolicies, type Language, type ShellState, type WishlistEntry } from 'shared-contracts';
import { createHarnessStore } from 'shared-contracts/dev/standalone-harness';
import { CatalogRoot } from '../common/CatalogRoot';

export interface ShellOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  route?: string;
  language?: Language;
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
  const store = createHarnessStore(language);
  if (options.guestData) store.dispatch(EVENTS.guestDataReceived(options.guestData));
  if (options.email) store.dispatch(EVENTS.customerLoaded({ id: 1, firstName: 'Ayşe', lastName: 'Yılmaz', email: options.email, phone: null, isGuest: false }));
  if (options.wishlist) store.dispatch(EVENTS.wishlistLoaded(options.wishlist));

  const actions: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    actions.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;

  // Recommendation strips a test does not care about get nothing to show.
  const noRecommendations: MockLink.MockedResponse = {
    request: { query: CatalogRecommendationsDocument, variables: () => true },
    result: { data: { recommendations: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const view = render(
    <MockedProvider mocks={[...(options.mocks ?? []), noRecommendations]} cache={new InMemoryCache({ typePolicies })}>
      <Provider store={store}>
        <IntlProvider locale={language === 'en' ? 'en-US' : 'tr-TR'} defaultLocale="tr-TR" messages={messagesFor(language)}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            <CatalogRoot>{ui}</CatalogRoot>
            <LocationDisplay />
          </MemoryRouter>
        </IntlProvider>
      </Provider>
    </MockedProvider>,
  );

  const state = () => store.getState() as unknown as ShellState;
  const dispatched = (type: string) => actions.filter((a) => a.type === type);
  return { ...view, store, actions, dispatched, state, location: () => view.getByTestId('location').textContent };
}
