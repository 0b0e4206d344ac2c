// Cart badge count (spec section 4): add +1, remove -1 but never below 0, otherwise the count
// the cart reports; reset and logout clear it.
import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type ShellState } from 'shared-contracts';

const initialState: ShellState['cart'] = { count: 0 };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(EVENTS.cartItemAdded, (s) => ({ count: s.count + 1 }))
      .addCase(EVENTS.cartItemRemoved, (s) => ({ count: Math.max(0, s.count - 1) }))
      .addCase(EVENTS.cartCountChanged, (_s, a) => ({ count: Number.isFinite(a.payload.count) ? Math.max(0, Math.trunc(a.payload.count)) : 0 }))
      .addCase(EVENTS.cartReset, () => ({ count: 0 }))
      .addCase(EVENTS.authLoggedOut, () => ({ count: 0 }))
      .addCase(EVENTS.authSessionExpired, () => ({ count: 0 })),
});
