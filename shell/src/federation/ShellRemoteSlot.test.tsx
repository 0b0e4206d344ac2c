import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlot, RemoteSlotContext } from 'shared-contracts';
import { ShellRemoteSlot } from './ShellRemoteSlot';
import { configureRemoteRetry } from './remote-loader';
import { markRouteShown, startSettling } from './page-settled';
import { renderWithShell } from '../test/render-with-shell';

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
