// A row of slides that is server-rendered as a plain, natively scrollable row and becomes a
// swiper at the visitor's first interaction: swiper's code is ~26 kB that the first screen does
// not need to paint. The row keeps swiper's markup (.swiper > .swiper-wrapper > .swiper-slide) so
// swiper takes over the same elements; `live` switches the row's own stylesheet from the plain
// layout to swiper's in the same commit swiper measures the slides (a layout effect: no frame in
// between is painted, so nothing moves). A failed load leaves the plain row, which still scrolls.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useFirstInteraction } from 'shared-contracts';
import { useLazyModule } from 'shared-contracts/lazy';
import type { SwiperOptions } from 'swiper/types';
import type { Swiper } from './swiper-upgrade';

export function useLazySwiper(ref: RefObject<HTMLElement | null>, options: () => SwiperOptions, label: string) {
  const interacted = useFirstInteraction();
  const { loaded } = useLazyModule(() => import('./swiper-upgrade'), { enabled: interacted, label });
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!loaded || !el) return;
    const instance = loaded.upgradeToSwiper(el, optionsRef.current());
    setSwiper(instance);
    return () => {
      instance.destroy(true, true);
      setSwiper(null);
    };
  }, [loaded, ref]);

  return { live: loaded !== null, swiper };
}
