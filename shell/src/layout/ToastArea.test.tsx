import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router';
import { EVENTS, type ToastPayload } from 'shared-contracts';
import { ToastArea } from './ToastArea';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { makeTestStore, renderWithShell } from '../testing/render-with-shell';

/** The toast area with these toasts raised. */
function showToasts(...toasts: ToastPayload[]) {
  const store = makeTestStore();
  renderWithShell(<ToastArea />, { store });
  act(() => {
    for (const toast of toasts) store.dispatch(EVENTS.toastShown(toast));
  });
  return store;
}

describe('ToastArea', () => {
  it('translates message keys, announces errors as alerts and shows links', () => {
    const store = makeTestStore();
    renderWithShell(<ToastArea />, { store });
    act(() => {
      store.dispatch(EVENTS.toastShown({ kind: 'error', message: 'ui.notify.unexpected_error' }));
      store.dispatch(EVENTS.toastShown({ kind: 'success', message: 'ui.cart.add_success', link: { href: '/cart', label: 'shell.header.cart' } }));
      store.dispatch(EVENTS.toastShown({ kind: 'info', message: 'Zaten çevrilmiş metin' }));
    });
    expect(within(screen.getByRole('alert')).getByText('Beklenmeyen bir hata oluştu. Lütfen tekrar deneyiniz.')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(within(status).getByText('Ürün sepete eklendi.')).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Sepetim' })).toHaveAttribute('href', '/cart');
    expect(within(status).getByText('Zaten çevrilmiş metin')).toBeInTheDocument();
  });

  it('dismisses a toast with its close button and after a while', async () => {
    jest.useFakeTimers();
    showToasts({ kind: 'info', message: 'Bir' }, { kind: 'success', message: 'İki' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(screen.getByText('Bir').closest('li')!).getByRole('button', { name: 'Bildirimi kapat' }));
    expect(screen.queryByText('Bir')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('İki')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('keeps an error until it is closed while success toasts close by themselves', async () => {
    jest.useFakeTimers();
    showToasts({ kind: 'error', message: 'Ödeme alınamadı' }, { kind: 'success', message: 'Ürün sepete eklendi.' });
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByText('Ürün sepete eklendi.')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(120_000));
    const error = within(screen.getByRole('alert')).getByText('Ödeme alınamadı');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(error.closest('li')!).getByRole('button', { name: 'Bildirimi kapat' }));
    expect(screen.queryByText('Ödeme alınamadı')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('clears the errors of an action when it succeeds, and only those', () => {
    const store = showToasts({ kind: 'error', message: 'Sözleşmeyi onaylayın', source: 'team:payment' }, { kind: 'error', message: 'Kupon geçersiz', source: 'team:coupon' });
    act(() => {
      store.dispatch(EVENTS.toastsResolved({ source: 'team:payment' }));
    });
    expect(screen.queryByText('Sözleşmeyi onaylayın')).not.toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Kupon geçersiz')).toBeInTheDocument();
  });

  it('leaves the toasts of a page behind on the next page, but keeps one raised with the navigation', async () => {
    const store = makeTestStore();
    function Go() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/checkout')}>
            Ödemeye geç
          </button>
          <button
            type="button"
            onClick={() => {
              store.dispatch(EVENTS.toastShown({ kind: 'success', message: 'Ödeme alındı' }));
              navigate('/checkout/success');
            }}
          >
            Öde
          </button>
        </>
      );
    }
    // The browser's own router: the address changes as in the shop.
    window.history.replaceState(null, '', '/cart');
    render(
      <Provider store={store}>
        <ShellIntlProvider>
          <BrowserRouter>
            <ToastArea />
            <Go />
          </BrowserRouter>
        </ShellIntlProvider>
      </Provider>,
    );
    act(() => {
      store.dispatch(EVENTS.toastShown({ kind: 'success', message: 'Ürün sepete eklendi.' }));
      store.dispatch(EVENTS.toastShown({ kind: 'error', message: 'Stok yetersiz' }));
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    expect(screen.queryByText('Ürün sepete eklendi.')).not.toBeInTheDocument();
    expect(screen.queryByText('Stok yetersiz')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(EVENTS.toastShown({ kind: 'error', message: 'Sözleşmeyi onaylayın' }));
    });
    await user.click(screen.getByRole('button', { name: 'Öde' }));
    expect(window.location.pathname).toBe('/checkout/success');
    expect(screen.queryByText('Sözleşmeyi onaylayın')).not.toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Ödeme alındı')).toBeInTheDocument();
  });
});
