// Exposed module ./CouponsPage — /account/coupons.
import type { RouteModuleProps } from 'shared-contracts';
import { CouponsPage } from '../coupons/CouponsPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function CouponsPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <CouponsPage />
    </AccountBoundary>
  );
}
