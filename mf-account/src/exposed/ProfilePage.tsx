// Exposed module ./ProfilePage — /account: profile.
import type { RouteModuleProps } from 'shared-contracts';
import { ProfilePage } from '../profile/ProfilePage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function ProfilePageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <ProfilePage />
    </AccountBoundary>
  );
}
