// Guest basket/wishlist token from cart responses; a login (of any kind) or logout clears it.
import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type ShellState } from 'shared-contracts';

const initialState: ShellState['guest'] = { guestData: null };

export const guestSlice = createSlice({
  name: 'guest',
  initialState,
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(EVENTS.guestDataReceived, (_s, a) => ({ guestData: a.payload || null }))
      .addCase(EVENTS.authLoggedIn, () => ({ guestData: null }))
      .addCase(EVENTS.authLoggedOut, () => ({ guestData: null }))
      .addCase(EVENTS.authSessionExpired, () => ({ guestData: null })),
});
