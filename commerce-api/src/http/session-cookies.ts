// The login session as cookies, for the shop's own front doors (the site server's gateway and
// the development proxy send SESSION_TRANSPORT_HEADER: cookie). The token goes into an HttpOnly
// cookie no script can read; beside it a marker cookie scripts may read, which says only that a
// session is held (a random id per login, so a tab can tell a new login from the one it knew).
// SameSite=Lax keeps both off other sites' posts; Secure where the shop is served over TLS.
import { randomBytes } from 'node:crypto';
import { serialize } from 'cookie';
import { GUEST_SESSION_MARKER_PREFIX, LOGIN_COOKIE_DAYS, SESSION_MARKER_COOKIE, TOKEN_COOKIE } from 'shared-contracts/server';

/** What a request did to the session, for its answer's cookies. */
/** guest: a guest customer's session (guest checkout), which the marker says. */
export type SessionChange = { kind: 'issued'; token: string; guest: boolean } | { kind: 'ended' };

/** Per request: whether the caller wants the token in the cookie, and what changed. */
export interface SessionHandoff {
  inCookie: boolean;
  change: SessionChange | null;
}

const MAX_AGE_S = LOGIN_COOKIE_DAYS * 24 * 60 * 60;

/** The Set-Cookie values for a change; secure: the shop's public address is https. */
export function sessionCookies(change: SessionChange, secure: boolean): string[] {
  const base = { path: '/', sameSite: 'lax' as const, secure };
  if (change.kind === 'ended') {
    return [serialize(TOKEN_COOKIE, '', { ...base, httpOnly: true, maxAge: 0 }), serialize(SESSION_MARKER_COOKIE, '', { ...base, maxAge: 0 })];
  }
  return [
    serialize(TOKEN_COOKIE, change.token, { ...base, httpOnly: true, maxAge: MAX_AGE_S }),
    serialize(SESSION_MARKER_COOKIE, `${change.guest ? GUEST_SESSION_MARKER_PREFIX : ''}${randomBytes(9).toString('base64url')}`, { ...base, maxAge: MAX_AGE_S }),
  ];
}
