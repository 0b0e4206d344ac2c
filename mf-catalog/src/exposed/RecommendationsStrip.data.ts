// The recommendations strip's first screen: its one query, with the variables RecommendationsStrip
// asks with (the route loader of every page that shows a strip runs this, through
// context.widget or, inside mf-catalog, directly).
import type { RecommendationsStripProps, RouteLoader } from 'shared-contracts';
import { RECOMMENDATION_MAX_IDS } from 'shared-contracts/rules';
import { CatalogRecommendationsDocument } from 'shared-contracts/graphql';

/** RecommendationsStrip's STRIP_LIMIT. */
const STRIP_LIMIT = 12;

/** What a strip shows needs only these props (its title is text). */
export type RecommendationsStripData = Pick<RecommendationsStripProps, 'kind' | 'productId' | 'categoryId' | 'ids' | 'inStockOnly'>;

const loadRecommendationsStrip: RouteLoader<RecommendationsStripData> = async (context, { kind, productId, categoryId, ids, inStockOnly }) => {
  await context.query(CatalogRecommendationsDocument, {
    kind,
    productId: productId ?? null,
    categoryId: categoryId ?? null,
    ids: ids?.slice(0, RECOMMENDATION_MAX_IDS) ?? null,
    limit: STRIP_LIMIT,
    inStockOnly: inStockOnly ?? null,
  });
};

export default loadRecommendationsStrip;
