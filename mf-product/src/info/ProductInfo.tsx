// The info panel: category link, title, badges, SKU, stars (a click opens the reviews), price with
// old price, the promo tag, instalment and shipping lines, the size guide, then variant choice
// and add-to-cart.
import { useIntl } from 'react-intl';
import { useIntlLanguage, Link, localizePath } from 'shared-contracts';
import { badgeColors } from 'shared-contracts/format';
import { PurchasePanel } from '../cart/PurchasePanel';
import { PromoTag } from '../promo/PromoTag';
import { SizeGuide } from '../size-guide/SizeGuide';
import { variantAttribute, type DetailedProduct } from '../variants/variant-rules';
import { StarRating } from './StarRating';
import styles from './ProductInfo.module.css';

interface Props {
  product: DetailedProduct;
  onShowReviews?: () => void;
  selectedValueId: number | null;
  onSelectValue: (valueId: number) => void;
}

export function ProductInfo({ product, onShowReviews, selectedValueId, onSelectValue }: Props) {
  const intl = useIntl();
  const language = useIntlLanguage();
  // The category link uses the last breadcrumb category's seName (section 2).
  const category = product.breadcrumb.categoryBreadcrumb.at(-1);
  const { price, oldPrice, priceValue } = product.productPrice;
  const reviews = product.productReviewOverview;
  // Only what the checkout keeps: the server's best interest-free offer ('price / 3 x 3' with the
  // cards that give 3 instalments without interest), or instalments with interest.
  const offer = product.installmentOffer;
  const installmentLine = () =>
    offer
      ? intl.formatMessage(
          { id: 'product.installmentOffer' },
          { line: `${offer.installmentPrice} x ${offer.installmentCount}`, cards: intl.formatList(offer.cardFamilies, { type: 'conjunction' }) },
        )
      : intl.formatMessage({ id: 'product.installmentWithInterest' });
  return (
    <div className={styles.info}>
      {category && (
        <Link className={styles.category} to={localizePath(`/${category.seName}`, language)}>
          {category.name}
        </Link>
      )}
      <h1 className={styles.title}>{product.name}</h1>
      {product.badges.length > 0 && (
        <ul className={styles.badges} aria-label={intl.formatMessage({ id: 'product.badges' })}>
          {product.badges.map((badge) => (
            <li key={badge.name} style={badgeColors(badge.color)}>
              {badge.name}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.sku}>{intl.formatMessage({ id: 'product.sku' }, { sku: product.sku })}</p>
      <StarRating ratingSum={reviews.ratingSum} totalReviews={reviews.totalReviews} onShowReviews={onShowReviews} />
      <p className={styles.prices}>
        <span className={styles.visuallyHidden}>{intl.formatMessage({ id: 'product.price' })}: </span>
        <span className={styles.price}>{price}</span>
        {oldPrice && (
          <>
            <span className={styles.visuallyHidden}> {intl.formatMessage({ id: 'product.oldPrice' })}: </span>
            <del className={styles.oldPrice}>{oldPrice}</del>
          </>
        )}
      </p>
      <PromoTag attributes={product.attributes} />
      {priceValue > 0 && <p className={styles.line}>{installmentLine()}</p>}
      <p className={styles.line}>{intl.formatMessage({ id: 'product.shipping' })}</p>
      {variantAttribute(product) && (
        <div className={styles.sizeGuide}>
          <SizeGuide />
        </div>
      )}
      <PurchasePanel product={product} selectedId={selectedValueId} onSelect={onSelectValue} />
    </div>
  );
}
