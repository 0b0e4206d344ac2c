import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { BackofficeLogoutDocument } from 'shared-contracts/admin';
import { LOGIN_PATH } from '../app/backoffice-routes';
import { useStaffSession } from '../session/staff-session';

/** Ends the session on the server, forgets what was read under it, goes to the login. */
export function LogoutButton() {
  const [logout, { loading }] = useMutation(BackofficeLogoutDocument);
  const { forget } = useStaffSession();
  const navigate = useNavigate();
  const onClick = async () => {
    try {
      await logout();
    } catch {
      // the session ends here anyway: the cookie is HttpOnly, the server forgets it when it expires
    }
    await forget();
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <button type="button" onClick={onClick} disabled={loading}>
      <FormattedMessage id="bo.layout.logout" />
    </button>
  );
}
