// Where the browser would be sent before a page shows, decided on the server so that the site
// answers a 302 instead of a page: the home page's step to /en for a visitor who chose English
// (boot/first-route.ts does it in a client-rendered page), then the route guard's redirect
// (routing/RouteGuard.tsx). Built from the same pieces as the browser's: the shell's route
// matching, RouteGuard's guardRedirect, the store's notion of a login and the cookie names and
// path helpers of shared-contracts. The site server (scripts/site-server/) calls it through the
// server build before any render.
import { localizePath, stripLanguagePrefix } from 'shared-contracts';
import { LANGUAGE_COOKIE, SESSION_MARKER_COOKIE, TOKEN_COOKIE, readCookie } from 'shared-contracts/rules';
import { guardRedirect } from '../routing/RouteGuard';
import { matchShellRoute, type ShellRouteMatch } from '../routing/route-matching';
import { authInitialState } from '../store/slices/auth-slice';

export interface PageRedirectInput {
  /** Path and query of the request, e.g. '/en/account/orders?page=2'. */
  url: string;
  /** The request's Cookie header. */
  cookie: string;
  /** The language selector is on (the English choice of the NEXT_LANGUAGE cookie counts). */
  languageSelectorEnabled: boolean;
}

/** A cookie of the request; a malformed value counts as absent. */
function requestCookie(name: string, cookie: string): string | null {
  try {
    return readCookie(name, cookie);
  } catch {
    return null;
  }
}

export interface ResolvedRequest {
  /** Where the visitor is sent instead of this page, or null: the page itself. */
  location: string | null;
  /** The route the path names (matched here once for the request: renderPage takes it on). */
  route: ShellRouteMatch | null;
}

/** The request's route and redirect, decided together (the site server asks before any render). */
export function resolveRequest(input: PageRedirectInput): ResolvedRequest {
  // Appended to an origin rather than resolved against it: '//x/y' stays a path. pathname and
  // search are then what the browser's location shows for the same request.
  const { pathname, search } = new URL(`http://page.local${input.url.startsWith('/') ? input.url : `/${input.url}`}`);
  const route = matchShellRoute(stripLanguagePrefix(pathname).path);
  if (input.languageSelectorEnabled && pathname === '/' && requestCookie(LANGUAGE_COOKIE, input.cookie) === 'en') return { location: `${localizePath('/', 'en')}${search}`, route };
  // A top-level seName and an unknown path are open to all: the API or the not-found page answers.
  if (route?.kind !== 'route') return { location: null, route };
  const { isLoggedIn, isGuest } = authInitialState(Boolean(requestCookie(TOKEN_COOKIE, input.cookie)), requestCookie(SESSION_MARKER_COOKIE, input.cookie));
  return { location: guardRedirect(route.def.access, route.def.id, isLoggedIn, pathname, search, isGuest), route };
}

/** The location the visitor is sent to instead of this page, or null: the page itself. */
export function pageRedirect(input: PageRedirectInput): string | null {
  return resolveRequest(input).location;
}
