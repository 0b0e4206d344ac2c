// Exposed module ./ChangePasswordPage — /account/password: change password.
import type { RouteModuleProps } from 'shared-contracts';
import { ChangePasswordPage } from '../password/ChangePasswordPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function ChangePasswordPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <ChangePasswordPage />
    </AccountBoundary>
  );
}
