// A route of the table rendered by its remote's exposed module, behind the route's guard; in the
// browser the module's loader starts with it (useRouteData) and the area shows both together.
import { useParams } from 'react-router';
import { useLocation } from 'react-router';
import { type RouteModuleProps, moduleId, type RouteDef } from 'shared-contracts';
import { RemoteArea } from '../federation/RemoteArea';
import { RouteGuard } from './RouteGuard';
import { useLanguage } from './useLanguage';
import { useRouteData } from './useRouteData';

function RouteArea({ id, props, pathname }: { id: string; props: RouteModuleProps; pathname: string }) {
  const params = useParams();
  const dataReady = useRouteData({ moduleId: id, props, params });
  return <RemoteArea key={id} id={id} props={props} resetKey={pathname} route dataReady={dataReady} />;
}

export function RemoteRoute({ def }: { def: RouteDef }) {
  const language = useLanguage();
  const { pathname } = useLocation();
  const props: RouteModuleProps = { language };
  return (
    <RouteGuard access={def.access} routeId={def.id}>
      <RouteArea id={moduleId(def)} props={props} pathname={pathname} />
    </RouteGuard>
  );
}
