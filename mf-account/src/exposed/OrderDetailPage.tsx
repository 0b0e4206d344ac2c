// Exposed module ./OrderDetailPage — /account/orders/:orderNumber: order detail.
import type { RouteModuleProps } from 'shared-contracts';
import { OrderDetailPage } from '../orders/OrderDetailPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function OrderDetailPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <OrderDetailPage />
    </AccountBoundary>
  );
}
