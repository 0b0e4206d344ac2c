// The app's addresses: the login, then every screen behind the session and its permission.
// Each area is its own chunk, loaded when first opened: the login page carries none of them.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { QueryState } from '../common/QueryState';
import { BackofficeLayout } from '../layout/BackofficeLayout';
import { LoginScreen } from '../session/LoginScreen';
import { RequirePermission, RequireStaff } from '../session/RequireStaff';
import { useStaffSession } from '../session/staff-session';
import { SessionEndedWatcher } from '../session/SessionEndedWatcher';
import { LOGIN_PATH, SCREENS, SCREEN_ORDER } from './backoffice-routes';
import { NotFoundScreen } from './NotFoundScreen';

const OrdersArea = lazy(() => import(/* webpackChunkName: "orders" */ '../orders/OrdersArea'));
const RequestsArea = lazy(() => import(/* webpackChunkName: "requests" */ '../requests/RequestsArea'));
const ReviewsArea = lazy(() => import(/* webpackChunkName: "reviews" */ '../reviews/ReviewsArea'));
const CatalogueArea = lazy(() => import(/* webpackChunkName: "catalogue" */ '../catalogue/CatalogueArea'));
const CustomersArea = lazy(() => import(/* webpackChunkName: "customers" */ '../customers/CustomersArea'));
const MessagesArea = lazy(() => import(/* webpackChunkName: "messages" */ '../messages/MessagesArea'));
const StaffArea = lazy(() => import(/* webpackChunkName: "staff" */ '../staff/StaffArea'));
const AuditArea = lazy(() => import(/* webpackChunkName: "audit" */ '../staff/AuditArea'));

/** The first screen the role may use. */
function Home() {
  const { can } = useStaffSession();
  const first = SCREEN_ORDER.find((screen) => can(screen.permission));
  return first ? <Navigate to={first.path} replace /> : <NotFoundScreen />;
}

function guarded(screen: (typeof SCREENS)[keyof typeof SCREENS], area: React.ReactNode) {
  return (
    <RequireStaff>
      <BackofficeLayout>
        <RequirePermission permission={screen.permission}>
          <Suspense fallback={<QueryState loading />}>{area}</Suspense>
        </RequirePermission>
      </BackofficeLayout>
    </RequireStaff>
  );
}

export function BackofficeRoutes() {
  return (
    <>
      <SessionEndedWatcher />
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginScreen />} />
        <Route path="/" element={<RequireStaff><Home /></RequireStaff>} />
        <Route path={`${SCREENS.orders.path}/*`} element={guarded(SCREENS.orders, <OrdersArea />)} />
        <Route path={`${SCREENS.requests.path}/*`} element={guarded(SCREENS.requests, <RequestsArea />)} />
        <Route path={`${SCREENS.reviews.path}/*`} element={guarded(SCREENS.reviews, <ReviewsArea />)} />
        <Route path={`${SCREENS.catalogue.path}/*`} element={guarded(SCREENS.catalogue, <CatalogueArea />)} />
        <Route path={`${SCREENS.customers.path}/*`} element={guarded(SCREENS.customers, <CustomersArea />)} />
        <Route path={`${SCREENS.messages.path}/*`} element={guarded(SCREENS.messages, <MessagesArea />)} />
        <Route path={`${SCREENS.staff.path}/*`} element={guarded(SCREENS.staff, <StaffArea />)} />
        <Route path={`${SCREENS.audit.path}/*`} element={guarded(SCREENS.audit, <AuditArea />)} />
        <Route path="*" element={<RequireStaff><BackofficeLayout><NotFoundScreen /></BackofficeLayout></RequireStaff>} />
      </Routes>
    </>
  );
}
