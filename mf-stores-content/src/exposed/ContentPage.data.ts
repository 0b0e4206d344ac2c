// /sayfa/:slug's first screen: the store locator's stores, or the landing page and then the
// widgets its blocks show (product sliders, recommendation strips).
import type { RouteLoader } from 'shared-contracts';
import { StoresContentLandingPageDocument, StoresContentOurStoresDocument } from 'shared-contracts/graphql';
import { loadBlockWidgets } from '../common/block-widgets';
import { contentSlug, PUBLISHED, STORES_SLUG } from '../content/content-slug';

const loadContentPage: RouteLoader = async (context) => {
  const slug = contentSlug(context.params.slug ?? '');
  if (!slug) return;
  if (slug === STORES_SLUG) {
    await context.query(StoresContentOurStoresDocument);
    return;
  }
  const page = (await context.query(StoresContentLandingPageDocument, { slug, language: context.language }))?.landingPage;
  if (page?.status === PUBLISHED) await loadBlockWidgets(context, page.items);
};

export default loadContentPage;
