import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { BackofficeLogoutDocument } from 'shared-contracts/admin/documents/identity';
import { LOGIN_PATH } from '../app/backoffice-routes';
import { leaveTo } from '../session/leave-app';

/** Ends the session on the server, then loads the login afresh (nothing read under it is kept). */
export function LogoutButton() {
  const [logout, { loading }] = useMutation(BackofficeLogoutDocument);
  const onClick = async () => {
    try {
      await logout();
    } catch {
      // the session ends here anyway: the cookie is HttpOnly, the server forgets it when it expires
    }
    leaveTo(LOGIN_PATH);
  };
  return (
    <button type="button" onClick={onClick} disabled={loading}>
      <FormattedMessage id="bo.layout.logout" />
    </button>
  );
}
