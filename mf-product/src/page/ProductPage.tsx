// The product page (route /<seName>): loads the product, sends view_item once per product shown,
// and renders the product, a not-found view, or a retry on failure.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useQuery, EVENTS, type ProductPageProps } from 'shared-contracts';
import { ProductDetailsDocument } from 'shared-contracts/graphql';
import { toAnalyticsItem } from '../common/analytics-item';
import { ProductNotFound } from './ProductNotFound';
import { ProductView } from './ProductView';
import styles from './ProductPage.module.css';

export function ProductPage({ seName }: ProductPageProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const result = useQuery(ProductDetailsDocument, { variables: { seName, id: null } });
  const product = result.dataState === 'complete' ? result.data.productDetails : null;

  // view_item once per product shown, not on every cache update.
  const viewedId = product?.id;
  useEffect(() => {
    if (product) dispatch(EVENTS.productViewed({ item: toAnalyticsItem(product) }));
  }, [dispatch, viewedId]);

  useEffect(() => {
    if (result.error) console.error('[mf-product] productDetails failed', result.error);
  }, [result.error]);

  if (result.error && !product) {
    return (
      <div role="alert" className={styles.status}>
        <p>{intl.formatMessage({ id: 'product.error' })}</p>
        <button type="button" onClick={() => void result.refetch()}>
          {intl.formatMessage({ id: 'product.retry' })}
        </button>
      </div>
    );
  }
  if (result.loading && !product) {
    return (
      <p role="status" className={styles.status}>
        {intl.formatMessage({ id: 'product.loading' })}
      </p>
    );
  }
  if (!product) return <ProductNotFound />;
  return <ProductView key={product.id} product={product} />;
}
