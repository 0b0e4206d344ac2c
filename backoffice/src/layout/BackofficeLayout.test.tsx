// The navigation shows only the screens the role may use.
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../testing/render-screen';
import { BackofficeLayout } from './BackofficeLayout';

const links = () => within(screen.getByRole('navigation', { name: 'Yönetim menüsü' })).getAllByRole('link').map((a) => a.textContent);

test.each([
  ['ADMIN', ['Siparişler', 'Talepler', 'Yorumlar', 'Katalog', 'Müşteriler', 'Mesajlar', 'Personel', 'İşlem kaydı']],
  ['ORDERS', ['Siparişler', 'Talepler', 'Katalog']],
  ['SUPPORT', ['Siparişler', 'Talepler', 'Müşteriler', 'Mesajlar']],
  ['CATALOGUE', ['Yorumlar', 'Katalog']],
  ['STORE', ['Talepler', 'Katalog']],
] as const)('%s sees %j', async (role, expected) => {
  await renderScreen(
    <BackofficeLayout>
      <h1>İçerik</h1>
    </BackofficeLayout>,
    { role },
  );
  expect(links()).toEqual(expected);
  expect(screen.getByRole('button', { name: 'Çıkış yap' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'İçerik' }));
});
