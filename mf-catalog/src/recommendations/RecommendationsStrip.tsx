// A strip of recommended products (similar, bought together, popular, by ids). Nothing to show
// or a failed call leaves the strip out; the host page carries on.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { type RecommendationsStripProps, useQuery } from 'shared-contracts';
import { RECOMMENDATION_MAX_IDS, RECOMMENDATION_SLIDES } from 'shared-contracts/rules';
import { CatalogRecommendationsDocument } from 'shared-contracts/graphql';
import { useItemListAnalytics } from '../common/useItemListAnalytics';
import { ProductCarousel } from '../slider/ProductCarousel';

const STRIP_LIMIT = 12;
/** Section 9: 2.5 slides under 600px, 3.5 up to 1024px; wider screens show more. */
export const RECOMMENDATION_BREAKPOINTS = { 600: { slidesPerView: RECOMMENDATION_SLIDES.upTo1024 }, 1025: { slidesPerView: 5 } };

export function RecommendationsStrip({ kind, productId, categoryId, ids, title, inStockOnly }: RecommendationsStripProps) {
  const intl = useIntl();
  const result = useQuery(CatalogRecommendationsDocument, {
    variables: { kind, productId: productId ?? null, categoryId: categoryId ?? null, ids: ids?.slice(0, RECOMMENDATION_MAX_IDS) ?? null, limit: STRIP_LIMIT, inStockOnly: inStockOnly ?? null },
  });
  const { error } = result;
  const products = result.dataState === 'complete' ? result.data.recommendations : [];
  const heading = title || intl.formatMessage({ id: `catalog.recommendations.${kind}` });
  const onSelect = useItemListAnalytics(products.length ? `recommendations:${kind}` : null, products);

  useEffect(() => {
    if (error) console.error(`[mf-catalog] recommendations (${kind}) failed`, error);
  }, [error, kind]);

  if (products.length === 0) return null;
  return <ProductCarousel title={heading} products={products} slidesPerView={RECOMMENDATION_SLIDES.under600} breakpoints={RECOMMENDATION_BREAKPOINTS} onSelect={onSelect} />;
}
