import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenusDocument } from 'shared-contracts/graphql';
import { TopMenu } from './TopMenu';
import { menuItem } from '../testing/menu-fixtures';
import { renderWithShell } from '../testing/render-with-shell';

const menus = [
  {
    __typename: 'Menu',
    id: 1,
    type: 'top',
    items: [
      menuItem(1, 'Yüzük', {
        url: '/yuzuk',
        children: [menuItem(11, 'Altın Yüzük', { url: '/altin-yuzuk' }), menuItem(12, 'Öne Çıkan Yüzükler', { url: '/tektas-yuzuk', type: 'QuadrupleBanner', image: '/images/10.svg' })],
      }),
      menuItem(2, 'Koleksiyonlar', { children: [menuItem(21, 'Clarit Jewellery', { url: '/arama?q=clarit' })] }),
    ],
  },
];

async function renderMenu(path = '/') {
  await act(async () => renderWithShell(<TopMenu />, { path, mocks: [{ request: { query: MenusDocument, variables: { ids: [1], type: null } }, result: { data: { menus } } }] }));
  return screen.findByRole('navigation', { name: path.startsWith('/en') ? 'Main menu' : 'Ana menü' });
}

describe('TopMenu', () => {
  it('links entries with an address and shows banner children as picture tiles', async () => {
    const nav = await renderMenu('/en/cart');
    expect(within(nav).getByRole('link', { name: 'Yüzük' })).toHaveAttribute('href', '/en/yuzuk');
    expect(within(nav).getByRole('link', { name: 'Altın Yüzük' })).toHaveAttribute('href', '/en/altin-yuzuk');
    const tile = within(nav).getByRole('link', { name: 'Öne Çıkan Yüzükler' });
    expect(tile).toHaveAttribute('href', '/en/tektas-yuzuk');
    expect(tile.querySelector('img')).toHaveAttribute('src', '/images/10.svg');
  });

  it('opens an entry without an address with a button, and closes it with Escape', async () => {
    const nav = await renderMenu();
    const toggle = within(nav).getByRole('button', { name: 'Koleksiyonlar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(within(nav).getByRole('link', { name: 'Clarit Jewellery' }));
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open submenu when the shopper goes to another page', async () => {
    const nav = await renderMenu();
    const toggle = within(nav).getByRole('button', { name: 'Koleksiyonlar' });
    await userEvent.click(toggle);
    await userEvent.click(within(nav).getByRole('link', { name: 'Clarit Jewellery' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toContainElement(document.activeElement as HTMLElement);
  });
});
