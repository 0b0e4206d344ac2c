import { act, screen, within } from '@testing-library/react';
import { MenusDocument } from 'shared-contracts/graphql';
import { Footer } from './Footer';
import { menuItem } from '../testing/menu-fixtures';
import { renderWithShell } from '../testing/render-with-shell';

const menus = [
  {
    __typename: 'Menu',
    id: 2,
    type: 'footer',
    items: [
      menuItem(1, 'Popüler Kategoriler', { systemName: 'popular_categories', children: [menuItem(11, 'Altın Kolye', { url: '/altin-kolye' }), menuItem(12, 'Gümüş Yüzük', { url: '/gumus-yuzuk' })] }),
      menuItem(2, 'Kurumsal', { systemName: 'menu_items', children: [menuItem(21, 'Mağazalarımız', { url: '/sayfa/magazalarimiz' }), menuItem(22, 'Gizli', { url: '/x', visible: false })] }),
      menuItem(3, 'Bizi takip edin', { systemName: 'socials', children: [menuItem(31, 'Instagram', { url: 'https://instagram.com/example' })] }),
      menuItem(4, 'Güvenli alışveriş', { systemName: 'logos', children: [menuItem(41, 'Visa', { image: '/images/visa.svg' })] }),
      menuItem(5, 'Başka bir şey', { systemName: 'other', children: [menuItem(51, 'Görünmemeli', { url: '/y' })] }),
    ],
  },
  { __typename: 'Menu', id: 3, type: 'extra', items: [menuItem(61, 'KVKK', { url: '/sayfa/kvkk' })] },
];

async function renderFooter(path = '/') {
  await act(async () =>
    renderWithShell(<Footer />, { path, mocks: [{ request: { query: MenusDocument, variables: { ids: [2, 3], type: null } }, result: { data: { menus } } }] }),
  );
}

describe('Footer', () => {
  it('shows the groups of the named parents with their links', async () => {
    await renderFooter();
    const popular = await screen.findByRole('region', { name: 'Popüler Kategoriler' });
    expect(within(popular).getByRole('link', { name: 'Altın Kolye' })).toHaveAttribute('href', '/altin-kolye');
    const corporate = screen.getByRole('region', { name: 'Kurumsal' });
    expect(within(corporate).getByRole('link', { name: 'Mağazalarımız' })).toHaveAttribute('href', '/sayfa/magazalarimiz');
    expect(within(corporate).queryByText('Gizli')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'Visa' })).toHaveAttribute('src', '/images/visa.svg');
    expect(screen.queryByText('Görünmemeli')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KVKK' })).toHaveAttribute('href', '/sayfa/kvkk');
  });

  it('localises site links under /en', async () => {
    await renderFooter('/en/cart');
    expect(await screen.findByRole('link', { name: 'Altın Kolye' })).toHaveAttribute('href', '/en/altin-kolye');
    expect(screen.getByText(/All rights reserved/)).toBeInTheDocument();
  });
});
