import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS, resetFirstInteractionForTests } from 'shared-contracts';
import { ProductAddToWishlistDocument } from 'shared-contracts/graphql';
import { makeProductDetails } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
import { ProductGallery } from './ProductGallery';

describe('ProductGallery', () => {
  beforeEach(() => resetFirstInteractionForTests());

  it('renders plain slides without swiper until the first interaction, then swiper takes them over', async () => {
    // jsdom lays nothing out: swiper measures a 400 × 600 slider.
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const { container } = await act(async () => renderWithShell(<ProductGallery product={makeProductDetails()} />));
    const slider = container.querySelector('.swiper')!;
    expect(slider.querySelectorAll('.swiper-wrapper > .swiper-slide > img')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Zirkon Taşlı Gümüş Yüzük' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: 'Önceki görsel' })).toBeDisabled();
    // Nothing of swiper yet: the page hydrates without it.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(slider).not.toHaveClass('swiper-initialized');

    // The arrow works at once (the click is the first interaction), and swiper arrives from it.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sonraki görsel' }));
    expect(screen.getByRole('button', { name: '2. görseli göster' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(slider).toHaveClass('swiper-initialized'));
    expect(slider.querySelectorAll('.swiper-slide')[1]).toHaveClass('swiper-slide-active');
    await user.click(screen.getByRole('button', { name: 'Sonraki görsel' }));
    expect(screen.getByRole('button', { name: '3. görseli göster' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Sonraki görsel' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '1. görseli göster' }));
    expect(slider.querySelectorAll('.swiper-slide')[0]).toHaveClass('swiper-slide-active');
    expect(screen.getByRole('button', { name: 'Önceki görsel' })).toBeDisabled();
    jest.restoreAllMocks();
  });

  it('loads no swiper for a single picture', async () => {
    const product = makeProductDetails();
    const single = { ...product, pictureModels: product.pictureModels.slice(0, 1) };
    const { container } = await act(async () => renderWithShell(<ProductGallery product={single} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Görseli büyüt' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('.swiper')).not.toHaveClass('swiper-initialized');
    expect(screen.queryByRole('button', { name: 'Sonraki görsel' })).not.toBeInTheDocument();
  });

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
