import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { ToastArea } from './ToastArea';
import { makeTestStore, renderWithShell } from '../testing/render-with-shell';

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
    const store = makeTestStore();
    renderWithShell(<ToastArea />, { store });
    act(() => {
      store.dispatch(EVENTS.toastShown({ kind: 'info', message: 'Bir' }));
      store.dispatch(EVENTS.toastShown({ kind: 'success', message: 'İki' }));
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(screen.getByText('Bir').closest('li')!).getByRole('button', { name: 'Bildirimi kapat' }));
    expect(screen.queryByText('Bir')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('İki')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
