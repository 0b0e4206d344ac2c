// Product pictures: a slider of large images with previous/next buttons, thumbnail buttons
// below, the favourite toggle on top and a full-size view of the current picture in a modal. The first picture is the page's largest paint, so it
// loads eagerly with high priority; the others lazily.
// The slides are plain markup in swiper's structure (.swiper > .swiper-wrapper > .swiper-slide):
// the server renders them and the page hydrates them without swiper's code; swiper takes them
// over at the visitor's first interaction (useGallerySwiper). Until then the buttons and
// thumbnails move the track themselves.
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ShopModal, useModal } from 'shared-contracts';
import { FavouriteButton } from '../wishlist/FavouriteButton';
import type { DetailedProduct } from '../variants/variant-rules';
import { useGallerySwiper } from './useGallerySwiper';
import styles from './ProductGallery.module.css';

export const GALLERY_IMAGE = { width: 800, height: 1200 } as const;
export const THUMB_IMAGE = { width: 72, height: 108 } as const;
const FULL_SIZE_MODAL_ID = 'mf-product:full-size-picture';

export function ProductGallery({ product }: { product: DetailedProduct }) {
  const intl = useIntl();
  const [active, setActive] = useState(0);
  const pictures = product.pictureModels.length ? product.pictureModels : [product.defaultPictureModel];
  const slider = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  // One picture needs no slider: swiper is never loaded for it.
  const swiper = useGallerySwiper(slider, pictures.length > 1, {
    initialSlide: active,
    previousMessage: intl.formatMessage({ id: 'product.gallery.previous' }),
    nextMessage: intl.formatMessage({ id: 'product.gallery.next' }),
    onSlideChange: setActive,
  });
  const alt = (index: number) => pictures[index].alternateText || (index === 0 ? product.name : `${product.name} ${index + 1}`);
  const fullSize = useModal(FULL_SIZE_MODAL_ID);
  const current = pictures[Math.min(active, pictures.length - 1)];

  // `active` leads: before swiper (and if its chunk never arrives) the track shows the chosen
  // picture itself; once swiper is there it slides to it (a swipe comes back as onSlideChange).
  useLayoutEffect(() => {
    if (swiper) {
      if (swiper.activeIndex !== active) swiper.slideTo(active);
    } else if (track.current) {
      track.current.style.transform = active ? `translate3d(${-100 * active}%, 0, 0)` : '';
    }
  }, [active, swiper]);

  return (
    <section className={styles.gallery} aria-label={intl.formatMessage({ id: 'product.gallery.label' }, { name: product.name })}>
      <div className={styles.main}>
        <div ref={slider} className={`swiper ${styles.slider}`}>
          <div ref={track} className={`swiper-wrapper ${styles.track}`}>
            {pictures.map((picture, index) => (
              <div key={picture.imageUrl} className={`swiper-slide ${styles.slide}`}>
                <img
                  className={styles.image}
                  src={picture.fullSizeImageUrl || picture.imageUrl}
                  alt={alt(index)}
                  width={GALLERY_IMAGE.width}
                  height={GALLERY_IMAGE.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </div>
            ))}
          </div>
        </div>
        <div className={styles.favourite}>
          <FavouriteButton product={product} />
        </div>
        <button type="button" className={styles.zoom} aria-haspopup="dialog" aria-label={intl.formatMessage({ id: 'product.gallery.fullSize' })} onClick={fullSize.open}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" />
          </svg>
        </button>
        {pictures.length > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={intl.formatMessage({ id: 'product.gallery.previous' })} disabled={active === 0} onClick={() => setActive(active - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={intl.formatMessage({ id: 'product.gallery.next' })}
              disabled={active === pictures.length - 1}
              onClick={() => setActive(active + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {pictures.length > 1 && (
        <ul className={styles.thumbs} aria-label={intl.formatMessage({ id: 'product.gallery.thumbnails' })}>
          {pictures.map((picture, index) => (
            <li key={picture.imageUrl}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={index === active ? 'true' : undefined}
                aria-label={intl.formatMessage({ id: 'product.gallery.show' }, { index: index + 1 })}
                onClick={() => setActive(index)}
              >
                <img src={picture.thumbImageUrl || picture.imageUrl} alt="" width={THUMB_IMAGE.width} height={THUMB_IMAGE.height} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ShopModal id={FULL_SIZE_MODAL_ID} title={alt(Math.min(active, pictures.length - 1))} size="wide" boundary="mf-product">
        <img className={styles.fullSize} src={current.fullSizeImageUrl || current.imageUrl} alt={alt(Math.min(active, pictures.length - 1))} width={GALLERY_IMAGE.width} height={GALLERY_IMAGE.height} />
      </ShopModal>
    </section>
  );
}
