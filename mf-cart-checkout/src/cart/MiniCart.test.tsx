import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoveCartItemDocument, ShoppingCartDocument } from 'shared-contracts/graphql';
import { renderWithShell, type ShellOptions } from '../testing/renderWithShell';
import { makeCart, makeCartItem, mutationResult } from '../testing/cartFixtures';
import MiniCartModule from '../exposed/MiniCart';

const item = makeCartItem({ quantity: 2 });
const cart = makeCart({ items: [item] });
const cartQuery = (result = cart) => ({ request: { query: ShoppingCartDocument, variables: { guestData: null } }, result: { data: { cart: result } } });

async function renderMiniCart(options: ShellOptions & { onClose?: () => void }) {
  let view!: ReturnType<typeof renderWithShell>;
  await act(async () => {
    view = renderWithShell(<MiniCartModule language={options.language ?? 'tr'} onClose={options.onClose} />, options);
  });
  return view;
}

describe('MiniCart', () => {
  it('shows the cart in a labelled drawer with links to the cart and checkout', async () => {
    const onClose = jest.fn();
    await renderMiniCart({ mocks: [cartQuery()], onClose });
    const drawer = await screen.findByRole('dialog', { name: 'Sepetim (2 ürün)' });
    expect(drawer.closest('[data-boundary="mf-cart-checkout"]')).not.toBeNull();
    expect(await within(drawer).findByRole('link', { name: item.productName })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Sepete git' })).toHaveAttribute('href', '/cart');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Alışverişi tamamla' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes with Escape and the close button', async () => {
    const onClose = jest.fn();
    await renderMiniCart({ mocks: [cartQuery()], onClose });
    await screen.findByRole('link', { name: item.productName });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes itself when the host gives no callback', async () => {
    await renderMiniCart({ mocks: [cartQuery()] });
    await screen.findByRole('link', { name: item.productName });
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    await waitFor(() => expect(view.state().cart.count).toBe(0));
  });

  it('sends guests to login before checkout', async () => {
    await renderMiniCart({ loggedIn: false, mocks: [cartQuery()] });
    expect(await screen.findByRole('link', { name: 'Alışverişi tamamla' })).toHaveAttribute('href', '/login?redirectUrl=%2Fcheckout');
  });
});
