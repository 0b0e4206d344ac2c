import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type AuthState } from 'shared-contracts';

/** isLoggedIn: the request carries the token cookie (server) or the session marker (browser). */
export function authInitialState(isLoggedIn: boolean): AuthState {
  return { isLoggedIn };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: authInitialState(false),
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(EVENTS.authLoggedIn, () => ({ isLoggedIn: true }))
      .addCase(EVENTS.authLoggedOut, () => ({ isLoggedIn: false }))
      .addCase(EVENTS.authSessionExpired, () => ({ isLoggedIn: false })),
});
