// A titled carousel of product cards, shared by the home product slider and the recommendations
// strip. The first screen is a plain row of the cards (server-rendered, scrollable by touch);
// swiper takes it over at the visitor's first interaction (useLazySwiper). Our own previous/next
// buttons drive the swiper instance, and scroll the plain row by one card before that.
import { useId, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { SwiperOptions } from 'swiper/types';
import { useLazySwiper } from '../carousel/useLazySwiper';
import type { Swiper as SwiperInstance } from '../carousel/swiper-upgrade';
import { ProductCard, type CardProduct } from '../product-card/ProductCard';
import { slidesPerViewVariables } from './slides-per-view-variables';
import styles from './ProductCarousel.module.css';

const SPACE_BETWEEN = 12;

interface Props {
  title: string;
  products: CardProduct[];
  /** Swiper breakpoints (min-width -> options), mobile first; widths of SLIDES_PER_VIEW_BREAKPOINTS. */
  breakpoints: Record<number, SwiperOptions & { slidesPerView: number }>;
  slidesPerView: number;
  onSelect?: (product: CardProduct, index: number) => void;
}

export function ProductCarousel(props: Props) {
  // swiper manages the slides it took over: another list of products starts a new carousel.
  return <Carousel key={props.products.map((p) => p.id).join(',')} {...props} />;
}

function Carousel({ title, products, breakpoints, slidesPerView, onSelect }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const rowRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: products.length <= slidesPerView });
  const syncEdges = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });
  const { live, swiper } = useLazySwiper(
    rowRef,
    () => ({
      a11y: { enabled: true, containerMessage: title },
      keyboard: { enabled: true, onlyInViewport: true },
      slidesPerView,
      spaceBetween: SPACE_BETWEEN,
      breakpoints,
      watchOverflow: true,
      on: { init: syncEdges, slideChange: syncEdges, resize: syncEdges },
    }),
    '[mf-catalog] product carousel',
  );

  // Before swiper: the buttons scroll the plain row by one card, and follow its scrolling.
  const scrollRow = (direction: 1 | -1) => {
    const row = rowRef.current;
    const card = row?.querySelector<HTMLElement>('.swiper-slide');
    if (!row || !card) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * (card.offsetWidth + SPACE_BETWEEN), behavior: still ? 'auto' : 'smooth' });
  };
  const onRowScroll = () => {
    const row = rowRef.current;
    if (!row || swiper) return;
    setEdges({ start: row.scrollLeft <= 1, end: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 });
  };

  return (
    <section className={styles.carousel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={intl.formatMessage({ id: 'catalog.slider.previous' })}
            disabled={edges.start}
            onClick={() => (swiper ? swiper.slidePrev() : scrollRow(-1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={intl.formatMessage({ id: 'catalog.slider.next' })}
            disabled={edges.end}
            onClick={() => (swiper ? swiper.slideNext() : scrollRow(1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className={live ? undefined : styles.plain} style={slidesPerViewVariables(slidesPerView, breakpoints) as CSSProperties}>
        <div ref={rowRef} className={`swiper ${styles.row}`} onScroll={onRowScroll}>
          <div className="swiper-wrapper">
            {products.map((product, index) => (
              <div key={product.id} className="swiper-slide">
                <ProductCard product={product} headingLevel={3} onSelect={(p) => onSelect?.(p, index)} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
