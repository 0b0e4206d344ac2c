// The one rule for where the shop may send a visitor it was asked to send somewhere
// (`redirectUrl`, `returnUrl`): the server's 302s and the browser's navigations both use it.
// A target is read the way a browser reads a Location: tabs and line breaks anywhere, and
// controls and spaces at either end, are dropped (WHATWG URL parsing), then it is resolved
// against the shop's own origin. It is kept only when it stays on that origin and names a shop
// route; the answer is the URL's own serialisation (path, query, fragment: ASCII, percent-
// encoded), so it can never carry a control character into a header. Anything else: the fallback.
import { ROUTES } from './route-table';

/** Longer targets are refused outright: no page of the shop has an address this long. */
export const MAX_REDIRECT_TARGET_LENGTH = 2048;

/** Resolves path-only targets when the caller knows no origin; never a real host. */
const NEUTRAL_ORIGIN = 'https://shop.invalid';

// What the URL parser drops (https://url.spec.whatwg.org/#concept-basic-url-parser): every ASCII
// tab or newline, and C0 controls or spaces before and after.
const BROWSER_STRIPPED = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

const segmentsOf = (path: string) => path.split('/').slice(1);

const ROUTE_PATTERNS = Object.values(ROUTES).map((route) => segmentsOf(route.path === '/' ? '' : route.path));

function stripLanguage(pathname: string): string {
  if (pathname === '/en' || pathname === '/en/') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

/**
 * Whether a URL path (percent-encoded, as URL.pathname gives it) is a page of the shop: a route of
 * the table, with or without the /en prefix, a ':param' taking one non-empty segment. An empty
 * segment anywhere (`//x`, `/a//b`) is no page.
 */
export function isShopPath(pathname: string): boolean {
  const path = stripLanguage(pathname);
  if (path === '/') return true;
  if (!path.startsWith('/')) return false;
  const segments = segmentsOf(path.endsWith('/') ? path.slice(0, -1) : path);
  if (segments.some((s) => s === '')) return false;
  return ROUTE_PATTERNS.some((pattern) => pattern.length === segments.length && pattern.every((p, i) => p.startsWith(':') || p.toLowerCase() === segments[i]!.toLowerCase()));
}

/**
 * The target as a same-origin path (`/account/orders?x=1`) when it is safe to send a visitor
 * there, else the fallback. origin: the shop's own (the browser's location.origin, the site's
 * public URL on the server); without one only path targets can pass.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string, origin: string = NEUTRAL_ORIGIN): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_REDIRECT_TARGET_LENGTH) return fallback;
  const cleaned = raw.replace(BROWSER_STRIPPED, '').replace(EDGE_CONTROLS, '');
  // A relative reference ('account') would depend on the page it is read on: paths and whole URLs only.
  if (!cleaned.startsWith('/') && !/^[a-z][a-z\d+.-]*:/i.test(cleaned)) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(cleaned, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin || url.username || url.password) return fallback;
  // '/.//evil.com' resolves to the path '//evil.com', which a browser would read as a host.
  if (url.pathname.startsWith('//') || !isShopPath(url.pathname)) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return target.length > MAX_REDIRECT_TARGET_LENGTH ? fallback : target;
}

/** safeRedirectTarget with the home page as the usual fallback. */
export function safeRedirectUrl(raw: string | null | undefined, fallback = '/', origin?: string): string {
  return safeRedirectTarget(raw, fallback, origin);
}
