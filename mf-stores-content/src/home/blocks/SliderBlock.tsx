// A carousel of banners (swiper). Autoplay only when the block asks for it and the shopper has
// not asked for reduced motion; an autoplaying carousel has a pause/play button (WCAG 2.2.2),
// first in its focus order. Its controls are at least 44 x 44 px (WCAG 2.5.8).
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { SliderBlockData } from 'shared-contracts/content';
import { ContentLink } from '../../common/ContentLink';
import { ContentPicture } from '../../common/ContentPicture';
import { headingTag, type HeadingLevel } from './types';
import styles from './SliderBlock.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches === true;
}

/** Whether the shopper asks for reduced motion; false on the server and in the first render (hydration). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

export function SliderBlock({ data, priority, headingLevel }: { data: SliderBlockData; priority: boolean; headingLevel: HeadingLevel }) {
  const intl = useIntl();
  const Heading = headingTag(headingLevel);
  const canAutoplay = Boolean(data.autoplayMs) && data.slides.length > 1;
  // Swiper reads this once, when it starts in the browser: no autoplay at all with reduced motion.
  const autoplay = useMemo(
    () => (canAutoplay && !prefersReducedMotion() ? { delay: data.autoplayMs!, pauseOnMouseEnter: true, disableOnInteraction: false } : false),
    [canAutoplay, data.autoplayMs],
  );
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // null: the shopper has not chosen; then it plays unless they asked for reduced motion.
  const [chosen, setChosen] = useState<'playing' | 'paused' | null>(null);
  const playing = canAutoplay && (chosen ? chosen === 'playing' : !reducedMotion);
  useEffect(() => {
    if (!swiper || swiper.destroyed || !canAutoplay || !swiper.autoplay) return;
    if (playing && !swiper.autoplay.running) {
      const current = typeof swiper.params.autoplay === 'object' ? swiper.params.autoplay : {};
      swiper.params.autoplay = { ...current, delay: data.autoplayMs!, pauseOnMouseEnter: true, disableOnInteraction: false };
      swiper.autoplay.start();
    } else if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing, canAutoplay, data.autoplayMs]);
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={intl.formatMessage({ id: 'content.slider.label' }, { title: data.title ?? 'none' })}>
      {data.title && <Heading className={styles.heading}>{data.title}</Heading>}
      <div className={styles.stage}>
        {canAutoplay && (
          <button type="button" className={styles.playPause} onClick={() => setChosen(playing ? 'paused' : 'playing')}>
            <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
            <span className={styles.playPauseText}>{intl.formatMessage({ id: playing ? 'content.slider.pause' : 'content.slider.play' })}</span>
          </button>
        )}
        <Swiper
          onSwiper={setSwiper}
          modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
          a11y={{
            enabled: true,
            prevSlideMessage: intl.formatMessage({ id: 'content.slider.previous' }),
            nextSlideMessage: intl.formatMessage({ id: 'content.slider.next' }),
            paginationBulletMessage: intl.formatMessage({ id: 'content.slider.goTo' }, { index: '{{index}}' }),
          }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          navigation
          pagination={{ clickable: true }}
          autoplay={autoplay}
          loop={data.slides.length > 1}
          slidesPerView={1}
        >
          {data.slides.map((slide, index) => {
            const body = (
              <>
                <ContentPicture image={slide.image} className={styles.image} priority={priority && index === 0} />
                {(slide.title || slide.subtitle || slide.link?.label) && (
                  <div className={styles.caption}>
                    {slide.title && <p className={styles.title}>{slide.title}</p>}
                    {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
                    {slide.link?.label && <span className={styles.cta}>{slide.link.label}</span>}
                  </div>
                )}
              </>
            );
            return (
              <SwiperSlide key={`${slide.image.url}-${index}`}>
                {slide.link ? (
                  // Named by what it shows (WCAG 2.5.3): the picture's alt, the caption and the
                  // link's label, which is shown as the call to action.
                  <ContentLink href={slide.link.href} className={styles.link}>
                    {body}
                  </ContentLink>
                ) : (
                  body
                )}
              </SwiperSlide>
            );
          })}
        </Swiper>
      </div>
    </section>
  );
}
