import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { CartCreateGuestCustomerDocument, RemoveCartItemDocument, ShoppingCartDocument } from 'shared-contracts/graphql';
import { renderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { makeCart, makeCartItem, mutationResult } from '../testing/cart-fixtures';
import MiniCartModule from '../exposed/MiniCart';

const item = makeCartItem({ quantity: 2 });
const cart = makeCart({ items: [item] });
const cartQuery = (result = cart, guestData: string | null = null) => ({ request: { query: ShoppingCartDocument, variables: { guestData } }, result: { data: { cart: result } } });

async function renderMiniCart(options: ShellOptions & { onClose?: () => void }) {
  let view!: ReturnType<typeof renderWithShell>;
  await act(async () => {
    view = renderWithShell(<MiniCartModule language={options.language ?? 'tr'} onClose={options.onClose} />, options);
  });
  return view;
}

describe('MiniCart (the side cart content)', () => {
  it('lists the items with quantity, price and total and links to the cart and checkout; the dialog is the shell’s', async () => {
    const onClose = jest.fn();
    await renderMiniCart({ mocks: [cartQuery()], onClose });
    const list = await screen.findByRole('list', { name: 'Sepetteki ürünler' });
    expect(list.closest('[data-boundary="mf-cart-checkout"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: item.productName })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: `${item.productName} adedi` })).toHaveTextContent('2');
    expect(within(list).getByText(item.subTotal)).toBeInTheDocument();
    expect(screen.getByText('Toplam').nextElementSibling).toHaveTextContent(cart.orderTotal.orderTotal);
    expect(screen.getByRole('link', { name: 'Sepete git' })).toHaveAttribute('href', '/cart');
    await userEvent.click(screen.getByRole('link', { name: 'Alışverişi tamamla' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(onClose).toHaveBeenCalled();
  });

  it('links under /en in English', async () => {
    await renderMiniCart({ mocks: [cartQuery()], language: 'en' });
    expect(await screen.findByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/en/cart');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en/checkout');
  });

  it('removes an item and then shows the empty message', async () => {
    const view = await renderMiniCart({
      mocks: [
        cartQuery(),
        { request: { query: RemoveCartItemDocument, variables: { cartItemId: item.id, guestData: null } }, result: { data: { removeCartItem: mutationResult(makeCart({ items: [] })) } } },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: `${item.productName} ürününü sepetten çıkar` }));
    expect(await screen.findByText('Sepetinizde ürün bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sepete git' })).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(view.state().cart.count).toBe(0));
  });

  it('sends guests to login before checkout', async () => {
    await renderMiniCart({ loggedIn: false, mocks: [cartQuery()] });
    expect(await screen.findByRole('link', { name: 'Alışverişi tamamla' })).toHaveAttribute('href', '/login?redirectUrl=%2Fcheckout');
    expect(screen.queryByRole('button', { name: 'Üye olmadan devam et' })).not.toBeInTheDocument();
  });

  it('offers guest checkout when the cart allows it: a guest customer’s token goes to the shell, then checkout', async () => {
    const onClose = jest.fn();
    const guestCart = makeCart({ items: [item], showCheckoutAsGuestButton: true, guestData: 'guest-token-123456' });
    const view = await renderMiniCart({
      loggedIn: false,
      guestData: 'guest-token-123456',
      onClose,
      mocks: [
        cartQuery(guestCart, 'guest-token-123456'),
        { request: { query: CartCreateGuestCustomerDocument }, result: { data: { createGuestCustomer: { __typename: 'GuestCustomerResult', token: 'guest-bearer' } } } },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Üye olmadan devam et' }));
    await waitFor(() => expect(view.dispatched(EVENTS.authLoggedIn.type)).toEqual([EVENTS.authLoggedIn({ token: 'guest-bearer', method: 'guest' })]));
    expect(view.state().auth).toEqual({ isLoggedIn: true, isGuest: true });
    expect(view.state().guest.guestData).toBeNull();
    // The shell merges the basket and reloads the session; checkout opens once the customer is there.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await act(async () => {
      view.store.dispatch(EVENTS.customerLoaded({ id: 9, firstName: null, lastName: null, email: null, phone: null, isGuest: true }));
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(onClose).toHaveBeenCalled();
  });
});
