/** @jest-environment node */
// The search loader covers the first render: the listing for ?q=, or the empty search view's
// popular strip when there is no query or nothing was found.
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { listingDataKey, type Listing } from '../listing/fetch-listing';
import { makeListing, makeProduct } from '../testing/fixtures';
import SearchPageModule from './SearchPage';
import loadSearchPage from './SearchPage.data';

const popular = { recommendations: [makeProduct(30, { name: 'Popüler Kolye 30' })] };

async function loadAndRender(url: string, listing: Listing | null | undefined) {
  const run = await runLoader(loadSearchPage, { language: 'tr' }, { search: url.slice(url.indexOf('?') + 1), reads: () => listing, queries: { CatalogRecommendations: popular } });
  const page = await renderFirstScreen(<SearchPageModule language="tr" />, { results: run.results, url });
  return { run, ...page };
}

describe('SearchPage.data', () => {
  it('reads the listing of the query; the first render shows it and misses nothing', async () => {
    const { run, html, misses } = await loadAndRender('/arama?q=%20kolye%20&pagenumber=2', makeListing({ name: 'kolye', products: [makeProduct(1, { name: 'İnci Kolye 1' })] }));
    expect(run.reads).toEqual([listingDataKey({ kind: 'search', q: 'kolye' }, { page: 2, sort: 0, selection: {} }, 'tr')]);
    expect(run.queries).toEqual([]);
    expect(misses).toEqual([]);
    expect(html).toContain('İnci Kolye 1');
  });

  it('nothing found: the empty search view with the popular strip', async () => {
    const { run, html, misses } = await loadAndRender('/arama?q=zzz', null);
    expect(run.queries.map((q) => q.variables)).toEqual([expect.objectContaining({ kind: 'POPULAR', categoryId: null, productId: null })]);
    expect(misses).toEqual([]);
    expect(html).toContain('Popüler Kolye 30');
  });

  it('no query: only the popular strip', async () => {
    const { run, html, misses } = await loadAndRender('/arama', undefined);
    expect(run.reads).toEqual([]);
    expect(misses).toEqual([]);
    expect(html).toContain('Popüler Kolye 30');
  });
});
