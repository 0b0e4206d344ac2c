import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlot, RemoteSlotContext, resetFirstInteractionForTests } from 'shared-contracts';
import { installFakeIntersectionObserver } from 'shared-contracts/testing';
import { ShellRemoteSlot } from './ShellRemoteSlot';
import { configureRemoteRetry } from './remote-loader';
import { markRouteShown, startSettling } from './page-settled';
import { renderWithShell } from '../testing/render-with-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Slider() {
  return <section aria-label="Çok satanlar">Slider</section>;
}

it("a widget in a slot waits until the page has settled, showing the slot's fallback", async () => {
  configureRemoteRetry([1, 1]);
  mockedLoadRemote.mockResolvedValue({ default: Slider });
  const uninstall = startSettling(window, 60_000);
  await act(async () =>
    renderWithShell(
      <RemoteSlotContext.Provider value={ShellRemoteSlot}>
        <RemoteSlot remote="mf_catalog" module="./ProductSlider" fallback={<p>Ürünler yükleniyor</p>} />
      </RemoteSlotContext.Provider>,
    ),
  );
  expect(screen.getByText('Ürünler yükleniyor')).toBeInTheDocument();
  expect(mockedLoadRemote).not.toHaveBeenCalled();

  await act(async () => markRouteShown());
  expect(await screen.findByRole('region', { name: 'Çok satanlar' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('mf_catalog/ProductSlider');
  uninstall();
});

it('a widget below the first screen loads only once the visitor has acted and gets near it', async () => {
  mockedLoadRemote.mockClear();
  mockedLoadRemote.mockResolvedValue({ default: Slider });
  const { observers, uninstall: uninstallObserver } = installFakeIntersectionObserver();
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000, bottom: 5040, left: 0, right: 400, width: 400, height: 40, x: 0, y: 5000, toJSON: () => ({}) });
  try {
    await act(async () =>
      renderWithShell(
        <RemoteSlotContext.Provider value={ShellRemoteSlot}>
          <RemoteSlot remote="mf_catalog" module="./RecommendationsStrip" />
        </RemoteSlotContext.Provider>,
      ),
    );
    expect(screen.getByRole('progressbar', { name: 'Yükleniyor…' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0].margin).toBe('400px 0px');

    await act(async () => observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    // Near, but nobody has touched the page: not part of the first load.
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event('wheel'));
    });
    expect(await screen.findByRole('region', { name: 'Çok satanlar' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_catalog/RecommendationsStrip');
  } finally {
    rect.mockRestore();
    uninstallObserver();
    resetFirstInteractionForTests();
  }
});
