import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartAddToWishlistDocument, CartRemoveWishlistItemDocument, ShoppingCartDocument } from 'shared-contracts/graphql';
import { renderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { makeCart } from '../testing/cart-fixtures';
import { CartPage } from './CartPage';

const cart = makeCart();
const item = cart.items[0];
const cartQuery = { request: { query: ShoppingCartDocument, variables: { guestData: null } }, result: { data: { cart } } };
const wishlistResult = (items: { id: number; productId: number }[], status = true) => ({
  __typename: 'WishlistMutationResult',
  status,
  errors: status ? [] : [{ __typename: 'ApiError', code: 'ui.notify.generic_error', message: 'Favori listesi dolu' }],
  guestData: null,
  wishList: { __typename: 'WishList', items: items.map((i) => ({ __typename: 'WishlistItem', ...i })) },
});

async function renderCart(options: ShellOptions) {
  let view!: ReturnType<typeof renderWithShell>;
  await act(async () => {
    view = renderWithShell(<CartPage />, { route: '/cart', ...options, mocks: [cartQuery, ...(options.mocks ?? [])] });
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const toggle = () => screen.getByRole('button', { name: `${item.productName} favorilerde` });

describe('favourite toggle in the cart', () => {
  it('adds the product to the wishlist and offers a link to it', async () => {
    const view = await renderCart({
      email: 'ayse@example.com',
      mocks: [{ request: { query: CartAddToWishlistDocument, variables: { productId: item.productId, guestData: null } }, result: { data: { addToWishlist: wishlistResult([{ id: 501, productId: item.productId }]) } } }],
    });
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-pressed', 'true'));
    expect(view.state().wishlist.items).toEqual([{ productId: item.productId, id: 501 }]);
    expect(view.dispatched('wishlist:toggled')[0]).toMatchObject({ payload: { added: true, email: 'ayse@example.com' } });
    expect(view.toasts()).toEqual([
      expect.objectContaining({ kind: 'success', message: 'ui.wishlist.add_success', link: { href: '/account/wishlist', label: 'Favorilerime git' } }),
    ]);
  });

  it('removes a saved product', async () => {
    const view = await renderCart({
      wishlist: [{ productId: item.productId, id: 501 }],
      mocks: [{ request: { query: CartRemoveWishlistItemDocument, variables: { productId: item.productId, guestData: null } }, result: { data: { removeWishlistItem: wishlistResult([]) } } }],
    });
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-pressed', 'false'));
    expect(view.state().wishlist.items).toEqual([]);
    expect(view.toasts()).toEqual([expect.objectContaining({ kind: 'success', message: 'ui.wishlist.remove_success' })]);
  });

  it('reports a refused change and leaves the wishlist alone', async () => {
    const view = await renderCart({
      mocks: [{ request: { query: CartAddToWishlistDocument, variables: { productId: item.productId, guestData: null } }, result: { data: { addToWishlist: wishlistResult([], false) } } }],
    });
    await userEvent.click(toggle());
    await waitFor(() => expect(view.toasts()).toEqual([expect.objectContaining({ kind: 'error', message: 'Favori listesi dolu' })]));
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(view.dispatched('wishlist:toggled')).toHaveLength(0);
  });
});
