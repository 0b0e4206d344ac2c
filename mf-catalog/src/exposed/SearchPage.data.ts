// A search's first screen: the listing for ?q= (first-listing.ts); no query, or nothing found,
// shows the empty search view with the popular products strip instead.
import type { RouteLoader } from 'shared-contracts';
import { loadFirstListing } from '../listing/first-listing';
import loadRecommendationsStrip from './RecommendationsStrip.data';

const loadSearchPage: RouteLoader = async (context) => {
  const q = (context.search.get('q') ?? '').trim();
  const state = q ? await loadFirstListing(context, { kind: 'search', q }) : null;
  if (!state || state.status === 'notFound') await loadRecommendationsStrip(context, { kind: 'POPULAR' });
};

export default loadSearchPage;
