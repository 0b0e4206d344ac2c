// A carousel of banners (swiper). Autoplay only when the block asks for it and the shopper has
// not asked for reduced motion; an autoplaying carousel has a pause/play button (WCAG 2.2.2),
// first in its focus order. Its controls are at least 44 x 44 px (WCAG 2.5.8).
//
// The first screen needs none of swiper's code: the server renders swiper's own markup (slides
// side by side in an overflow-hidden row, first slide showing, plain arrow and bullet buttons),
// and swiper (./start-swiper, its own chunk) loads at the visitor's first interaction and takes
// that markup over in place: same box, no remount, focus kept. A click or focus that comes before
// swiper is there is replayed once it starts; autoplay starts with swiper.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFirstInteraction } from 'shared-contracts';
import { useLazyModule } from 'shared-contracts/lazy';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { SliderBlockData } from 'shared-contracts/content';
import { ContentLink } from '../../common/ContentLink';
import { ContentPicture } from '../../common/ContentPicture';
import { headingTag, type HeadingLevel } from './types';
import { useReducedMotion } from './useReducedMotion';
import styles from './SliderBlock.module.css';

/** A move asked for before swiper was there: replayed when it starts. */
type PendingMove = 'prev' | 'next' | { to: number };

export function SliderBlock({ data, priority, headingLevel }: { data: SliderBlockData; priority: boolean; headingLevel: HeadingLevel }) {
  // New slides, new carousel: swiper never has to follow React changing its slides.
  return <Carousel key={data.slides.map((slide) => slide.image.url).join(' ')} data={data} priority={priority} headingLevel={headingLevel} />;
}

function Carousel({ data, priority, headingLevel }: { data: SliderBlockData; priority: boolean; headingLevel: HeadingLevel }) {
  const intl = useIntl();
  const Heading = headingTag(headingLevel);
  const wrapperId = useId();
  const slideCount = data.slides.length;
  // A single slide has nothing to move to: no arrows, no bullets, and swiper never loads.
  const several = slideCount > 1;
  const canAutoplay = Boolean(data.autoplayMs) && several;
  const reducedMotion = useReducedMotion();
  // null: the shopper has not chosen; then it plays unless they asked for reduced motion.
  const [chosen, setChosen] = useState<'playing' | 'paused' | null>(null);
  const playing = canAutoplay && (chosen ? chosen === 'playing' : !reducedMotion);

  const container = useRef<HTMLDivElement>(null);
  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const pending = useRef<PendingMove | null>(null);
  const interacted = useFirstInteraction();
  // A failed load leaves the first slide showing (logged under this label).
  const start = useLazyModule(() => import('./start-swiper'), { enabled: interacted && several, label: '[mf-stores-content] slider: swiper' }).loaded?.startSwiper ?? null;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  // Runs after the render that took the static bullets out (swiper writes its own), before paint.
  useLayoutEffect(() => {
    if (!start || !container.current) return;
    const instance = start(container.current, {
      a11y: {
        enabled: true,
        prevSlideMessage: intl.formatMessage({ id: 'content.slider.previous' }),
        nextSlideMessage: intl.formatMessage({ id: 'content.slider.next' }),
        paginationBulletMessage: intl.formatMessage({ id: 'content.slider.goTo' }, { index: '{{index}}' }),
      },
      keyboard: { enabled: true, onlyInViewport: true },
      navigation: { prevEl: prevButton.current, nextEl: nextButton.current },
      pagination: { el: pagination.current, clickable: true },
      autoplay: playing ? { delay: data.autoplayMs!, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
      loop: true,
      slidesPerView: 1,
    });
    const move = pending.current;
    pending.current = null;
    if (move === 'prev') instance.slidePrev();
    else if (move === 'next') instance.slideNext();
    else if (move) instance.slideToLoop(move.to, 0);
    setSwiper(instance);
    return () => instance.destroy(true, false);
    // Swiper reads its options once, when it starts; later play/pause goes through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !canAutoplay || !swiper.autoplay) return;
    if (playing && !swiper.autoplay.running) {
      const current = typeof swiper.params.autoplay === 'object' ? swiper.params.autoplay : {};
      swiper.params.autoplay = { ...current, delay: data.autoplayMs!, pauseOnMouseEnter: true, disableOnInteraction: false };
      swiper.autoplay.start();
    } else if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing, canAutoplay, data.autoplayMs]);

  // Before swiper: the arrows and bullets remember the move; once it runs, swiper's own handlers move.
  const ask = (move: PendingMove) => {
    if (!swiper) pending.current = move;
  };
  // Before swiper, focus on a slide further along scrolls the row itself: put it back, and show that slide when swiper starts (as swiper's a11y does).
  const onSlideFocus = (index: number) => {
    if (swiper || !container.current) return;
    container.current.scrollLeft = 0;
    if (index > 0) pending.current = { to: index };
  };

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
        {/* swiper's class names: its stylesheet lays out this markup the same before and after it starts. */}
        <div ref={container} className="swiper">
          <div className="swiper-wrapper" id={wrapperId}>
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
                <div
                  key={`${slide.image.url}-${index}`}
                  className="swiper-slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} / ${slideCount}`}
                  onFocus={() => onSlideFocus(index)}
                >
                  {slide.link ? (
                    // Named by what it shows (WCAG 2.5.3): the picture's alt, the caption and the
                    // link's label, which is shown as the call to action.
                    <ContentLink href={slide.link.href} className={styles.link}>
                      {body}
                    </ContentLink>
                  ) : (
                    body
                  )}
                </div>
              );
            })}
          </div>
          {several && (
            <>
              <button
                type="button"
                ref={prevButton}
                className={`swiper-button-prev ${styles.arrow}`}
                aria-label={intl.formatMessage({ id: 'content.slider.previous' })}
                aria-controls={wrapperId}
                onClick={() => ask('prev')}
              />
              <button
                type="button"
                ref={nextButton}
                className={`swiper-button-next ${styles.arrow}`}
                aria-label={intl.formatMessage({ id: 'content.slider.next' })}
                aria-controls={wrapperId}
                onClick={() => ask('next')}
              />
              <div ref={pagination} className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
                {!start &&
                  data.slides.map((slide, index) => (
                    <button
                      key={`${slide.image.url}-${index}`}
                      type="button"
                      className={index === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'}
                      aria-label={intl.formatMessage({ id: 'content.slider.goTo' }, { index: index + 1 })}
                      aria-current={index === 0 ? 'true' : undefined}
                      onClick={() => ask({ to: index })}
                    />
                  ))}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
