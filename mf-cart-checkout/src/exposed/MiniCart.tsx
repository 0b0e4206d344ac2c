// Exposed as mf_cart_checkout/MiniCart: the side cart the shell shows through its remote slot.
import { useState } from 'react';
import type { MiniCartProps } from 'shared-contracts';
import { MiniCart } from '../cart/MiniCart';
import { RemoteRoot } from '../common/RemoteRoot';

export default function MiniCartModule({ language, onClose }: MiniCartProps) {
  // Without a host callback the drawer closes itself.
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <RemoteRoot language={language}>
      <MiniCart onClose={onClose ?? (() => setOpen(false))} />
    </RemoteRoot>
  );
}
