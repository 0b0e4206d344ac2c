// Exposed as mf_cart_checkout/CartPage (route /cart).
import type { RouteModuleProps } from 'shared-contracts';
import { CartPage } from '../cart/CartPage';
import { RemoteRoot } from '../common/RemoteRoot';

export default function CartPageModule({ language }: RouteModuleProps) {
  return (
    <RemoteRoot language={language}>
      <CartPage />
    </RemoteRoot>
  );
}
