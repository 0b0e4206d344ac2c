/** @jest-environment node */
// The landing page loader covers the first render: the page and the widgets of its blocks, or the
// store locator's stores.
import { TestRemoteSlot } from 'shared-contracts/testing';
import { renderFirstScreen, runLoader, type QueryAnswers } from 'shared-contracts/testing/first-screen';
import { block } from '../testing/blocks';
import ContentPageModule from './ContentPage';
import loadContentPage from './ContentPage.data';

const landing = (status: string) => ({
  __typename: 'LandingPage' as const,
  slug: 'hediye',
  status,
  title: 'Hediye Rehberi',
  metaTitle: null,
  metaDescription: null,
  items: [block('html', { html: '<p>Sevdiklerinize</p>' }), block('recommendations', { kind: 'POPULAR', categoryId: 3 })],
});
const store = { __typename: 'Store' as const, id: 1, name: 'Kadıköy', country: 'Türkiye', city: 'İstanbul', district: 'Kadıköy', address: 'Kadıköy Cad. No:1', phone: '0(212) 555 00 01', email: 'magaza1@example.com', workingHours: '10:00-22:00', latitude: 41, longitude: 29 };

async function loadAndRender(slug: string, queries: QueryAnswers) {
  const run = await runLoader(loadContentPage, { language: 'tr' }, { params: { slug }, queries });
  const page = await renderFirstScreen(<ContentPageModule language="tr" />, { results: run.results, url: `/sayfa/${slug}`, path: '/sayfa/:slug', remoteSlot: TestRemoteSlot });
  return { run, ...page };
}

describe('ContentPage.data', () => {
  it('reads the published page of the slug, then the widgets of its blocks; the first render misses nothing', async () => {
    const { run, html, misses, slots } = await loadAndRender('Hediye', { StoresContentLandingPage: { landingPage: landing('Published') } });
    expect(run.queries.map((q) => q.variables)).toEqual([{ slug: 'hediye', language: 'tr' }]);
    expect(misses).toEqual([]);
    expect(html).toContain('Hediye Rehberi');
    expect(slots).toHaveLength(1);
    expect(run.widgets).toEqual(slots);
  });

  it('a page that is not published: its widgets are not loaded', async () => {
    const { run, misses } = await loadAndRender('hediye', { StoresContentLandingPage: { landingPage: landing('Draft') } });
    expect(run.widgets).toEqual([]);
    expect(misses).toEqual([]);
  });

  it('the store locator: its stores', async () => {
    const { run, html, misses } = await loadAndRender('magazalarimiz', { StoresContentOurStores: { ourStores: [store] } });
    expect(run.queries.map((q) => q.operation)).toEqual(['StoresContentOurStores']);
    expect(misses).toEqual([]);
    expect(html).toContain('Kadıköy Cad. No:1');
  });
});
