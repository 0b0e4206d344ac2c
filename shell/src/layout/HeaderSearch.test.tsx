import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlotContext, resetFirstInteractionForTests, type InstantSearchProps } from 'shared-contracts';
import { HeaderSearch } from './HeaderSearch';
import { ShellRemoteSlot } from '../federation/ShellRemoteSlot';
import { configureRemoteRetry, forgetRemoteModule } from '../federation/remote-loader';
import { markRouteShown, settlePage, startSettling } from '../federation/page-settled';
import { renderWithShell } from '../testing/render-with-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Shows what it was handed over. */
function HandedOver({ handover }: InstantSearchProps) {
  // eslint-disable-next-line jsx-a11y/no-autofocus
  return <input role="combobox" aria-expanded="false" aria-label="Ürün, kategori ara" defaultValue={handover?.text} autoFocus={handover?.focused} />;
}

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
  resetFirstInteractionForTests();
});

describe('HeaderSearch', () => {
  it('keeps the plain search form until the visitor acts on a settled page, then shows the instant search', async () => {
    uninstall = startSettling(window, 60_000);
    await renderSearch();
    expect(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Ürün ara' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    // Settled, but nobody has touched the page: it is still not loaded.
    await act(async () => markRouteShown());
    await act(async () => settlePage());
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
    });
    expect(await screen.findByRole('combobox', { name: 'Ürün, kategori ara' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_catalog/InstantSearch');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('hands over what the visitor typed in the plain field, and the focus, to the instant search', async () => {
    uninstall = startSettling(window, 60_000);
    let arrive: (module: { default: typeof HandedOver }) => void = () => {};
    mockedLoadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)) as never);
    await renderSearch();
    const field = screen.getByRole('searchbox', { name: 'Ürün ara' });
    // Typing is an interaction: the instant search starts loading and arrives mid-word.
    await userEvent.type(field, 'yüz');
    await act(async () => arrive({ default: HandedOver }));
    const combobox = await screen.findByRole('combobox', { name: 'Ürün, kategori ara' });
    expect(combobox).toHaveValue('yüz');
    expect(combobox).toHaveFocus();
    await userEvent.keyboard('ük');
    expect(combobox).toHaveValue('yüzük');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

});
