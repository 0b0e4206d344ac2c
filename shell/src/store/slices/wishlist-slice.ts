// The local wishlist: {productId, id} pairs mirrored in browser storage; guests keep it here.
import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type ShellState, type WishlistEntry } from 'shared-contracts';

const initialState: ShellState['wishlist'] = { items: [] };

export function isWishlistEntries(value: unknown): value is WishlistEntry[] {
  return Array.isArray(value) && value.every((e) => typeof e === 'object' && e !== null && typeof e.productId === 'number' && typeof e.id === 'number');
}

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(EVENTS.wishlistToggled, (s, a) => {
        const { productId, id, added } = a.payload;
        const rest = s.items.filter((e) => e.productId !== productId);
        return { items: added ? [...rest, { productId, id }] : rest };
      })
      .addCase(EVENTS.wishlistLoaded, (_s, a) => ({ items: a.payload.map(({ productId, id }) => ({ productId, id })) }))
      .addCase(EVENTS.authLoggedOut, () => ({ items: [] }))
      .addCase(EVENTS.authSessionExpired, () => ({ items: [] })),
});
