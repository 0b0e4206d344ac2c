// When a call finds the session ended (expired, revoked, the account disabled), the staff member
// goes to the login with the page they were on kept (a fresh page: leave-app.ts); drafts of their
// forms stay in this tab (usePersistedDraft) and come back after the login.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LOGIN_PATH } from '../app/backoffice-routes';
import { leaveTo } from './leave-app';
import { loginAddress } from './RequireStaff';

export const SESSION_ENDED_EVENT = 'backoffice:session-ended';

export function SessionEndedWatcher() {
  const location = useLocation();
  useEffect(() => {
    const onEnded = () => {
      if (location.pathname !== LOGIN_PATH) leaveTo(loginAddress(location, true));
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [location]);
  return null;
}
