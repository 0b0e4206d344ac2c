// Test harness: what the shell gives a remote (Apollo, Redux, router, intl) with mocks, plus a
// record of the events dispatched and a view of the current location.
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { MockedProvider } from '@apollo/client/testing/react';
import { DataClientFromApollo } from 'shared-contracts/testing/data-client';
import type { MockLink } from '@apollo/client/testing';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { messagesFor, type ShellState } from 'shared-contracts';
import { SHOP_TIME_ZONE, type Language } from 'shared-contracts/rules';
import { harnessInitialState } from 'shared-contracts/dev/standalone-harness';
import { AccountBoundary } from '../common/AccountBoundary';

export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

/** The shell's state as a first visit has it (logged out), with the test's overrides. */
export function shellState(overrides: Partial<ShellState> = {}): ShellState {
  return { ...harnessInitialState('tr'), auth: { isLoggedIn: false, isGuest: false }, ...overrides };
}

export interface RenderAccountOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Initial URL, e.g. /login?redirectUrl=/account/orders */
  url?: string;
  /** Route pattern the element is mounted at (for useParams). */
  path?: string;
  language?: Language;
  state?: Partial<ShellState>;
}

export async function renderAccount(ui: ReactElement, options: RenderAccountOptions = {}) {
  const { mocks = [], url = '/', path = '*', language = 'tr', state } = options;
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const initial = shellState(state);
  const store = configureStore({
    reducer: (s: ShellState = initial) => s,
    // The invariant checks only warn about timing on a busy machine; the reducer never writes.
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }).concat(recorder),
  });
  const view = await act(async () =>
    render(
      <MockedProvider mocks={mocks}>
        <DataClientFromApollo>
        <Provider store={store}>
          <IntlProvider locale={language === 'en' ? 'en-US' : 'tr-TR'} defaultLocale="tr" timeZone={SHOP_TIME_ZONE} messages={messagesFor(language)}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route
                  path={path}
                  element={
                    <AccountBoundary>
                      {ui}
                    </AccountBoundary>
                  }
                />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </IntlProvider>
        </Provider>
        </DataClientFromApollo>
      </MockedProvider>,
    ),
  );
  const eventsOfType = (type: string) => actions.filter((a) => a.type === type);
  return { ...view, actions, eventsOfType, store };
}
