// A product page's first screen: the product, and the two recommendation strips (mf-catalog's
// widget) its slots show under it, similar and bought together. The strips need only the product's
// id, which the page has from the address already (urlRecord): all three are read at once. The
// recently viewed strip comes from the browser's storage, after the first render.
import { moduleId, WIDGETS, type ProductPageProps, type RecommendationsStripProps, type RouteLoader } from 'shared-contracts';
import { ProductDetailsDocument } from 'shared-contracts/graphql';

const STRIP = moduleId(WIDGETS.recommendationsStrip);

const loadProductPage: RouteLoader<Pick<ProductPageProps, 'productId' | 'seName'>> = async (context, { productId, seName }) => {
  const strip = (kind: RecommendationsStripProps['kind']) => context.widget(STRIP, { language: context.language, kind, productId } satisfies RecommendationsStripProps);
  await Promise.all([context.query(ProductDetailsDocument, { seName, id: null }), strip('SIMILAR'), strip('BOUGHT_TOGETHER')]);
};

export default loadProductPage;
