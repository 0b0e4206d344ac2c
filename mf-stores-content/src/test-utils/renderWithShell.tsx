// Renders a module the way the shell hosts it: Apollo with mocked responses and the shared cache
// policies, the ShellState store with its event reducers (every dispatched action recorded),
// intl with the shared ui.* messages, a router, a stand-in for the shell's remote slots, and
// mf-stores-content's root.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import { EVENTS, messagesFor, RemoteSlotContext, typePolicies, type Language, type RemoteSlotProps, type ShellState, type WishlistEntry } from 'shared-contracts';
import { createHarnessStore } from 'shared-contracts/dev/standalone-harness';
import { StoresContentRoot } from '../common/StoresContentRoot';

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

/** Stands in for the shell's slot renderer: shows which widget would load, with its props. */
function TestSlot({ remote, module, props }: RemoteSlotProps) {
  return <div data-testid={`slot ${remote}/${module.replace('./', '')}`} data-props={JSON.stringify(props ?? {})} />;
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

  const view = render(
    <MockedProvider mocks={options.mocks ?? []} cache={new InMemoryCache({ typePolicies })}>
      <Provider store={store}>
        <IntlProvider locale={language === 'en' ? 'en-US' : 'tr-TR'} defaultLocale="tr-TR" messages={messagesFor(language)}>
          <RemoteSlotContext.Provider value={TestSlot}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>
              <StoresContentRoot>{ui}</StoresContentRoot>
              <LocationDisplay />
            </MemoryRouter>
          </RemoteSlotContext.Provider>
        </IntlProvider>
      </Provider>
    </MockedProvider>,
  );

  const state = () => store.getState() as unknown as ShellState;
  const dispatched = (type: string) => actions.filter((a) => a.type === type);
  return { ...view, store, actions, dispatched, state, location: () => view.getByTestId('location').textContent };
}
