// Exposed as mf_cart_checkout/CheckoutPage (route /checkout, checkout layout).
import type { RouteModuleProps } from 'shared-contracts';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { RemoteRoot } from '../common/RemoteRoot';

export default function CheckoutPageModule(_props: RouteModuleProps) {
  return (
    <RemoteRoot>
      <CheckoutPage />
    </RemoteRoot>
  );
}
