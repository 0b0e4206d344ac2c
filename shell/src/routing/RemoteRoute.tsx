// A route of the table rendered by its remote's exposed module, behind the route's guard.
import { useLocation } from 'react-router';
import { type RouteModuleProps, moduleId, type RouteDef } from 'shared-contracts';
import { RemoteArea } from '../federation/RemoteArea';
import { RouteGuard } from './RouteGuard';
import { useLanguage } from './useLanguage';

export function RemoteRoute({ def }: { def: RouteDef }) {
  const language = useLanguage();
  const { pathname } = useLocation();
  const props: RouteModuleProps = { language };
  const id = moduleId(def);
  return (
    <RouteGuard access={def.access} routeId={def.id}>
      <RemoteArea key={id} id={id} props={props} resetKey={pathname} route />
    </RouteGuard>
  );
}
