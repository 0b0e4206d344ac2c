import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { ProductAddToWishlistDocument } from 'shared-contracts/graphql';
import { makeProductDetails } from '../test-utils/fixtures';
import { renderWithShell } from '../test-utils/renderWithShell';
import { ProductGallery } from './ProductGallery';

describe('ProductGallery', () => {
  it('lists a thumbnail button per picture', async () => {
    await act(async () => renderWithShell(<ProductGallery product={makeProductDetails()} />));
    const thumbs = screen.getByRole('list', { name: 'Görsel seçin' });
    expect(thumbs.querySelectorAll('button')).toHaveLength(3);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '3. görseli göster' }));
    expect(screen.getByRole('button', { name: '3. görseli göster' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '1. görseli göster' })).not.toHaveAttribute('aria-current');
  });

  it('shows the current picture full size in a modal', async () => {
    const user = userEvent.setup();
    await act(async () => renderWithShell(<ProductGallery product={makeProductDetails()} />));
    await user.click(screen.getByRole('button', { name: '2. görseli göster' }));
    await user.click(screen.getByRole('button', { name: 'Görseli büyüt' }));
    const dialog = screen.getByRole('dialog', { name: 'Zirkon Taşlı Gümüş Yüzük 2' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/images/products/42-2-full.jpg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles the favourite through the API and tells the shell', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: ProductAddToWishlistDocument, variables: { productId: 42, guestData: null } },
        result: {
          data: {
            addToWishlist: {
              __typename: 'WishlistMutationResult',
              status: true,
              guestData: null,
              errors: [],
              wishList: { __typename: 'WishList', items: [{ __typename: 'WishlistItem', id: 7, productId: 42 }] },
            },
          },
        },
      },
    ];
    const view = await act(async () => renderWithShell(<ProductGallery product={makeProductDetails()} />, { mocks, email: 'ayse@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
    await waitFor(() => expect(view.dispatched(EVENTS.wishlistToggled.type)).toHaveLength(1));
    // add_to_wishlist carries the customer's e-mail (section 1).
    expect(view.dispatched(EVENTS.wishlistToggled.type)[0]).toMatchObject({ payload: { productId: 42, id: 7, added: true, email: 'ayse@example.com', item: { item_id: 'YZK-042' } } });
    expect(screen.getByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute('aria-pressed', 'true');
  });
});
