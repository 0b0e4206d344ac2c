// Exposed module ./OrdersPage — /account/orders: orders list.
import type { RouteModuleProps } from 'shared-contracts';
import { OrdersPage } from '../orders/OrdersPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function OrdersPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <OrdersPage />
    </AccountBoundary>
  );
}
