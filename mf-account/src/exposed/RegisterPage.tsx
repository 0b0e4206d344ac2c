// Exposed module ./RegisterPage — /register: registration.
import type { RouteModuleProps } from 'shared-contracts';
import { RegisterPage } from '../register/RegisterPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function RegisterPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <RegisterPage />
    </AccountBoundary>
  );
}
