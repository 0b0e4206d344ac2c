import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { CatalogAddToWishlistDocument, CatalogRemoveWishlistItemDocument } from 'shared-contracts/graphql';
import { makeProduct } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
import { ProductCard } from './ProductCard';

function wishlistResult(items: { id: number; productId: number }[], overrides: { status?: boolean; errors?: { code: string; message: string }[]; guestData?: string | null } = {}) {
  return {
    __typename: 'WishlistMutationResult' as const,
    status: overrides.status ?? true,
    guestData: overrides.guestData ?? null,
    errors: (overrides.errors ?? []).map((e) => ({ __typename: 'ApiError' as const, ...e })),
    wishList: { __typename: 'WishList' as const, items: items.map((i) => ({ __typename: 'WishlistItem' as const, ...i })) },
  };
}

describe('ProductCard', () => {
  it('shows picture, name linking to the product, price, old price and badges', async () => {
    const product = makeProduct(7, {
      name: 'Pırlanta Tektaş Yüzük',
      seName: 'pirlanta-tektas-yuzuk',
      productPrice: { __typename: 'ProductPrice', price: '₺9.900,00', priceValue: 9900, oldPrice: '₺12.000,00', oldPriceValue: 12000, currencyCode: 'TRY' },
      badges: [{ __typename: 'Badge', name: 'Yeni', color: '#0a6' }],
    });
    await act(async () => renderWithShell(<ProductCard product={product} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Pırlanta Tektaş Yüzük' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pırlanta Tektaş Yüzük' })).toHaveAttribute('href', '/pirlanta-tektas-yuzuk');
    // One link per card for assistive technology; the picture links to the product too.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const image = screen.getByRole('img', { name: 'Pırlanta Tektaş Yüzük', hidden: true });
    expect(image.closest('a')).toHaveAttribute('href', '/pirlanta-tektas-yuzuk');
    expect(image.closest('a')).toHaveAttribute('tabindex', '-1');
    expect(image).toHaveAttribute('src', '/images/products/7.jpg');
    expect(image).toHaveAttribute('width', '360');
    expect(image).toHaveAttribute('height', '540');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('₺9.900,00')).toBeInTheDocument();
    expect(screen.getByText('₺12.000,00').tagName).toBe('DEL');
    expect(screen.getByText('Yeni')).toBeInTheDocument();
  });

  it('links under /en in English and marks missing stock', async () => {
    await act(async () => renderWithShell(<ProductCard product={makeProduct(3, { inStock: false })} />, { language: 'en' }));
    expect(screen.getByRole('link', { name: 'Gümüş Yüzük 3' })).toHaveAttribute('href', '/en/gumus-yuzuk-3');
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('opens the product from its picture too, telling the list which product was chosen', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const view = await act(async () => renderWithShell(<ProductCard product={makeProduct(3)} onSelect={onSelect} />));
    await user.click(screen.getByRole('img', { name: 'Gümüş Yüzük 3', hidden: true }));
    expect(view.location()).toBe('/gumus-yuzuk-3');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('adds to favourites through the API, then tells the shell', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: CatalogAddToWishlistDocument, variables: { productId: 5, guestData: 'guest-1' } },
        result: { data: { addToWishlist: wishlistResult([{ id: 91, productId: 5 }], { guestData: 'guest-2' }) } },
      },
    ];
    const view = await act(async () => renderWithShell(<ProductCard product={makeProduct(5)} />, { mocks, guestData: 'guest-1', email: 'ayse@example.com' }));
    const toggle = screen.getByRole('button', { name: 'Gümüş Yüzük 5 ürününü favorilere ekle' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(view.dispatched(EVENTS.wishlistToggled.type)).toHaveLength(1));
    expect(view.dispatched(EVENTS.wishlistToggled.type)[0]).toMatchObject({
      payload: { productId: 5, id: 91, added: true, email: 'ayse@example.com', item: { item_id: 'SKU-5', price: 1250 } },
    });
    expect(view.state().guest.guestData).toBe('guest-2');
    expect(view.state().toasts.items.at(-1)).toMatchObject({ kind: 'success', message: 'ui.wishlist.add_success', link: { href: '/account/wishlist' } });
    expect(screen.getByRole('button', { name: 'Gümüş Yüzük 5 ürününü favorilerden çıkar' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes a favourite that is already saved', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: CatalogRemoveWishlistItemDocument, variables: { productId: 5, guestData: null } },
        result: { data: { removeWishlistItem: wishlistResult([]) } },
      },
    ];
    const view = await act(async () => renderWithShell(<ProductCard product={makeProduct(5)} />, { mocks, wishlist: [{ productId: 5, id: 91 }] }));
    await user.click(screen.getByRole('button', { name: 'Gümüş Yüzük 5 ürününü favorilerden çıkar' }));
    await waitFor(() => expect(view.dispatched(EVENTS.wishlistToggled.type)).toHaveLength(1));
    expect(view.dispatched(EVENTS.wishlistToggled.type)[0]).toMatchObject({ payload: { productId: 5, id: 91, added: false } });
    expect(view.state().wishlist.items).toEqual([]);
  });

  it('shows the server message and changes nothing when the API refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const mocks = [
      {
        request: { query: CatalogAddToWishlistDocument, variables: { productId: 5, guestData: null } },
        result: { data: { addToWishlist: { ...wishlistResult([], { status: false, errors: [{ code: 'ui.cart.product_not_found', message: 'Ürün bulunamadı.' }] }), wishList: null } } },
      },
    ];
    const view = await act(async () => renderWithShell(<ProductCard product={makeProduct(5)} />, { mocks }));
    await user.click(screen.getByRole('button', { name: 'Gümüş Yüzük 5 ürününü favorilere ekle' }));
    await waitFor(() => expect(view.state().toasts.items).toHaveLength(1));
    expect(view.state().toasts.items[0]).toMatchObject({ kind: 'error', message: 'Ürün bulunamadı.' });
    expect(view.dispatched(EVENTS.wishlistToggled.type)).toHaveLength(0);
    expect(view.state().wishlist.items).toEqual([]);
  });
});
