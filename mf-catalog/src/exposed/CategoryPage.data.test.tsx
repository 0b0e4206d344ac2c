/** @jest-environment node */
// The category loader covers the listing's first render: what it reads, rendered once as the
// server does, shows the listing and the popular strip and asks for nothing more.
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { listingDataKey, type Listing } from '../listing/fetch-listing';
import { makeFilters, makeListing, makeProduct } from '../testing/fixtures';
import CategoryPageModule from './CategoryPage';
import loadCategoryPage from './CategoryPage.data';

const props = { categoryId: 12, seName: 'yuzuk', language: 'tr' as const };
const source = { kind: 'category' as const, categoryId: 12 };
const popular = { recommendations: [makeProduct(30, { name: 'Popüler Yüzük 30' })] };

async function loadAndRender(url: string, listings: (key: string) => Listing | null | undefined) {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const run = await runLoader(loadCategoryPage, props, { search, reads: listings, queries: { CatalogRecommendations: popular } });
  const page = await renderFirstScreen(<CategoryPageModule {...props} />, { results: run.results, url });
  return { run, ...page };
}

describe('CategoryPage.data', () => {
  it('reads the listing and the popular strip at once; the first render shows both and misses nothing', async () => {
    const { run, html, misses } = await loadAndRender('/yuzuk', () => makeListing({ products: [makeProduct(1, { name: 'Gümüş Yüzük 1' })] }));
    expect(run.reads).toEqual([listingDataKey(source, { page: 1, sort: 0, selection: {} }, 'tr')]);
    expect(run.queries.map((q) => [q.operation, q.variables])).toEqual([['CatalogRecommendations', expect.objectContaining({ kind: 'POPULAR', categoryId: 12 })]]);
    expect(misses).toEqual([]);
    expect(html).toMatch(/<h1[^>]*>Yüzük/);
    expect(html).toContain('Gümüş Yüzük 1');
    expect(html).toContain('Popüler Yüzük 30');
  });

  it('reads the page, sort and filters of the address, and the listing without a filter group it does not have', async () => {
    const asked = makeListing({ filters: makeFilters(88, ['metal|altin']) });
    const clean = makeListing({ filters: makeFilters(88, ['metal|altin']), products: [makeProduct(5, { name: 'Altın Yüzük 5' })] });
    const { run, html, misses } = await loadAndRender('/yuzuk?orderBy=2&metal=altin&renk=mavi', (key) => (key.includes('renk') ? asked : clean));
    // The API's answer names metal but not renk: the listing the address means is without renk.
    expect(run.reads).toEqual([
      listingDataKey(source, { page: 1, sort: 2, selection: { metal: ['altin'], renk: ['mavi'] } }, 'tr'),
      listingDataKey(source, { page: 1, sort: 2, selection: { metal: ['altin'] } }, 'tr'),
    ]);
    expect(misses).toEqual([]);
    expect(html).toContain('Altın Yüzük 5');
  });

  it('a listing the loader could not read renders loading and is named as missing', async () => {
    const { html, misses } = await loadAndRender('/yuzuk', () => undefined);
    expect(misses).toEqual([listingDataKey(source, { page: 1, sort: 0, selection: {} }, 'tr')]);
    expect(html).not.toContain('Popüler Yüzük 30');
  });
});
