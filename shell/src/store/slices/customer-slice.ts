import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type ShellState } from 'shared-contracts';

const initialState: ShellState['customer'] = { info: null };

export const customerSlice = createSlice({
  name: 'customer',
  initialState,
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(EVENTS.customerLoaded, (_s, a) => ({ info: a.payload }))
      .addCase(EVENTS.authLoggedOut, () => ({ info: null }))
      .addCase(EVENTS.authSessionExpired, () => ({ info: null })),
});
