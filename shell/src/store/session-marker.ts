// The login token lives in a cookie (7 days) so the API link can send it as a bearer token.
import { LOGIN_COOKIE_DAYS, TOKEN_COOKIE, readCookie } from 'shared-contracts';

export function readTokenCookie(): string | null {
  return readCookie(TOKEN_COOKIE);
}

export function setTokenCookie(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${LOGIN_COOKIE_DAYS * 24 * 60 * 60}; samesite=lax${secure}`;
}

export function clearTokenCookie(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
