// Exposed module ./LoginPage — /login: Login and Register tabs.
import type { RouteModuleProps } from 'shared-contracts';
import { LoginPage } from '../login/LoginPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function LoginPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <LoginPage />
    </AccountBoundary>
  );
}
