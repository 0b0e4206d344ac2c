// Exposed module ./ChangePasswordPage — /account/password: change password.
import type { RouteModuleProps } from 'shared-contracts';
import { ChangePasswordPage } from '../password/ChangePasswordPage';
import { AccountBoundary } from '../shared/AccountBoundary';

export default function ChangePasswordPageModule({ language }: RouteModuleProps) {
  return (
    <AccountBoundary language={language}>
      <ChangePasswordPage />
    </AccountBoundary>
  );
}
