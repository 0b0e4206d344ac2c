// A slot whose widget the server rendered (its own file: the module caches start empty).
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlot, RemoteSlotContext } from 'shared-contracts';
import { ShellRemoteSlot } from './ShellRemoteSlot';
import { markRouteShown, settlePage, startSettling } from './page-settled';
import { ServerRemotesContext } from './server-remotes-context';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('a widget the server rendered', () => {
  function Counter({ title }: { title: string }) {
    const [count, setCount] = useState(0);
    return (
      <section aria-label={title}>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          {`${count} kez`}
        </button>
      </section>
    );
  }
  const loadedModule = Object.assign(Promise.resolve({ default: Counter as ComponentType<object> }), { status: 'fulfilled', value: { default: Counter } });
  const server = { load: () => loadedModule };

  function Host({ title }: { title: string }) {
    // A new props object on every render, as hosts write them.
    return <RemoteSlot remote="mf_catalog" module="./ProductSlider" props={{ title }} fallback={<p>Ürünler yükleniyor</p>} />;
  }
  const page = (title: string, onServer: boolean) => (
    <IntlProvider locale="tr-TR" messages={{}}>
      <ServerRemotesContext.Provider value={onServer ? server : null}>
        <RemoteSlotContext.Provider value={ShellRemoteSlot}>
          <Host title={title} />
        </RemoteSlotContext.Provider>
      </ServerRemotesContext.Provider>
    </IntlProvider>
  );

  it('is in the server HTML, stays that HTML while the page settles (no code loaded, no mismatch) and is taken over once needed', async () => {
    mockedLoadRemote.mockClear();
    mockedLoadRemote.mockResolvedValue({ default: Counter });
    const html = renderToString(page('Çok satanlar', true));
    expect(html).toContain('aria-label="Çok satanlar"');
    expect(html).not.toContain('Ürünler yükleniyor');

    const uninstall = startSettling(window, 60_000);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, page('Çok satanlar', false), { onRecoverableError: (error) => errors.push(error) });
    });
    // The server's HTML, as it came: not the fallback, and not React's yet (a press does nothing).
    expect(screen.getByRole('region', { name: 'Çok satanlar' })).toBeInTheDocument();
    expect(screen.queryByText('Ürünler yükleniyor')).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    // The host renders again with equal props: the HTML is kept.
    await act(async () => root.render(page('Çok satanlar', false)));
    expect(screen.getByRole('region', { name: 'Çok satanlar' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    await act(async () => markRouteShown());
    await act(async () => settlePage());
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('mf_catalog/ProductSlider'));
    const button = await screen.findByRole('button', { name: '0 kez' });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(screen.getByRole('button', { name: '1 kez' })).toBeInTheDocument());
    expect(errors).toEqual([]);
    await act(async () => root.unmount());
    container.remove();
    uninstall();
  });
});
