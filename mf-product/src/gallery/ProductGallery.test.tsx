import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS, ProductAddToWishlistDocument } from 'shared-contracts';
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
    const view = await act(async () => renderWithShell(<ProductGallery product={makeProductDetails()} />, { mocks }));
    await user.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
    await waitFor(() => expect(view.dispatched(EVENTS.wishlistToggled.type)).toHaveLength(1));
    expect(view.dispatched(EVENTS.wishlistToggled.type)[0]).toMatchObject({ payload: { productId: 42, id: 7, added: true } });
    expect(screen.getByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute('aria-pressed', 'true');
  });
});
