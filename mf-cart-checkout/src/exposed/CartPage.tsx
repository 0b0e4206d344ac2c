// Exposed as mf_cart_checkout/CartPage (route /cart).
import type { RouteModuleProps } from 'shared-contracts';
import { CartPage } from '../cart/CartPage';
import { RemoteRoot } from '../common/RemoteRoot';

export default function CartPageModule(_props: RouteModuleProps) {
  return (
    <RemoteRoot>
      <CartPage />
    </RemoteRoot>
  );
}
