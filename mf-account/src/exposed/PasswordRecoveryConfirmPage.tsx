// Exposed module ./PasswordRecoveryConfirmPage — /passwordrecovery/confirm: new password with token and gid.
import type { RouteModuleProps } from 'shared-contracts';
import { PasswordRecoveryConfirmPage } from '../recovery/PasswordRecoveryConfirmPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function PasswordRecoveryConfirmPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <PasswordRecoveryConfirmPage />
    </AccountBoundary>
  );
}
