import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { MenusDocument, ShellWishListDocument } from 'shared-contracts/graphql';
import { Header } from './Header';
import { makeTestStore, renderWithShell } from '../testing/render-with-shell';

// The cart team's widget stands in as plain content with its links (the remote is not loaded here).
jest.mock('../federation/RemoteArea', () => ({
  RemoteArea: ({ id, props }: { id: string; props: { onClose: () => void; language: string } }) => (
    <div data-testid="remote" data-id={id} data-language={props.language}>
      <a href="/cart" onClick={(e) => { e.preventDefault(); props.onClose(); }}>Sepete git</a>
      <a href="/checkout">Alışverişi tamamla</a>
    </div>
  ),
}));

const quiet = [
  { request: { query: MenusDocument, variables: { ids: [1], type: null } }, result: { data: { menus: [] } }, maxUsageCount: 10 },
  { request: { query: ShellWishListDocument, variables: { guestData: null } }, result: { data: { wishList: { __typename: 'WishList', items: [] } } }, maxUsageCount: 10 },
];
const item = { item_id: 'KLY-1', item_name: 'Kolye', price: 100 };

async function renderHeader(opts: { path?: string; loggedIn?: boolean } = {}) {
  document.cookie = opts.loggedIn === false ? 'signed_in=; path=/; max-age=0' : 'signed_in=t; path=/';
  const store = makeTestStore(opts.path?.startsWith('/en') ? 'en' : 'tr');
  store.dispatch(EVENTS.cartCountChanged({ count: 2 }));
  await act(async () => {
    renderWithShell(
      <>
        <button type="button">Sepete Ekle</button>
        <Header />
      </>,
      { path: opts.path ?? '/kolye', store, mocks: quiet },
    );
  });
  return store;
}

afterEach(() => {
  document.cookie = 'signed_in=; path=/; max-age=0';
});

describe('side cart', () => {
  it('opens after an add to cart as a labelled modal dialog with the mini cart, and closes with Escape', async () => {
    const store = await renderHeader();
    const addButton = screen.getByRole('button', { name: 'Sepete Ekle' });
    addButton.focus();
    await act(async () => {
      store.dispatch(EVENTS.cartItemAdded({ item }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Sepetim, 3 ürün' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByTestId('remote')).toHaveAttribute('data-id', 'mf_cart_checkout/MiniCart');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addButton).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the focus inside while open and closes on a click outside', async () => {
    const store = await renderHeader();
    await act(async () => {
      store.dispatch(EVENTS.cartItemAdded({ item }));
    });
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Sepeti kapat' });
    const last = within(dialog).getByRole('link', { name: 'Alışverişi tamamla' });
    // jsdom lays nothing out: every element counts as shown.
    jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    last.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('link', { name: 'Sepete git' })).toHaveFocus();
    jest.restoreAllMocks();
    await userEvent.click(screen.getByTestId('side-cart-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from the header cart button of a logged-in shopper (still a link to /cart) and gives the focus back', async () => {
    await renderHeader({ path: '/en/kolye' });
    const cart = screen.getByRole('link', { name: 'My cart, 2 items' });
    expect(cart).toHaveAttribute('href', '/en/cart');
    expect(cart).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(cart);
    const dialog = screen.getByRole('dialog', { name: 'My cart, 2 items' });
    expect(within(dialog).getByTestId('remote')).toHaveAttribute('data-language', 'en');
    expect(cart).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cart).toHaveFocus();
  });

  it('closes when the mini cart follows one of its links', async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('link', { name: 'Sepetim, 2 ürün' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Sepete git' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the cart button a plain link for guests and does not open on the cart page', async () => {
    const store = await renderHeader({ loggedIn: false, path: '/cart' });
    const cart = screen.getByRole('link', { name: 'Sepetim, 2 ürün' });
    expect(cart).not.toHaveAttribute('aria-haspopup');
    await act(async () => {
      store.dispatch(EVENTS.cartItemAdded({ item }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
