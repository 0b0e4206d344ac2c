import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { MenusDocument, ShellWishListDocument } from 'shared-contracts/graphql';
import { Header } from './Header';
import { hardNavigate } from './browser-navigation';
import { makeTestStore, renderWithShell } from '../testing/render-with-shell';

jest.mock('./browser-navigation', () => ({ hardNavigate: jest.fn() }));

const wishItem = (n: number) => ({
  __typename: 'WishlistItem',
  id: 100 + n,
  productId: n,
  productName: `Kolye ${n}`,
  productSeName: `kolye-${n}`,
  firstPrice: '1.000,00 TL',
  picture: { __typename: 'Picture', imageUrl: `/images/${n}.jpg`, alternateText: `Kolye ${n}` },
});
const wishListMock = (count: number) => ({
  request: { query: ShellWishListDocument, variables: { guestData: null } },
  result: { data: { wishList: { __typename: 'WishList', items: Array.from({ length: count }, (_, i) => wishItem(i + 1)) } } },
  maxUsageCount: 10,
});
const menuMock = {
  request: { query: MenusDocument, variables: { ids: [1], type: null } },
  result: {
    data: {
      menus: [
        {
          __typename: 'Menu',
          id: 1,
          type: 'top',
          items: [
            { __typename: 'MenuItem', id: 11, parentMenuId: null, name: 'Kolye', url: '/kolye', icon: null, image: null, type: null, visible: true, systemName: null, children: [] },
            { __typename: 'MenuItem', id: 12, parentMenuId: null, name: 'Gizli', url: '/gizli', icon: null, image: null, type: null, visible: false, systemName: null, children: [] },
          ],
        },
      ],
    },
  },
  maxUsageCount: 10,
};

async function renderHeader(opts: { path?: string; saved?: number; loggedIn?: boolean; cartCount?: number } = {}) {
  if (opts.loggedIn) document.cookie = 'signed_in=t; path=/';
  const store = makeTestStore(opts.path?.startsWith('/en') ? 'en' : 'tr');
  for (let i = 1; i <= (opts.saved ?? 0); i++) store.dispatch(EVENTS.wishlistToggled({ productId: i, id: 100 + i, added: true }));
  if (opts.cartCount !== undefined) store.dispatch(EVENTS.cartCountChanged({ count: opts.cartCount }));
  await act(async () => renderWithShell(<Header />, { path: opts.path ?? '/', store, mocks: [menuMock, wishListMock(opts.saved ?? 0)] }));
  return store;
}

beforeEach(() => {
  document.cookie = 'signed_in=; path=/; max-age=0';
  window.localStorage.clear();
  jest.mocked(hardNavigate).mockReset();
});

describe('Header', () => {
  it('shows the cart count badge and follows count changes', async () => {
    const store = await renderHeader({ cartCount: 3, loggedIn: true });
    const cart = screen.getByRole('link', { name: 'Sepetim, 3 ürün' });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(cart).toHaveAttribute('href', '/cart');
    await act(async () => {
      store.dispatch(EVENTS.cartItemAdded({ item: { item_id: 'x', item_name: 'x', price: 1 } }));
    });
    expect(screen.getByRole('link', { name: 'Sepetim, 4 ürün' })).toBeInTheDocument();
  });

  it('has no badge for an empty cart and sends a logged-out visitor to login for checkout', async () => {
    await renderHeader();
    const cart = screen.getByRole('link', { name: 'Sepetim, ürün yok' });
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(cart).toHaveAttribute('href', `/login?redirectUrl=${encodeURIComponent('/checkout')}`);
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
  });

  it('offers a guest customer (guest checkout) the login, not an account', async () => {
    document.cookie = 'signed_in=guest.g1; path=/';
    const store = await renderHeader({ cartCount: 1 });
    expect(store.getState().auth).toEqual({ isLoggedIn: true, isGuest: true });
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Hesabım' })).not.toBeInTheDocument();
    // The guest's cart is theirs: checkout opens without a login.
    expect(screen.getByRole('link', { name: 'Sepetim, 1 ürün' })).toHaveAttribute('href', '/cart');
  });

  it('shows header favourites, the first 4, only when more than 2 are saved', async () => {
    await renderHeader({ saved: 5 });
    const favourites = await screen.findByRole('navigation', { name: 'Favorilerim' });
    expect(within(favourites).getAllByRole('img')).toHaveLength(4);
    expect(within(favourites).getByRole('link', { name: 'Kolye 1' })).toHaveAttribute('href', '/kolye-1');
  });

  it('re-reads the favourites when the shopper saves another product', async () => {
    const store = makeTestStore('tr');
    for (let i = 1; i <= 3; i++) store.dispatch(EVENTS.wishlistToggled({ productId: i, id: 100 + i, added: true }));
    const list = (count: number) => ({
      request: { query: ShellWishListDocument, variables: { guestData: null } },
      result: { data: { wishList: { __typename: 'WishList', items: Array.from({ length: count }, (_, i) => wishItem(i + 1)) } } },
    });
    // One response per fetch: the first list, then the one after the new save.
    await act(async () => renderWithShell(<Header />, { store, mocks: [menuMock, list(3), list(4)] }));
    const favourites = await screen.findByRole('navigation', { name: 'Favorilerim' });
    await act(async () => new Promise((r) => setTimeout(r, 150)));
    expect(within(favourites).getAllByRole('img')).toHaveLength(3);
    await act(async () => {
      store.dispatch(EVENTS.wishlistToggled({ productId: 4, id: 104, added: true }));
    });
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Favorilerim' })).getAllByRole('img')).toHaveLength(4));
  });

  it('has no language selector when the served config turns it off', async () => {
    (window as Window & { __STOREFRONT_CONFIG__?: object }).__STOREFRONT_CONFIG__ = { languageSelectorEnabled: false };
    try {
      await renderHeader();
      expect(screen.queryByRole('group', { name: 'Dil' })).not.toBeInTheDocument();
    } finally {
      delete (window as Window & { __STOREFRONT_CONFIG__?: object }).__STOREFRONT_CONFIG__;
    }
  });

  it('hides header favourites with 2 saved', async () => {
    await renderHeader({ saved: 2 });
    // Longer than the mocked response delay: a wrongly shown list would be there by now.
    await act(async () => new Promise((r) => setTimeout(r, 150)));
    expect(screen.queryByRole('navigation', { name: 'Favorilerim' })).not.toBeInTheDocument();
  });

  it('switches to English: stores NEXT_LANGUAGE and reloads the same page under /en', async () => {
    await renderHeader({ path: '/sayfa/magazalarimiz?x=1' });
    const group = screen.getAllByRole('group', { name: 'Dil' })[0];
    expect(within(group).getByRole('button', { name: 'TR – Türkçe' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'EN – English' }));
    expect(document.cookie).toContain('NEXT_LANGUAGE=en');
    expect(hardNavigate).toHaveBeenCalledWith('/en/sayfa/magazalarimiz?x=1');
  });

  it('switches back to Turkish without the prefix', async () => {
    await renderHeader({ path: '/en/cart' });
    await userEvent.click(within(screen.getAllByRole('group', { name: 'Language' })[0]).getByRole('button', { name: 'TR – Türkçe' }));
    expect(document.cookie).toContain('NEXT_LANGUAGE=tr');
    expect(hardNavigate).toHaveBeenCalledWith('/cart');
  });

  it('renders the visible top menu entries, localised', async () => {
    await renderHeader({ path: '/en' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Kolye' })).toHaveAttribute('href', '/en/kolye');
    expect(within(nav).queryByText('Gizli')).not.toBeInTheDocument();
  });

  it('falls back to a plain search form when the instant search is not available', async () => {
    await renderHeader({ path: '/en' });
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/en/arama');
    expect(within(search).getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
  });

  it('opens the mobile drawer with a greeting and account shortcuts', async () => {
    const store = await renderHeader({ loggedIn: true });
    await act(async () => {
      store.dispatch(EVENTS.customerLoaded({ id: 1, firstName: 'Ayşe', lastName: 'Y', email: null, phone: null, isGuest: false }));
    });
    const open = screen.getByRole('button', { name: 'Menüyü aç' });
    await userEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByText('Merhaba, Ayşe')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Hesabım' })).toHaveAttribute('href', '/account');
    expect(within(drawer).getByRole('link', { name: 'Favorilerim' })).toHaveAttribute('href', '/account/wishlist');
    expect(within(drawer).getByRole('link', { name: 'Siparişlerim' })).toHaveAttribute('href', '/account/orders');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers login and register in the drawer to a guest', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByText('Merhaba')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(within(drawer).getByRole('link', { name: 'Üye Ol' })).toHaveAttribute('href', '/register');
  });
});
