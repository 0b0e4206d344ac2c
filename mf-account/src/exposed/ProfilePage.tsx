// Exposed module ./ProfilePage — /account: profile.
import type { RouteModuleProps } from 'shared-contracts';
import { ProfilePage } from '../profile/ProfilePage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function ProfilePageModule({ language }: RouteModuleProps) {
  return (
    <AccountBoundary language={language}>
      <ProfilePage />
    </AccountBoundary>
  );
}
