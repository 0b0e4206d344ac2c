/** @jest-environment node */
// The wishlist loader covers the first render: the saved products.
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import WishlistPageModule from './WishlistPage';
import loadWishlistPage from './WishlistPage.data';

const item = {
  __typename: 'WishlistItem',
  id: 1,
  productId: 101,
  productName: 'Pırlanta Yüzük',
  productSeName: 'pirlanta-yuzuk',
  picture: { __typename: 'Picture', imageUrl: '/images/1.jpg', fullSizeImageUrl: '/images/1-full.jpg', thumbImageUrl: '/images/1-t.jpg', alternateText: null, title: null },
  firstPrice: '₺3.450,00',
  firstPriceValue: 3450,
};

describe('WishlistPage.data', () => {
  it('reads the saved products; the first render shows them and misses nothing', async () => {
    const run = await runLoader(loadWishlistPage, { language: 'tr' }, { isLoggedIn: true, queries: { AccountWishList: { wishList: { __typename: 'WishList', guestData: null, items: [item] } } } });
    const { html, misses } = await renderFirstScreen(<WishlistPageModule language="tr" />, { results: run.results, url: '/account/wishlist', loggedIn: true });
    expect(misses).toEqual([]);
    expect(html).toContain('Pırlanta Yüzük');
  });
});
