// /robots.txt, written from the shell's route table: crawlers stay out of the pages that are
// the visitor's own (login, registration, account, cart, checkout, wishlist: every route
// that is not open to all) and of search results, in every language of the table, and find the
// sitemap.
import { languagePrefixes } from './route-table.mjs';

/** The search route's module: its results are endless combinations of queries. */
const SEARCH_MODULE = './SearchPage';

/** '/account/orders/:orderNumber' -> '/account/orders'. */
function staticPart(path) {
  const segments = [];
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment.startsWith(':')) break;
    segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * The leading static part of each route to keep crawlers out of, shortest first, without the
 * ones a shorter one already covers ('/account' covers '/account/orders').
 */
export function disallowedPrefixes(table) {
  const routes = Array.isArray(table?.routes) ? table.routes : [];
  const login = typeof table?.loginPath === 'string' ? [table.loginPath] : [];
  const paths = [...login, ...routes.filter((r) => r.access !== 'all' || r.module === SEARCH_MODULE).map((r) => r.path)];
  const prefixes = paths.map(staticPart).filter((p) => p !== '/');
  const unique = [...new Set(prefixes)].sort((a, b) => a.length - b.length || a.localeCompare(b));
  return unique.filter((p, i) => !unique.slice(0, i).some((shorter) => p.startsWith(`${shorter}/`)));
}

/**
 * The file. Each prefix is written as three rules (the path itself, below it, with a query)
 * rather than as a bare prefix: robots rules match by prefix, and '/cart' alone would also
 * keep crawlers from a product named '/cartier-kolye'. ('$' ends a pattern, RFC 9309.)
 */
export function robotsTxt(table, publicUrl) {
  const lines = ['User-agent: *'];
  for (const language of languagePrefixes(table)) {
    for (const prefix of disallowedPrefixes(table)) {
      const path = `${language}${prefix}`;
      lines.push(`Disallow: ${path}$`, `Disallow: ${path}/`, `Disallow: ${path}?`);
    }
  }
  lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
