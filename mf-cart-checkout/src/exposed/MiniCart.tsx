// Exposed as mf_cart_checkout/MiniCart: the side cart's content, which the shell shows in its
// side-cart dialog through a remote area.
import type { MiniCartProps } from 'shared-contracts';
import { MiniCart } from '../cart/MiniCart';
import { RemoteRoot } from '../common/RemoteRoot';

const noop = () => undefined;

export default function MiniCartModule({ onClose }: MiniCartProps) {
  return (
    <RemoteRoot>
      <MiniCart onClose={onClose ?? noop} />
    </RemoteRoot>
  );
}
