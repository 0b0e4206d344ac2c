// Exposed as mf_cart_checkout/OrderSuccessPage (routes /checkout/success and /checkout/success/:id).
import type { RouteModuleProps } from 'shared-contracts';
import { RemoteRoot } from '../common/RemoteRoot';
import { OrderSuccessPage } from '../success/OrderSuccessPage';

export default function OrderSuccessPageModule(_props: RouteModuleProps) {
  return (
    <RemoteRoot>
      <OrderSuccessPage />
    </RemoteRoot>
  );
}
