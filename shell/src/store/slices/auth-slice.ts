import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type AuthState } from 'shared-contracts';
import { GUEST_SESSION_MARKER_PREFIX } from 'shared-contracts/rules';

const isGuestMarker = (marker: string | null) => Boolean(marker?.startsWith(GUEST_SESSION_MARKER_PREFIX));

/**
 * isLoggedIn: the request carries the token cookie (server) or the session marker (browser);
 * sessionMarker: the marker cookie, which says whether the session is a guest customer's.
 */
export function authInitialState(isLoggedIn: boolean, sessionMarker: string | null = null): AuthState {
  return { isLoggedIn, isGuest: isLoggedIn && isGuestMarker(sessionMarker) };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: authInitialState(false),
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(EVENTS.authLoggedIn, (_s, a) => ({ isLoggedIn: true, isGuest: a.payload.method === 'guest' }))
      .addCase(EVENTS.authLoggedOut, () => ({ isLoggedIn: false, isGuest: false }))
      .addCase(EVENTS.authSessionExpired, () => ({ isLoggedIn: false, isGuest: false })),
});
