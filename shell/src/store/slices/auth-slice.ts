import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type AuthState } from 'shared-contracts';

export function authInitialState(token: string | null): AuthState {
  return { isLoggedIn: Boolean(token), token };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: authInitialState(null),
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(EVENTS.authLoggedIn, (_s, a) => ({ isLoggedIn: true, token: a.payload.token }))
      .addCase(EVENTS.authLoggedOut, () => ({ isLoggedIn: false, token: null }))
      .addCase(EVENTS.authSessionExpired, () => ({ isLoggedIn: false, token: null })),
});
