import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountRemoveWishlistItemDocument, AccountWishListDocument } from 'shared-contracts/graphql';
import { WishlistPage } from './WishlistPage';
import { renderAccount } from '../testing/render-account';

const item = (id: number, name: string) => ({
  __typename: 'WishlistItem',
  id,
  productId: 100 + id,
  productName: name,
  productSeName: name.toLowerCase().replace(/\s+/g, '-'),
  picture: { __typename: 'Picture', imageUrl: `/images/${id}.jpg`, fullSizeImageUrl: `/images/${id}-full.jpg`, thumbImageUrl: `/images/${id}-t.jpg`, alternateText: null, title: null },
  firstPrice: '₺3.450,00',
  firstPriceValue: 3450,
  sku: `SKU-${id}`,
});
const list = (items: ReturnType<typeof item>[]) => ({ request: { query: AccountWishListDocument }, result: { data: { wishList: { __typename: 'WishList', guestData: null, items } } } });

describe('WishlistPage', () => {
  test('shows saved products; removing one raises wishlist:toggled and a toast', async () => {
    const { eventsOfType } = await renderAccount(<WishlistPage />, {
      url: '/account/wishlist',
      mocks: [
        list([item(1, 'Pırlanta Yüzük'), item(2, 'Gümüş Bileklik')]),
        { request: { query: AccountRemoveWishlistItemDocument, variables: { productId: 101 } }, result: { data: { removeWishlistItem: { __typename: 'WishlistMutationResult', status: true, errors: [] } } } },
        list([item(2, 'Gümüş Bileklik')]),
      ],
    });
    const grid = await screen.findByRole('list', { name: 'Favorilerim' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'Pırlanta Yüzük' })).toHaveAttribute('href', '/pırlanta-yüzük');
    expect(within(grid).getAllByText('₺3.450,00')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Pırlanta Yüzük ürününü favorilerden kaldır' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pırlanta Yüzük' })).not.toBeInTheDocument());
    expect(eventsOfType('wishlist:toggled')[0].payload).toMatchObject({ productId: 101, id: 1, added: false });
    expect(eventsOfType('ui:toast')[0].payload).toEqual({ kind: 'success', message: 'Ürün favorilerden çıkarıldı.' });
  });

  test('a failed removal shows the error and keeps the item', async () => {
    const { eventsOfType } = await renderAccount(<WishlistPage />, {
      url: '/wishlist',
      mocks: [list([item(1, 'Pırlanta Yüzük')]), { request: { query: AccountRemoveWishlistItemDocument, variables: { productId: 101 } }, error: new Error('down') }],
    });
    await userEvent.click(await screen.findByRole('button', { name: /favorilerden kaldır/ }));
    await waitFor(() => expect(eventsOfType('ui:toast')).toHaveLength(1));
    expect(eventsOfType('ui:toast')[0].payload).toMatchObject({ kind: 'error' });
    expect(eventsOfType('wishlist:toggled')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Pırlanta Yüzük' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Favorilerim' })).toHaveAttribute('aria-current', 'page');
  });

  test('empty state', async () => {
    await renderAccount(<WishlistPage />, { url: '/account/wishlist', mocks: [list([])] });
    expect(await screen.findByText('Favori listenizde henüz ürün yok.')).toBeInTheDocument();
  });
});
