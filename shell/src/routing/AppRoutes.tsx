// The route table of spec section 2 for Turkish (no prefix) and English (/en): each route's
// remote module behind its guard; '/:seName' resolved by urlRecord; anything else not found.
import { Route, Routes } from 'react-router';
import { ROUTES, type RouteDef } from 'shared-contracts';
import { DefaultLayout } from '../layout/DefaultLayout';
import { CheckoutLayout } from '../layout/CheckoutLayout';
import { HomeSeo } from '../layout/HomeSeo';
import { NotFoundPage } from './NotFoundPage';
import { RemoteRoute } from './RemoteRoute';
import { ScrollToTop } from './ScrollToTop';
import { SeNameRoute } from './SeNameRoute';
import { SE_NAME_PATH, TABLE_ROUTES } from './route-matching';

const PREFIXES = ['', '/en'] as const;
const withPrefix = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

function routeElement(def: RouteDef) {
  if (def.id === ROUTES.home.id) {
    return (
      <>
        <HomeSeo />
        <RemoteRoute def={def} />
      </>
    );
  }
  return <RemoteRoute def={def} />;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        {PREFIXES.map((prefix) => (
          <Route key={`default${prefix}`} element={<DefaultLayout />}>
            {TABLE_ROUTES.filter((def) => def.layout !== 'checkout').map((def) => (
              <Route key={def.id} path={withPrefix(prefix, def.path)} element={routeElement(def)} />
            ))}
            <Route path={withPrefix(prefix, SE_NAME_PATH)} element={<SeNameRoute />} />
            <Route path={withPrefix(prefix, '/*')} element={<NotFoundPage />} />
          </Route>
        ))}
        {PREFIXES.map((prefix) => (
          <Route key={`checkout${prefix}`} element={<CheckoutLayout />}>
            {TABLE_ROUTES.filter((def) => def.layout === 'checkout').map((def) => (
              <Route key={def.id} path={withPrefix(prefix, def.path)} element={routeElement(def)} />
            ))}
          </Route>
        ))}
      </Routes>
    </>
  );
}
