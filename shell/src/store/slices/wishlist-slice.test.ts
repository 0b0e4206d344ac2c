import { EVENTS } from 'shared-contracts';
import { isWishlistEntries, wishlistSlice } from './wishlist-slice';

describe('local wishlist', () => {
  it('adds a product when toggled on and removes it when toggled off', () => {
    let s = wishlistSlice.reducer(undefined, EVENTS.wishlistToggled({ productId: 3, id: 30, added: true }));
    s = wishlistSlice.reducer(s, EVENTS.wishlistToggled({ productId: 4, id: 40, added: true }));
    expect(s.items).toEqual([{ productId: 3, id: 30 }, { productId: 4, id: 40 }]);
    s = wishlistSlice.reducer(s, EVENTS.wishlistToggled({ productId: 3, id: 30, added: false }));
    expect(s.items).toEqual([{ productId: 4, id: 40 }]);
  });

  it('never lists a product twice', () => {
    let s = wishlistSlice.reducer(undefined, EVENTS.wishlistToggled({ productId: 3, id: 30, added: true }));
    s = wishlistSlice.reducer(s, EVENTS.wishlistToggled({ productId: 3, id: 31, added: true }));
    expect(s.items).toEqual([{ productId: 3, id: 31 }]);
  });

  it('is replaced by a loaded list and emptied on logout', () => {
    let s = wishlistSlice.reducer(undefined, EVENTS.wishlistLoaded([{ productId: 1, id: 10 }]));
    expect(s.items).toEqual([{ productId: 1, id: 10 }]);
    s = wishlistSlice.reducer(s, EVENTS.authLoggedOut());
    expect(s.items).toEqual([]);
  });

  it('accepts only well-formed stored lists', () => {
    expect(isWishlistEntries([{ productId: 1, id: 2 }])).toBe(true);
    expect(isWishlistEntries([{ productId: '1', id: 2 }])).toBe(false);
    expect(isWishlistEntries({})).toBe(false);
  });
});
