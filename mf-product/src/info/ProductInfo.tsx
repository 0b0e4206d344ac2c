// The info panel: category link, title, SKU, stars, price with old price, instalment and
// shipping lines, then variant choice and add-to-cart.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizePath, productInstallmentLine } from 'shared-contracts';
import { PurchasePanel } from '../cart/PurchasePanel';
import { useLanguage } from '../common/useLanguage';
import type { DetailedProduct } from '../variants/variantRules';
import { StarRating } from './StarRating';
import styles from './ProductInfo.module.css';

export function ProductInfo({ product }: { product: DetailedProduct }) {
  const intl = useIntl();
  const language = useLanguage();
  const category = product.breadcrumb.categoryBreadcrumb.at(-1);
  const { price, oldPrice, priceValue } = product.productPrice;
  const reviews = product.productReviewOverview;
  return (
    <div className={styles.info}>
      {category && (
        <Link className={styles.category} to={localizePath(`/${category.seName}`, language)}>
          {category.name}
        </Link>
      )}
      <h1 className={styles.title}>{product.name}</h1>
      <p className={styles.sku}>{intl.formatMessage({ id: 'product.sku' }, { sku: product.sku })}</p>
      <StarRating ratingSum={reviews.ratingSum} totalReviews={reviews.totalReviews} />
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
      {priceValue > 0 && <p className={styles.line}>{intl.formatMessage({ id: 'product.installment' }, { line: productInstallmentLine(priceValue, language) })}</p>}
      <p className={styles.line}>{intl.formatMessage({ id: 'product.shipping' })}</p>
      <PurchasePanel product={product} />
    </div>
  );
}
