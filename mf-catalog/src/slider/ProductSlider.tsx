// Home product slider: the first HOME_SLIDER_PRODUCT_COUNT products of a category (default
// HOME_SLIDER_DEFAULT_CATEGORY_ID) through getShortCategoryV2. A failed fetch is logged and the
// block is left out (section 8).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { type ProductSliderProps, useQuery } from 'shared-contracts';
import { HOME_SLIDER_DEFAULT_CATEGORY_ID, HOME_SLIDER_PRODUCT_COUNT } from 'shared-contracts/rules';
import { CatalogShortCategoryV2Document } from 'shared-contracts/graphql';
import { useItemListAnalytics } from '../common/useItemListAnalytics';
import { ProductCarousel } from './ProductCarousel';
import styles from './ProductSlider.module.css';

export const HOME_SLIDER_BREAKPOINTS = { 600: { slidesPerView: 2.5 }, 900: { slidesPerView: 3.5 }, 1200: { slidesPerView: 4.5 } };

export function ProductSlider({ categoryId, title }: ProductSliderProps) {
  const intl = useIntl();
  const id = categoryId ?? HOME_SLIDER_DEFAULT_CATEGORY_ID;
  const result = useQuery(CatalogShortCategoryV2Document, {
    variables: { id, pageNumber: 1, pageSize: HOME_SLIDER_PRODUCT_COUNT, prepareSpecsFilters: false },
  });
  const { loading, error } = result;
  const category = result.dataState === 'complete' ? result.data.categoryV2.data : null;
  const products = (category?.products ?? []).slice(0, HOME_SLIDER_PRODUCT_COUNT);
  const heading = title || category?.name || intl.formatMessage({ id: 'catalog.slider.title' });
  const onSelect = useItemListAnalytics(products.length ? `slider:${heading}` : null, products);

  useEffect(() => {
    if (error) console.error(`[mf-catalog] home slider for category ${id} failed`, error);
  }, [error, id]);

  if (loading && result.dataState !== 'complete') return <div className={styles.reserved} aria-busy="true" />;
  if (error || products.length === 0) return null;
  return <ProductCarousel title={heading} products={products} slidesPerView={1.5} breakpoints={HOME_SLIDER_BREAKPOINTS} onSelect={onSelect} />;
}
