// Puts swiper on the gallery's slides once the visitor first interacts (a pointer moving, a touch,
// a key, a scroll): the first screen paints and hydrates without swiper's code, and swiper is in
// place by the time the pointer reaches the picture. Until then (or if its chunk fails to load)
// the caller moves between pictures itself. Null until swiper is ready.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { firstInteraction } from 'shared-contracts';
import type { Swiper } from 'swiper/types';
import type { GallerySwiperOptions } from './gallery-swiper';

export function useGallerySwiper(container: RefObject<HTMLElement | null>, enabled: boolean, options: GallerySwiperOptions): Swiper | null {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  // swiper starts from the picture shown when it arrives, not the one shown at mount.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    let created: Swiper | null = null;
    firstInteraction()
      .then(() => import('./gallery-swiper'))
      .then(({ createGallerySwiper }) => {
        if (!live || !container.current) return;
        created = createGallerySwiper(container.current, latest.current);
        setSwiper(created);
      })
      .catch((error: unknown) => live && console.error('[mf-product] gallery swiper failed to load', error));
    return () => {
      live = false;
      created?.destroy(true, false);
    };
  }, [container, enabled]);

  return swiper;
}
