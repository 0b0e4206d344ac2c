import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteArea } from './RemoteArea';
import { configureRemoteRetry } from './remote-loader';
import { renderWithShell } from '../testing/render-with-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Cart() {
  return <h1>Sepet sayfası</h1>;
}
function Home() {
  return <h1>Ana sayfa içerik</h1>;
}
function Crashing(): never {
  throw new Error('render crash');
}

beforeEach(() => {
  configureRemoteRetry([1, 1]);
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteArea', () => {
  it('retries a failing load, then shows the translated fallback only in that area', async () => {
    mockedLoadRemote.mockImplementation(async (id: string) => {
      if (id === 'mf_cart_checkout/CartPage') throw new Error('remote down');
      return { default: Home };
    });
    await act(async () =>
      renderWithShell(
        <>
          <header>Başlık</header>
          <RemoteArea id="mf_cart_checkout/CartPage" />
          <RemoteArea id="mf_stores_content/HomePage" />
        </>,
      ),
    );
    expect(await screen.findByText('Bu bölüm şu an yüklenemedi.')).toBeInTheDocument();
    expect(mockedLoadRemote.mock.calls.filter(([id]) => id === 'mf_cart_checkout/CartPage')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Ana sayfa içerik' })).toBeInTheDocument();
    expect(screen.getByText('Başlık')).toBeInTheDocument();
  });

  it('loads again when the shopper presses retry', async () => {
    let up = false;
    mockedLoadRemote.mockImplementation(async () => {
      if (!up) throw new Error('remote down');
      return { default: Cart };
    });
    await act(async () => renderWithShell(<RemoteArea id="mf_cart_checkout/CartPage-retry" />));
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' });
    up = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Sepet sayfası' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again when the shopper moves to another page of the same module', async () => {
    let up = false;
    mockedLoadRemote.mockImplementation(async () => {
      if (!up) throw new Error('remote down');
      return { default: Cart };
    });
    const { rerender } = await act(async () => renderWithShell(<RemoteArea id="mf_stores_content/ContentPage-nav" resetKey="/sayfa/a" />));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    up = true;
    await act(async () => rerender(<RemoteArea id="mf_stores_content/ContentPage-nav" resetKey="/sayfa/a" />));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => rerender(<RemoteArea id="mf_stores_content/ContentPage-nav" resetKey="/sayfa/b" />));
    expect(await screen.findByRole('heading', { name: 'Sepet sayfası' })).toBeInTheDocument();
  });

  it('contains a module that throws while rendering', async () => {
    mockedLoadRemote.mockImplementation(async (id: string) => ({ default: id.endsWith('Broken') ? Crashing : Home }));
    await act(async () =>
      renderWithShell(
        <>
          <RemoteArea id="mf_catalog/Broken" />
          <RemoteArea id="mf_stores_content/Home2" />
        </>,
      ),
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Bu bölüm şu an yüklenemedi.'));
    expect(screen.getByRole('heading', { name: 'Ana sayfa içerik' })).toBeInTheDocument();
  });

  it('shows the fallback in English under /en', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('down'));
    await act(async () => renderWithShell(<RemoteArea id="mf_account/ProfilePage" />, { language: 'en' }));
    expect(await screen.findByText('This section could not be loaded right now.')).toBeInTheDocument();
  });
});
