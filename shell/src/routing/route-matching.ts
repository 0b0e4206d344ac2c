// Which route a path (without the /en prefix) names: a route of the table, or a top-level seName
// that urlRecord resolves to a category or a product.
import { matchRoutes } from 'react-router';
import { ROUTES, type RouteDef } from 'shared-contracts';

/** Every route with its own path; category and product share '/:seName' and resolve at runtime. */
export const TABLE_ROUTES: RouteDef[] = Object.values(ROUTES).filter((r) => r.id !== 'category' && r.id !== 'product');
export const SE_NAME_PATH = ROUTES.category.path;

export type ShellRouteMatch = { kind: 'route'; def: RouteDef; params: Record<string, string | undefined> } | { kind: 'seName'; seName: string };

const matchable = [...TABLE_ROUTES.map((def) => ({ path: def.path, def })), { path: SE_NAME_PATH, def: null }];

export function matchShellRoute(path: string): ShellRouteMatch | null {
  const matches = matchRoutes(matchable, path);
  const last = matches?.at(-1);
  if (!last) return null;
  const def = (last.route as { def: RouteDef | null }).def;
  if (def) return { kind: 'route', def, params: { ...last.params } };
  const seName = last.params.seName;
  return seName ? { kind: 'seName', seName } : null;
}
