// When a call finds the session ended (expired, revoked, the account disabled), the staff member
// goes to the login with the page they were on kept; drafts of their forms stay in this tab
// (usePersistedDraft) and come back after the login.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../app/backoffice-routes';
import { loginAddress } from './RequireStaff';
import { useStaffSession } from './staff-session';

export const SESSION_ENDED_EVENT = 'backoffice:session-ended';

export function SessionEndedWatcher() {
  const navigate = useNavigate();
  const location = useLocation();
  const { forget } = useStaffSession();
  useEffect(() => {
    const onEnded = () => {
      if (location.pathname === LOGIN_PATH) return;
      void forget().then(() => navigate(loginAddress(location, true), { replace: true }));
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [forget, navigate, location]);
  return null;
}
