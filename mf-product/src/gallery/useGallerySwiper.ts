// Puts swiper on the gallery's slides once the visitor first interacts (a pointer moving, a touch,
// a key, a scroll): the first screen paints and hydrates without swiper's code, and swiper is in
// place by the time the pointer reaches the picture. Until then (or if its chunk fails to load)
// the caller moves between pictures itself. Null until swiper is ready.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFirstInteraction } from 'shared-contracts';
import { useLazyModule } from 'shared-contracts/lazy';
import type { Swiper } from 'swiper/types';
import type { GallerySwiperOptions } from './gallery-swiper';

export function useGallerySwiper(container: RefObject<HTMLElement | null>, enabled: boolean, options: GallerySwiperOptions): Swiper | null {
  const interacted = useFirstInteraction();
  const { loaded } = useLazyModule(() => import('./gallery-swiper'), { enabled: enabled && interacted, label: '[mf-product] gallery swiper' });
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  // swiper starts from the picture shown when it arrives, not the one shown at mount.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!enabled || !loaded || !container.current) return undefined;
    const created = loaded.createGallerySwiper(container.current, latest.current);
    setSwiper(created);
    return () => {
      created.destroy(true, false);
      setSwiper(null);
    };
  }, [container, enabled, loaded]);

  return swiper;
}
