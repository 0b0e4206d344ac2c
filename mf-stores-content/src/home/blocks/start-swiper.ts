// Swiper itself, loaded (its own chunk) at the visitor's first interaction: it takes over the
// carousel markup SliderBlock has already rendered (slides, arrows, pagination element).
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export function startSwiper(container: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(container, { modules: [A11y, Autoplay, Keyboard, Navigation, Pagination], ...options });
}
