// A carousel of banners (swiper). Autoplay only when the block asks for it and the shopper has
// not asked for reduced motion.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { SliderBlockData } from 'shared-contracts/content';
import { ContentLink } from '../../common/ContentLink';
import { ContentPicture } from '../../common/ContentPicture';
import { headingTag, type HeadingLevel } from './types';
import styles from './SliderBlock.module.css';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export function SliderBlock({ data, priority, headingLevel }: { data: SliderBlockData; priority: boolean; headingLevel: HeadingLevel }) {
  const intl = useIntl();
  const Heading = headingTag(headingLevel);
  const autoplay = useMemo(() => (data.autoplayMs && !prefersReducedMotion() ? { delay: data.autoplayMs, pauseOnMouseEnter: true } : false), [data.autoplayMs]);
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={intl.formatMessage({ id: 'content.slider.label' }, { title: data.title ?? 'none' })}>
      {data.title && <Heading className={styles.heading}>{data.title}</Heading>}
      <Swiper
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
              {(slide.title || slide.subtitle) && (
                <div className={styles.caption}>
                  {slide.title && <p className={styles.title}>{slide.title}</p>}
                  {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
                </div>
              )}
            </>
          );
          return (
            <SwiperSlide key={`${slide.image.url}-${index}`}>
              {slide.link ? (
                <ContentLink href={slide.link.href} className={styles.link} ariaLabel={slide.link.label || slide.title || slide.image.alt}>
                  {body}
                </ContentLink>
              ) : (
                body
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
    </section>
  );
}
