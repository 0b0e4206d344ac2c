// A titled swiper carousel of product cards, shared by the home product slider and the
// recommendations strip. Our own previous/next buttons drive the swiper instance.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import 'swiper/css';
import { ProductCard, type CardProduct } from '../product-card/ProductCard';
import styles from './ProductCarousel.module.css';

interface Props {
  title: string;
  products: CardProduct[];
  /** Swiper breakpoints (min-width -> options), mobile first. */
  breakpoints: Record<number, SwiperOptions>;
  slidesPerView: number;
  onSelect?: (product: CardProduct, index: number) => void;
}

export function ProductCarousel({ title, products, breakpoints, slidesPerView, onSelect }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: products.length <= slidesPerView });
  const syncEdges = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });
  return (
    <section className={styles.carousel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={intl.formatMessage({ id: 'catalog.slider.previous' })} disabled={edges.start} onClick={() => swiper?.slidePrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.control} aria-label={intl.formatMessage({ id: 'catalog.slider.next' })} disabled={edges.end} onClick={() => swiper?.slideNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <Swiper
        modules={[A11y, Keyboard]}
        a11y={{ enabled: true, containerMessage: title }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        slidesPerView={slidesPerView}
        spaceBetween={12}
        breakpoints={breakpoints}
        watchOverflow
        onSwiper={(s) => {
          setSwiper(s);
          syncEdges(s);
        }}
        onSlideChange={syncEdges}
        onResize={syncEdges}
      >
        {products.map((product, index) => (
          <SwiperSlide key={product.id}>
            <ProductCard product={product} headingLevel={3} onSelect={(p) => onSelect?.(p, index)} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
