// Exposed module ./CouponsPage — /account/coupons.
import type { RouteModuleProps } from 'shared-contracts';
import { CouponsPage } from '../coupons/CouponsPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function CouponsPageModule({ language }: RouteModuleProps) {
  return (
    <AccountBoundary language={language}>
      <CouponsPage />
    </AccountBoundary>
  );
}
