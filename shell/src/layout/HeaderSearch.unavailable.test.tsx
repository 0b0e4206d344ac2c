// Its own file: a module that failed (or loaded) stays so for the rest of a test file.
import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlotContext } from 'shared-contracts';
import { HeaderSearch } from './HeaderSearch';
import { ShellRemoteSlot } from '../federation/ShellRemoteSlot';
import { configureRemoteRetry, forgetRemoteModule } from '../federation/remote-loader';
import { renderWithShell } from '../testing/render-with-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

const renderSearch = () =>
  act(async () =>
    renderWithShell(
      <RemoteSlotContext.Provider value={ShellRemoteSlot}>
        <HeaderSearch />
      </RemoteSlotContext.Provider>,
    ),
  );

beforeEach(() => {
  configureRemoteRetry([1, 1]);
  forgetRemoteModule('mf_catalog/InstantSearch');
  mockedLoadRemote.mockReset();
});
afterEach(() => jest.restoreAllMocks());

describe('HeaderSearch without the catalogue', () => {
  it('keeps the plain form when the instant search cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockedLoadRemote.mockRejectedValue(new Error('catalog down'));
    await renderSearch();
    expect(await screen.findByRole('searchbox', { name: 'Ürün ara' })).toBeInTheDocument();
    // It loads at the visitor's first interaction.
    await act(async () => {
      window.dispatchEvent(new Event('keydown'));
    });
    // The preload and then the slot itself each try three times.
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(6));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('search')).toHaveAttribute('action', '/arama');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
