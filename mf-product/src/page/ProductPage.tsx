// The product page (route /<seName>): breadcrumb, gallery, info panel with variants and
// add-to-cart, document title/meta and Product JSON-LD; an unknown product shows not-found.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { EVENTS, ProductDetailsDocument, type ProductPageProps } from 'shared-contracts';
import { toAnalyticsItem } from '../common/analyticsItem';
import { useDocumentMeta } from '../common/useDocumentMeta';
import { ProductGallery } from '../gallery/ProductGallery';
import { ProductBreadcrumb } from '../info/ProductBreadcrumb';
import { ProductInfo } from '../info/ProductInfo';
import { ProductJsonLd } from '../seo/ProductJsonLd';
import { ProductNotFound } from './ProductNotFound';
import styles from './ProductPage.module.css';

export function ProductPage({ seName }: ProductPageProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const result = useQuery(ProductDetailsDocument, { variables: { seName, id: null } });
  const product = result.dataState === 'complete' ? result.data.productDetails : null;
  useDocumentMeta({
    title: product ? product.metaTitle || product.name : null,
    description: product ? product.metaDescription || product.shortDescription || product.name : null,
  });

  // view_item once per product shown, not on every cache update.
  const viewedId = product?.id;
  useEffect(() => {
    if (product) dispatch(EVENTS.productViewed({ item: toAnalyticsItem(product) }));
  }, [dispatch, viewedId]);

  useEffect(() => {
    if (result.error) console.error('[mf-product] productDetails failed', result.error);
  }, [result.error]);

  if (result.error) {
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

  return (
    <article className={styles.page}>
      <ProductJsonLd product={product} />
      <div className={styles.breadcrumb}>
        <ProductBreadcrumb product={product} />
      </div>
      <div className={styles.layout}>
        <ProductGallery product={product} />
        <ProductInfo product={product} />
      </div>
    </article>
  );
}
