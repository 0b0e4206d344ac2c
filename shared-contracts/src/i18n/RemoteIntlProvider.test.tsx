/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { preloadRemoteMessages, RemoteIntlProvider } from './RemoteIntlProvider';

const tr = { 'team.greeting': 'Merhaba' };

function page(locale: string, en: () => Promise<Record<string, string>>) {
  return (
    <IntlProvider locale={locale} defaultLocale="tr-TR" messages={{ 'ui.shared': locale === 'en-US' ? 'Shared' : 'Ortak' }}>
      <RemoteIntlProvider messages={{ tr, en }}>
        <p>
          <FormattedMessage id="team.greeting" /> <FormattedMessage id="ui.shared" />
        </p>
      </RemoteIntlProvider>
    </IntlProvider>
  );
}

describe('a remote\'s messages', () => {
  it('on a Turkish page come with the code: the English ones are not loaded', async () => {
    const en = jest.fn(async () => ({ 'team.greeting': 'Hello' }));
    await act(async () => render(page('tr-TR', en)));
    expect(screen.getByText('Merhaba Ortak')).toBeInTheDocument();
    expect(en).not.toHaveBeenCalled();
  });

  it('on an English page are loaded once, then shown over the shared ones', async () => {
    const en = jest.fn(async () => ({ 'team.greeting': 'Hello' }));
    const { rerender } = await act(async () => render(page('en-US', en)));
    expect(await screen.findByText('Hello Shared')).toBeInTheDocument();
    await act(async () => rerender(page('en-US', en)));
    expect(en).toHaveBeenCalledTimes(1);
  });
});

describe('a language loaded before the first render (preloadRemoteMessages)', () => {
  it('is read at once: the first render shows the texts, nothing suspends', async () => {
    const tr = jest.fn(async () => ({ 'team.greeting': 'Merhaba' }));
    const en = jest.fn(async () => ({ 'team.greeting': 'Hello' }));
    const messages = { tr, en };
    preloadRemoteMessages(messages, 'tr');
    await act(async () => undefined);
    // A plain render (no act): had it suspended, the text would not be there yet.
    render(
      <IntlProvider locale="tr-TR" messages={{}}>
        <RemoteIntlProvider messages={messages}>
          <FormattedMessage id="team.greeting" />
        </RemoteIntlProvider>
      </IntlProvider>,
    );
    expect(screen.getByText('Merhaba')).toBeInTheDocument();
    expect(tr).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
  });
});
