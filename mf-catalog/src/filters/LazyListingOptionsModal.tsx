// The listing options modal, loaded when the shopper first opens it: its code (sort and filter
// groups, focus handling) is not needed to paint or use the listing's first screen. A failed load
// is logged and closes nothing: the buttons stay, and opening again retries.
import type { ComponentProps } from 'react';
import { useLazyModule } from 'shared-contracts/lazy';
import type { ListingOptionsModal } from './ListingOptionsModal';

export function LazyListingOptionsModal(props: ComponentProps<typeof ListingOptionsModal>) {
  const { loaded } = useLazyModule(() => import('./ListingOptionsModal'), { label: '[mf-catalog] listing options modal' });
  return loaded ? <loaded.ListingOptionsModal {...props} /> : null;
}
