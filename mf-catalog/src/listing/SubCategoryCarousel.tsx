// The sub-category carousel of a category page (shown when its showSubCategories generic
// attribute says so): each item links to the sub-category's address. The first screen is a plain
// row of the links (server-rendered, scrollable by touch); swiper (free mode) takes it over at the
// visitor's first interaction (useLazySwiper).
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, localizePath } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import type { SubCategory } from 'shared-contracts/graphql';
import { useLazySwiper } from '../carousel/useLazySwiper';
import styles from './SubCategoryCarousel.module.css';

type Item = Pick<SubCategory, 'id' | 'title' | 'href' | 'icon'> & { pictureModel?: { imageUrl: string } | null };

export function showsSubCategories(genericAttributes: { key: string; value: string }[]): boolean {
  return genericAttributes.some((a) => a.key === 'showSubCategories' && a.value.toLowerCase() === 'true');
}

export function SubCategoryCarousel({ items, language }: { items: Item[]; language: Language }) {
  if (items.length === 0) return null;
  // swiper manages the slides it took over: another list of items starts a new carousel.
  return <Carousel key={items.map((i) => i.id).join(',')} items={items} language={language} />;
}

function Carousel({ items, language }: { items: Item[]; language: Language }) {
  const intl = useIntl();
  const rowRef = useRef<HTMLDivElement>(null);
  const label = intl.formatMessage({ id: 'catalog.subcategories.label' });
  const { live } = useLazySwiper(
    rowRef,
    () => ({
      a11y: { enabled: true, containerMessage: label },
      keyboard: { enabled: true, onlyInViewport: true },
      freeMode: true,
      slidesPerView: 'auto',
      spaceBetween: 12,
      watchOverflow: true,
    }),
    '[mf-catalog] sub-category carousel',
  );
  return (
    <nav aria-label={label} className={live ? styles.carousel : `${styles.carousel} ${styles.plain}`}>
      <div ref={rowRef} className={`swiper ${styles.row}`}>
        <div className="swiper-wrapper">
          {items.map((item) => {
            const image = item.pictureModel?.imageUrl ?? item.icon;
            return (
              <div key={item.id} className="swiper-slide">
                <Link to={localizePath(item.href, language)} className={styles.item}>
                  {image && <img src={image} alt="" width={72} height={72} loading="lazy" decoding="async" className={styles.image} />}
                  <span className={styles.title}>{item.title}</span>
                </Link>
              </div>
            );
          })}
        </div>
      </div>
    </nav>
  );
}
