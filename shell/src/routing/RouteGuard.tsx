// Route access of spec section 2: login-only routes send a logged-out visitor to
// /login?redirectUrl=<here> (the order success pages send them home); /register sends a
// logged-in customer home with type=register and the return address. The /en prefix is kept.
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { localizePath, loginRedirectPath, safeRedirectUrl, selectIsLoggedIn, stripLanguagePrefix, type Access } from 'shared-contracts';

const HOME_WHEN_LOGGED_OUT = new Set(['checkoutSuccess', 'checkoutSuccessById']);

export function guardRedirect(access: Access, routeId: string, isLoggedIn: boolean, pathname: string, search: string): string | null {
  const { language } = stripLanguagePrefix(pathname);
  const home = localizePath('/', language);
  if (access === 'login' && !isLoggedIn) {
    if (HOME_WHEN_LOGGED_OUT.has(routeId)) return home;
    return localizePath(loginRedirectPath(`${pathname}${search}`), language);
  }
  if (access === 'anonymous' && isLoggedIn) {
    const returnUrl = safeRedirectUrl(new URLSearchParams(search).get('redirectUrl'), home);
    return `${home}?type=register&returnUrl=${encodeURIComponent(returnUrl)}`;
  }
  return null;
}

export function RouteGuard({ access, routeId, children }: { access: Access; routeId: string; children: ReactNode }) {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  const to = guardRedirect(access, routeId, isLoggedIn, pathname, search);
  return to ? <Navigate to={to} replace /> : children;
}
