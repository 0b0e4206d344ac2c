// The sub-category carousel of a category page (shown when its showSubCategories generic
// attribute says so): each item links to the sub-category's address.
import { useIntl } from 'react-intl';
import { localizePath, type Language, Link } from 'shared-contracts';
import type { SubCategory } from 'shared-contracts/graphql';
import { A11y, FreeMode, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import styles from './SubCategoryCarousel.module.css';

type Item = Pick<SubCategory, 'id' | 'title' | 'href' | 'icon'> & { pictureModel?: { imageUrl: string } | null };

export function showsSubCategories(genericAttributes: { key: string; value: string }[]): boolean {
  return genericAttributes.some((a) => a.key === 'showSubCategories' && a.value.toLowerCase() === 'true');
}

export function SubCategoryCarousel({ items, language }: { items: Item[]; language: Language }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  const label = intl.formatMessage({ id: 'catalog.subcategories.label' });
  return (
    <nav aria-label={label} className={styles.carousel}>
      <Swiper
        modules={[A11y, FreeMode, Keyboard]}
        a11y={{ enabled: true, containerMessage: label }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        freeMode
        slidesPerView="auto"
        spaceBetween={12}
        watchOverflow
      >
        {items.map((item) => {
          const image = item.pictureModel?.imageUrl ?? item.icon;
          return (
            <SwiperSlide key={item.id}>
              <Link to={localizePath(item.href, language)} className={styles.item}>
                {image && <img src={image} alt="" width={72} height={72} loading="lazy" decoding="async" className={styles.image} />}
                <span className={styles.title}>{item.title}</span>
              </Link>
            </SwiperSlide>
          );
        })}
      </Swiper>
    </nav>
  );
}
