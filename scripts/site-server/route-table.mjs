// The shell's route table as the site server reads it: shell/dist/route-table.json, written by
// the shell's build from shared-contracts (the routes, the seName route, the login page, the
// token cookie's name, the languages' path prefixes). The site uses it only for what it does
// without the shell's code: the preload hints of a client-rendered page, robots.txt, a page's
// language and whether it may be cached publicly. Redirects are not decided here: the shell's
// server build answers them (pageRedirect, see page-response.mjs). Pure functions: no I/O.

/**
 * The request carries a non-empty token cookie (the shell's store counts such a visitor as
 * logged in). Erring to the private side: any non-empty one counts, and so does every request
 * when the table names no token cookie (a build older than the field), so that no visitor's own
 * page is ever cached publicly.
 */
export function isLoggedIn(cookieHeader, table) {
  const name = table?.tokenCookie;
  if (typeof name !== 'string' || !name) return true;
  return String(cookieHeader ?? '')
    .split(';')
    .some((part) => {
      const at = part.indexOf('=');
      return at > 0 && part.slice(0, at).trim() === name && part.slice(at + 1).trim() !== '';
    });
}

/**
 * The request's consent cookie as a Cookie header of its own ('cookie_consent=v1.a0.m1') when it
 * holds a valid choice (the table's consentCookie name and pattern), else ''.
 */
export function consentCookieOf(cookieHeader, table) {
  const { name, pattern } = table?.consentCookie ?? {};
  if (typeof name !== 'string' || typeof pattern !== 'string') return '';
  const stored = String(cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  let value = stored?.slice(name.length + 1) ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    value = '';
  }
  return new RegExp(pattern).test(value) ? `${name}=${value}` : '';
}

/**
 * The page variant a request's cookie consent asks for: 'chosen' when it holds a valid choice
 * (the page is rendered without the banner), 'ask' otherwise. A table without the field (a build
 * older than it) has one variant.
 */
export function consentVariant(cookieHeader, table) {
  if (!table?.consentCookie) return '';
  return consentCookieOf(cookieHeader, table) ? 'chosen' : 'ask';
}

/** [language, prefix] pairs of the table, e.g. [['tr', ''], ['en', '/en']]. */
const prefixesOf = (table) => Object.entries(table?.languagePrefixes ?? {}).filter(([, prefix]) => typeof prefix === 'string');

/**
 * A request path's language and the path without its prefix: '/en/cart' -> { language: 'en',
 * path: '/cart' }. language is null when the table names no languages.
 */
export function splitLanguage(pathname, table) {
  const prefixes = prefixesOf(table);
  const prefixed = prefixes.find(([, prefix]) => prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)));
  if (prefixed) return { language: prefixed[0], path: pathname.slice(prefixed[1].length) || '/' };
  return { language: prefixes.find(([, prefix]) => !prefix)?.[0] ?? null, path: pathname || '/' };
}

/** What each language of the table puts in front of a path: ['', '/en']. */
export const languagePrefixes = (table) => prefixesOf(table).map(([, prefix]) => prefix);

function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const segmentsOf = (path) => path.split('/').filter(Boolean);
const dynamicSegments = (pattern) => segmentsOf(pattern).filter((s) => s.startsWith(':')).length;

/**
 * '/sayfa/:slug' against '/sayfa/iletisim': segment by segment, a ':name' takes any one, the
 * others compare decoded and case-insensitively (as react-router's matchRoutes does).
 */
export function pathMatches(pattern, path) {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path).map(decodeSegment);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === have[i].toLowerCase());
}

/**
 * Which route renders a request path (with or without a language prefix), for the preload hints
 * of a client-rendered page: { route } for a table route, { seName } for a top-level path the
 * API has to name (category or product), else null. Static paths win over parameters, as in the
 * shell's router.
 */
export function matchRoute(pathname, table) {
  if (!Array.isArray(table?.routes)) return null;
  const { path } = splitLanguage(pathname, table);
  const routes = [...table.routes].sort((a, b) => dynamicSegments(a.path) - dynamicSegments(b.path));
  const route = routes.find((r) => pathMatches(r.path, path));
  if (route) return { route };
  if (table.seName?.path && pathMatches(table.seName.path, path)) {
    const [segment] = segmentsOf(path);
    try {
      return { seName: decodeURIComponent(segment) };
    } catch {
      return null;
    }
  }
  return null;
}
