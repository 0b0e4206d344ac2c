import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlotContext } from 'shared-contracts';
import { HeaderSearch } from './HeaderSearch';
import { ShellRemoteSlot } from '../federation/ShellRemoteSlot';
import { configureRemoteRetry, forgetRemoteModule } from '../federation/remote-loader';
import { markRouteShown, settlePage, startSettling } from '../federation/page-settled';
import { renderWithShell } from '../test/render-with-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function InstantSearch() {
  return <input role="combobox" aria-expanded="false" aria-label="Ürün, kategori ara" />;
}

const renderSearch = () =>
  act(async () =>
    renderWithShell(
      <RemoteSlotContext.Provider value={ShellRemoteSlot}>
        <HeaderSearch />
      </RemoteSlotContext.Provider>,
    ),
  );

let uninstall: () => void = () => {};
beforeEach(() => {
  configureRemoteRetry([1, 1]);
  forgetRemoteModule('mf_catalog/InstantSearch');
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue({ default: InstantSearch });
});
afterEach(() => {
  uninstall();
  settlePage();
});

describe('HeaderSearch', () => {
  it('keeps the plain search form until the page has settled, then shows the instant search', async () => {
    uninstall = startSettling(window, 60_000);
    await renderSearch();
    expect(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Ürün ara' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    await act(async () => markRouteShown());
    expect(await screen.findByRole('combobox', { name: 'Ürün, kategori ara' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_catalog/InstantSearch');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('does not take the plain field from a visitor typing in it', async () => {
    uninstall = startSettling(window, 60_000);
    await renderSearch();
    const field = screen.getByRole('searchbox', { name: 'Ürün ara' });
    // Typing is an interaction: the page settles and the instant search loads meanwhile.
    await userEvent.type(field, 'yüzük');
    await act(async () => {
      await mockedLoadRemote.mock.results[0]?.value;
    });
    expect(mockedLoadRemote).toHaveBeenCalled();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('yüzük');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    // Emptied and left: the instant search takes its place.
    await userEvent.clear(field);
    await userEvent.tab();
    await userEvent.tab();
    expect(await screen.findByRole('combobox', { name: 'Ürün, kategori ara' })).toBeInTheDocument();
  });

});
