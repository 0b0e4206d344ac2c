// Loaded at the visitor's first interaction (see useLazySwiper): swiper's code and stylesheet,
// and the step that turns a server-rendered, natively scrollable row into a swiper on the same
// elements (no remount: focus, images and the box stay as they are).
import Swiper from 'swiper';
import { A11y, FreeMode, Keyboard } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';

export type { Swiper };

/** `el` is the row's `.swiper` element, holding `.swiper-wrapper` > `.swiper-slide`s. */
export function upgradeToSwiper(el: HTMLElement, options: SwiperOptions): Swiper {
  // Where the shopper had scrolled the plain row: swiper moves by transform, so the native
  // scroll goes back to 0 and swiper starts from the same place.
  const scrolled = el.scrollLeft;
  el.scrollLeft = 0;
  const first = el.querySelector<HTMLElement>('.swiper-slide');
  const space = typeof options.spaceBetween === 'number' ? options.spaceBetween : 0;
  const step = first ? first.offsetWidth + space : 0;
  const initialSlide = !options.freeMode && step > 0 ? Math.round(scrolled / step) : 0;
  const swiper = new Swiper(el, { modules: [A11y, FreeMode, Keyboard], ...options, initialSlide });
  if (options.freeMode && scrolled > 0) {
    swiper.setTranslate(Math.max(-scrolled, swiper.maxTranslate()));
    swiper.updateProgress();
    swiper.updateSlidesClasses();
  }
  return swiper;
}
