// Test harness for the remotes' component tests (import 'shared-contracts/testing'; never from
// production code): renders a module the way the shell hosts it. Apollo with mocked responses and
// the shared cache policies, the ShellState store with its event reducers (every dispatched
// action recorded), intl with the shared ui.* messages, a router with the current location shown
// in data-testid="location", and the team's root around the module.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { DataClientFromApollo } from './data-client-from-apollo';
import type { MockLink } from '@apollo/client/testing';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import { typePolicies } from '../apollo/type-policies';
import { SHOP_TIME_ZONE, TOKEN_COOKIE, type Language } from '../constants/business';
import { createHarnessStore } from '../dev/standalone-harness';
import { EVENTS, type WishlistEntry } from '../events/event-map';
import { messagesFor } from '../i18n/translate';
// Component tests render either language at once (the loading is the shell's, tested there).
import '../i18n/all-ui-languages';
import { RemoteSlotContext, type RemoteSlotProps } from '../remotes/remote-slot';
import type { ShellState } from '../store/root-state';

export interface ShellOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  route?: string;
  language?: Language;
  /** A registered customer is logged in. */
  loggedIn?: boolean;
  guestData?: string | null;
  /** The logged-in customer's e-mail (customer:loaded). */
  email?: string | null;
  wishlist?: WishlistEntry[];
  /**
   * As on a page load: the module is rendered to HTML first (the view's `serverHtml`), then the
   * browser hydrates that HTML instead of rendering afresh.
   */
  serverRendered?: boolean;
}

export interface ShellHarness {
  /** The team's root (its messages, data-boundary) around every rendered module. */
  Root?: ComponentType<{ children: ReactNode; language: Language }>;
  /** Answers every render gets after the test's own, e.g. for widgets a test does not look at. */
  fallbackMocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** What the shell's remote slots render; without it a RemoteSlot shows its fallback. */
  remoteSlot?: ComponentType<RemoteSlotProps>;
  /** Options every render starts from (a test's own options, when not undefined, win). */
  defaults?: ShellOptions;
}

function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Stands in for the shell's slot renderer: shows which widget would load, with its props. */
export function TestRemoteSlot({ remote, module, props }: RemoteSlotProps) {
  return <div data-testid={`slot ${remote}/${module.replace('./', '')}`} data-props={JSON.stringify(props ?? {})} />;
}

function PlainRoot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** The team's renderWithShell(ui, options): bind the team's root (and defaults) once. */
export function createRenderWithShell({ Root = PlainRoot, fallbackMocks = [], remoteSlot, defaults = {} }: ShellHarness = {}) {
  return function renderWithShell(ui: ReactElement, testOptions: ShellOptions = {}) {
    const given = Object.fromEntries(Object.entries(testOptions).filter(([, value]) => value !== undefined)) as ShellOptions;
    const options: ShellOptions = { ...defaults, ...given };
    const language = options.language ?? 'tr';
    // The harness store reads the login state from the token cookie: every render starts from
    // none, and a login below is not left in the cookie for the next test.
    document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
    const store = createHarnessStore(language);
    if (options.loggedIn) {
      store.dispatch(EVENTS.authLoggedIn({ token: 'test-token', method: 'password' }));
      document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
    }
    if (options.guestData) store.dispatch(EVENTS.guestDataReceived(options.guestData));
    if (options.email) store.dispatch(EVENTS.customerLoaded({ id: 1, firstName: 'Ayşe', lastName: 'Yılmaz', email: options.email, phone: null, isGuest: false }));
    if (options.wishlist) store.dispatch(EVENTS.wishlistLoaded(options.wishlist));

    const actions: UnknownAction[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: UnknownAction) => {
      actions.push(action);
      return dispatch(action);
    }) as typeof store.dispatch;

    const cache = new InMemoryCache({ typePolicies });
    const routed = (
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Root language={language}>{ui}</Root>
        <LocationDisplay />
      </MemoryRouter>
    );
    const tree = (
      <MockedProvider mocks={[...(options.mocks ?? []), ...fallbackMocks]} cache={cache}>
        <DataClientFromApollo>
          <Provider store={store}>
            <IntlProvider locale={language === 'en' ? 'en-US' : 'tr-TR'} defaultLocale="tr-TR" timeZone={SHOP_TIME_ZONE} messages={messagesFor(language)}>
              {remoteSlot ? <RemoteSlotContext.Provider value={remoteSlot}>{routed}</RemoteSlotContext.Provider> : routed}
            </IntlProvider>
          </Provider>
        </DataClientFromApollo>
      </MockedProvider>
    );
    let serverHtml: string | null = null;
    let container: HTMLElement | undefined;
    if (options.serverRendered) {
      serverHtml = renderToString(tree);
      container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = serverHtml;
    }
    const view = render(tree, container ? { container, hydrate: true } : {});

    const state = () => store.getState() as unknown as ShellState;
    const dispatched = (type: string) => actions.filter((a) => a.type === type);
    return {
      ...view,
      serverHtml,
      store,
      cache,
      actions,
      dispatched,
      state,
      toasts: () => state().toasts.items,
      location: () => view.getByTestId('location').textContent,
    };
  };
}

export type ShellView = ReturnType<ReturnType<typeof createRenderWithShell>>;
export { installFakeIntersectionObserver, type FakeObserver } from './fake-intersection-observer';
