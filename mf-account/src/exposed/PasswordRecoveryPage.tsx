// Exposed module ./PasswordRecoveryPage — /passwordrecovery: recovery request.
import type { RouteModuleProps } from 'shared-contracts';
import { PasswordRecoveryPage } from '../recovery/PasswordRecoveryPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function PasswordRecoveryPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <PasswordRecoveryPage />
    </AccountBoundary>
  );
}
