import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { EVENTS } from 'shared-contracts';
import { ConsentBanner } from './ConsentBanner';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { createShellStore } from '../store/create-store';
import { makeTestStore, renderWithShell } from '../testing/render-with-shell';

const clearConsentCookie = () => {
  document.cookie = 'cookie_consent=; path=/; max-age=0';
};
beforeEach(clearConsentCookie);
afterEach(clearConsentCookie);

const banner = () => screen.queryByRole('region', { name: 'Çerez tercihleri' });

describe('ConsentBanner', () => {
  it('asks a first visitor with accept and reject side by side, reachable by keyboard first', async () => {
    renderWithShell(
      <>
        <ConsentBanner />
        <a href="#main">İçeriğe geç</a>
      </>,
    );
    const region = banner()!;
    expect(region).toBeInTheDocument();
    const accept = within(region).getByRole('button', { name: 'Kabul et' });
    const reject = within(region).getByRole('button', { name: 'Reddet' });
    // Rejecting is as easy as accepting: the same kind of control, drawn the same way.
    expect(reject.className).toBe(accept.className);
    expect(within(region).getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute('href', '/sayfa/kvkk');
    // Not a trap: the page goes on after the banner's controls.
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveFocus();
    await user.tab();
    expect(accept).toHaveFocus();
    await user.tab();
    expect(reject).toHaveFocus();
    await user.tab();
    expect(within(region).getByRole('button', { name: 'Tercihler' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'İçeriğe geç' })).toHaveFocus();
  });

  it('remembers a rejection made with the keyboard in the consent cookie, and asks no more', async () => {
    const { store } = renderWithShell(<ConsentBanner />);
    const user = userEvent.setup();
    within(banner()!).getByRole('button', { name: 'Reddet' }).focus();
    await user.keyboard('{Enter}');
    expect(banner()).not.toBeInTheDocument();
    expect(store.getState().consent.choice).toEqual({ analytics: false, marketing: false });
    expect(document.cookie).toContain('cookie_consent=v1.a0.m0');
    // The next page load (a new store) reads the choice back.
    const next = makeTestStore();
    expect(next.getState().consent.choice).toEqual({ analytics: false, marketing: false });
  });

  it('saves the categories chosen in the preferences; necessary is always on', async () => {
    const { store } = renderWithShell(<ConsentBanner />, { language: 'en' });
    const user = userEvent.setup();
    const region = screen.getByRole('region', { name: 'Cookie preferences' });
    await user.click(within(region).getByRole('button', { name: 'Preferences' }));
    const necessary = within(region).getByRole('checkbox', { name: 'Necessary cookies (always on)' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(region).getByRole('checkbox', { name: 'Marketing cookies' })).not.toBeChecked();
    await user.click(within(region).getByRole('checkbox', { name: 'Analytics cookies' }));
    await user.click(within(region).getByRole('button', { name: 'Save choices' }));
    expect(store.getState().consent.choice).toEqual({ analytics: true, marketing: false });
    expect(document.cookie).toContain('cookie_consent=v1.a1.m0');
    expect(screen.queryByRole('region', { name: 'Cookie preferences' })).not.toBeInTheDocument();
  });

  it('opened again from the footer shows the stored choice, takes the focus, and Escape gives it back', async () => {
    document.cookie = 'cookie_consent=v1.a1.m0; path=/';
    const store = makeTestStore();
    renderWithShell(
      <>
        <ConsentBanner />
        <button type="button" onClick={() => store.dispatch(EVENTS.consentPreferencesOpened())}>
          Çerez tercihleri (alt bilgi)
        </button>
      </>,
      { store },
    );
    expect(banner()).not.toBeInTheDocument();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Çerez tercihleri (alt bilgi)' });
    await user.click(opener);
    const region = banner()!;
    expect(within(region).getByRole('heading', { name: 'Çerez tercihleri' })).toHaveFocus();
    expect(within(region).getByRole('checkbox', { name: 'Analiz çerezleri' })).toBeChecked();
    expect(within(region).getByRole('checkbox', { name: 'Pazarlama çerezleri' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(banner()).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(store.getState().consent.choice).toEqual({ analytics: true, marketing: false });

    await user.click(opener);
    await user.click(within(banner()!).getByRole('button', { name: 'Kabul et' }));
    expect(store.getState().consent.choice).toEqual({ analytics: true, marketing: true });
    expect(opener).toHaveFocus();
  });

  it('is in the server render while no choice is stored, and not once one is', () => {
    const client = { query: jest.fn(), mutate: jest.fn(), resetStore: jest.fn() } as unknown as ApolloClient;
    const render = (cookie: string) => {
      const store = createShellStore({ client, language: 'tr', navigateHome: () => {}, dataLayer: () => [], server: { token: null, cookie } });
      return renderToString(
        <Provider store={store}>
          <ShellIntlProvider>
            <MemoryRouter>
              <ConsentBanner />
            </MemoryRouter>
          </ShellIntlProvider>
        </Provider>,
      );
    };
    expect(render('')).toContain('Kabul et');
    expect(render('a=1; cookie_consent=v2.a1.m1')).toContain('Kabul et');
    expect(render('a=1; cookie_consent=v1.a0.m1')).toBe('');
    // The server never writes the browser's cookie.
    expect(document.cookie).toBe('');
  });
});
