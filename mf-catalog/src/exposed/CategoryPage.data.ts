// A category listing's first screen: the listing the address names (first-listing.ts) and, beside
// it, the popular products strip the page shows under a listing (read at the same time: it does
// not depend on the listing, and a category that is not found only leaves it unused).
import type { CategoryPageProps, RouteLoader } from 'shared-contracts';
import { loadFirstListing } from '../listing/first-listing';
import loadRecommendationsStrip from './RecommendationsStrip.data';

const loadCategoryPage: RouteLoader<Pick<CategoryPageProps, 'categoryId'>> = async (context, { categoryId }) => {
  await Promise.all([loadFirstListing(context, { kind: 'category', categoryId }), loadRecommendationsStrip(context, { kind: 'POPULAR', categoryId })]);
};

export default loadCategoryPage;
