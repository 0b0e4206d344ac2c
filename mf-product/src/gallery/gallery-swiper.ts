// swiper on the gallery's server-rendered slides: loaded by useGallerySwiper at the visitor's
// first interaction, never with the page (swiper was a quarter of the page's first load). Its
// style sheet comes with this chunk; ProductGallery.module.css gives the slides the same box
// before it arrives.
import Swiper from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import 'swiper/css';

export interface GallerySwiperOptions {
  /** The picture shown when swiper takes over (a thumbnail may have been chosen before). */
  initialSlide: number;
  previousMessage: string;
  nextMessage: string;
  onSlideChange: (index: number) => void;
}

/** Swipe, arrow keys (while the gallery is on screen) and slide labels on `container` (.swiper). */
export function createGallerySwiper(container: HTMLElement, options: GallerySwiperOptions): Swiper {
  return new Swiper(container, {
    modules: [A11y, Keyboard],
    a11y: { enabled: true, prevSlideMessage: options.previousMessage, nextSlideMessage: options.nextMessage },
    keyboard: { enabled: true, onlyInViewport: true },
    slidesPerView: 1,
    initialSlide: options.initialSlide,
    on: { slideChange: (swiper) => options.onSlideChange(swiper.activeIndex) },
  });
}
