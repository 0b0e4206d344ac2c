// The remote module the first screen will show, known before anything renders: the route's own
// module, or for a top-level seName the category or product module when the urlRecord answer is
// already known (the server writes it into the page). Loading it before the first render
// lets that render show the page at once, instead of a placeholder the module then replaces
// (React holds such a reveal back up to 300 ms). Null when a guard will send the visitor
// elsewhere or the seName is not known yet.
import { ROUTES, moduleId, stripLanguagePrefix } from 'shared-contracts';
import type { UrlRecordQuery } from 'shared-contracts/graphql';
import { guardRedirect } from './RouteGuard';
import { matchShellRoute } from './route-matching';

/** undefined: not known yet; null: no such seName. */
export type UrlRecordLookup = (seName: string) => UrlRecordQuery['urlRecord'] | undefined;

export function initialRouteModule(location: Pick<Location, 'pathname' | 'search'>, isLoggedIn: boolean, urlRecordOf: UrlRecordLookup, isGuest = false): string | null {
  const match = matchShellRoute(stripLanguagePrefix(location.pathname).path);
  if (!match) return null;
  if (match.kind === 'route') {
    if (guardRedirect(match.def.access, match.def.id, isLoggedIn, location.pathname, location.search, isGuest)) return null;
    return moduleId(match.def);
  }
  const record = urlRecordOf(match.seName);
  if (!record) return null;
  return moduleId(record.entityName === 'CATEGORY' ? ROUTES.category : ROUTES.product);
}
