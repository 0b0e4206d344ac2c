import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountLayout } from './AccountLayout';
import { renderAccount } from '../testing/render-account';

describe('AccountLayout', () => {
  test('side menu lists the account items and marks the one the path belongs to', async () => {
    await renderAccount(<AccountLayout title="Siparişlerim">içerik</AccountLayout>, { url: '/account/orders/100234' });
    const nav = screen.getByRole('navigation', { name: 'Hesabım menüsü' });
    const labels = Array.from(nav.querySelectorAll('li')).map((li) => li.textContent);
    expect(labels).toEqual(['Hesabım', 'Adreslerim', 'Kuponlarım', 'Siparişlerim', 'Favorilerim', 'İletişim', 'Yardım', 'Şifre Değiştir', 'Çıkış Yap']);
    expect(screen.getByRole('link', { name: 'Siparişlerim' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Hesabım' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Siparişlerim' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hesabım menüsü' })).toHaveValue('orders');
  });

  test('English links keep the /en prefix', async () => {
    await renderAccount(<AccountLayout title="My addresses">x</AccountLayout>, { url: '/en/account/addresses', language: 'en' });
    expect(screen.getByRole('link', { name: 'My addresses' })).toHaveAttribute('href', '/en/account/addresses');
    expect(screen.getByRole('link', { name: 'My addresses' })).toHaveAttribute('aria-current', 'page');
  });

  test('the mobile dropdown navigates, and logout raises auth:logged-out', async () => {
    const { eventsOfType } = await renderAccount(<AccountLayout title="Hesabım">x</AccountLayout>, { url: '/account' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hesabım menüsü' }), 'Kuponlarım');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/coupons'));
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(eventsOfType('auth:logged-out')).toHaveLength(1);
  });
});
