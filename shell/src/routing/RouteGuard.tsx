// Route access of spec section 2: login-only routes send a logged-out visitor to
// /login?redirectUrl=<here> (the order success pages send them home); /register sends a
// logged-in customer home with type=register and the return address; /login sends a logged-in
// customer to redirectUrl (same-site paths only) or the account home. The /en prefix is kept.
// A guest customer (guest checkout) holds a session but no account: the cart, checkout and
// success pages open for them (the route table's `guest`), the account's pages send them to
// login like a visitor, and /login and /register stay open to them.
import { useRef, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { selectIsLoggedIn, type ShellState, ROUTES, localizePath, loginRedirectPath, stripLanguagePrefix, type Access } from 'shared-contracts';
import { safeRedirectUrl, type Language } from 'shared-contracts/rules';

const HOME_WHEN_LOGGED_OUT = new Set(['checkoutSuccess', 'checkoutSuccessById']);
/** Pages that only show a logged-out visitor something: never a target for a logged-in one. */
const LOGIN_PAGES = new Set<string>([ROUTES.login.path, ROUTES.register.path]);

/** redirectUrl of a /login visited while logged in, in the page language; the account home by default. */
export function loggedInLoginTarget(search: string, language: Language): string {
  const account = localizePath(ROUTES.account.path, language);
  const safe = safeRedirectUrl(new URLSearchParams(search).get('redirectUrl'), ROUTES.account.path);
  const [pathname, ...rest] = safe.split(/(?=[?#])/);
  const { path } = stripLanguagePrefix(pathname);
  if (LOGIN_PAGES.has(path)) return account;
  return `${localizePath(path, language)}${rest.join('')}`;
}

const GUEST_ROUTES = new Set<string>(Object.values(ROUTES).filter((r) => 'guest' in r && r.guest).map((r) => r.id));

export function guardRedirect(access: Access, routeId: string, isLoggedIn: boolean, pathname: string, search: string, isGuest = false): string | null {
  const { language } = stripLanguagePrefix(pathname);
  const home = localizePath('/', language);
  // A guest customer is a visitor everywhere but on the routes that take guests.
  if (isGuest && isLoggedIn && (access !== 'login' || !GUEST_ROUTES.has(routeId))) return guardRedirect(access, routeId, false, pathname, search);
  if (access === 'login' && !isLoggedIn) {
    if (HOME_WHEN_LOGGED_OUT.has(routeId)) return home;
    return localizePath(loginRedirectPath(`${pathname}${search}`), language);
  }
  if (access === 'anonymous' && isLoggedIn) {
    const returnUrl = safeRedirectUrl(new URLSearchParams(search).get('redirectUrl'), home);
    return `${home}?type=register&returnUrl=${encodeURIComponent(returnUrl)}`;
  }
  if (routeId === ROUTES.login.id && isLoggedIn) return loggedInLoginTarget(search, language);
  return null;
}

/**
 * The location (history entry key) on which the visitor has just logged in, if any. A customer
 * who logs in or registers on /login or /register is sent on by that page itself (to its
 * redirectUrl); the guard must not race it with its own redirect while still on that entry.
 */
function useLoginEntryKey(isLoggedIn: boolean, key: string): string | null {
  const previous = useRef(isLoggedIn);
  const entry = useRef<string | null>(null);
  if (isLoggedIn && !previous.current) entry.current = key;
  if (!isLoggedIn) entry.current = null;
  previous.current = isLoggedIn;
  return entry.current;
}

export function RouteGuard({ access, routeId, children }: { access: Access; routeId: string; children: ReactNode }) {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const isGuest = useSelector((s: ShellState) => s.auth.isGuest);
  const { pathname, search, key } = useLocation();
  const loggedInHere = useLoginEntryKey(isLoggedIn, key) === key;
  // Login-only pages follow the login state as it is; the pages for logged-out visitors wait.
  const guardedAsLoggedIn = access === 'login' ? isLoggedIn : isLoggedIn && !loggedInHere;
  const to = guardRedirect(access, routeId, guardedAsLoggedIn, pathname, search, isGuest);
  return to ? <Navigate to={to} replace /> : children;
}
