// Exposed module ./OrderRequestPage — /account/orders/cancel/:orderNumber: return/cancel request.
import type { RouteModuleProps } from 'shared-contracts';
import { OrderRequestPage } from '../orders/OrderRequestPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function OrderRequestPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <OrderRequestPage />
    </AccountBoundary>
  );
}
