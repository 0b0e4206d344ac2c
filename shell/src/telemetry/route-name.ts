// The route table's name of a page view ('product', 'wishlistShort'): what a beacon says instead
// of the address. The reporter's (it needs the router's matching, which the early boot does not).
import { ROUTES, moduleId, type RouteDef } from 'shared-contracts';
import { matchShellRoute } from '../routing/route-matching';

/**
 * The one route a route area's module serves, or, for a module several routes share (the size
 * finders, the wishlist's two paths), the one the view's path (without language prefix) matches.
 */
export function routeNameOf(areaId: string, path: string | null): string | null {
  const candidates: RouteDef[] = Object.values(ROUTES).filter((def) => moduleId(def) === areaId);
  if (candidates.length <= 1 || path === null) return candidates[0]?.id ?? null;
  const match = matchShellRoute(path);
  return match?.kind === 'route' && candidates.some((def) => def.id === match.def.id) ? match.def.id : candidates[0].id;
}
