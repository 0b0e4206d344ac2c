// Screens behind the login: without a full session, the login (with the page to return to);
// a screen the role may not use: "not permitted", with the navigation still there.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { LOGIN_PATH } from '../app/backoffice-routes';
import { NotPermitted } from '../common/NotPermitted';
import { QueryState } from '../common/QueryState';
import { useStaffSession, type StaffPermission } from './staff-session';

export function loginAddress(location: { pathname: string; search: string }, expired = false): string {
  const next = `${location.pathname}${location.search}`;
  return `${LOGIN_PATH}?next=${encodeURIComponent(next)}${expired ? '&expired=1' : ''}`;
}

export function RequireStaff({ children }: { children: ReactNode }) {
  const { staff, loading, unreachable, refresh } = useStaffSession();
  const location = useLocation();
  if (loading) return <QueryState loading />;
  if (unreachable) {
    return (
      <main id="main">
        <p role="alert">
          <FormattedMessage id="bo.common.load_failed" />
        </p>
        <button type="button" onClick={() => refresh()}>
          <FormattedMessage id="bo.common.retry" />
        </button>
      </main>
    );
  }
  if (!staff) return <Navigate to={loginAddress(location)} replace />;
  return <>{children}</>;
}

export function RequirePermission({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const { can } = useStaffSession();
  return can(permission) ? <>{children}</> : <NotPermitted />;
}
