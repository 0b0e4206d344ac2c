// One product in a listing, slider or strip: picture and name linking to /<seName>, badges,
// price with old price, favourite toggle.
import { useIntl } from 'react-intl';
import { useIntlLanguage, Link, localizePath } from 'shared-contracts';
import { badgeColors } from 'shared-contracts/format';
import type { CatalogProductCardFieldsFragment } from 'shared-contracts/graphql';
import { FavouriteButton } from '../wishlist/FavouriteButton';
import styles from './ProductCard.module.css';

export type CardProduct = CatalogProductCardFieldsFragment;

/** Rendered size of card pictures (2:3 portrait); CSS scales them to the column width. */
export const CARD_IMAGE = { width: 360, height: 540 } as const;

interface Props {
  product: CardProduct;
  headingLevel?: 2 | 3;
  /** Pictures above the fold load eagerly; everything else lazily. */
  eager?: boolean;
  onSelect?: (product: CardProduct) => void;
}

export function ProductCard({ product, headingLevel = 2, eager = false, onSelect }: Props) {
  const intl = useIntl();
  const language = useIntlLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = localizePath(`/${product.seName}`, language);
  const picture = product.defaultPictureModel;
  const { price, oldPrice } = product.productPrice;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {/* The picture links to the product too; the name link is the one assistive technology
            and the keyboard use, so this one stays out of both. */}
        <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true" onClick={() => onSelect?.(product)}>
          <img
            className={styles.image}
            src={picture.imageUrl}
            alt={picture.alternateText || product.name}
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        </Link>
        <div className={styles.favourite}>
          <FavouriteButton product={product} />
        </div>
        {product.badges.length > 0 && (
          <ul className={styles.badges}>
            {product.badges.map((badge) => (
              <li key={badge.name} className={styles.badge} style={badgeColors(badge.color)}>
                {badge.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Heading className={styles.name}>
        <Link to={href} className={styles.link} onClick={() => onSelect?.(product)}>
          {product.name}
        </Link>
      </Heading>
      <p className={styles.prices}>
        <span className={styles.visuallyHidden}>{intl.formatMessage({ id: 'catalog.card.price' })}: </span>
        <span className={styles.price}>{price}</span>
        {oldPrice && (
          <>
            <span className={styles.visuallyHidden}> {intl.formatMessage({ id: 'catalog.card.oldPrice' })}: </span>
            <del className={styles.oldPrice}>{oldPrice}</del>
          </>
        )}
      </p>
      {!product.inStock && <p className={styles.outOfStock}>{intl.formatMessage({ id: 'catalog.card.outOfStock' })}</p>}
    </article>
  );
}
